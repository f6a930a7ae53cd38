import { defineSamples } from '../contracts/contract.ts';
import { questionsContract } from './contract.ts';

/** The sample bodies of the Q&A contract (decision 182 "Samples"): a visa question, an answer, votes and flags. */
export const questionsSamples = defineSamples(questionsContract, {
  ask: {
    title: 'Which documents do I need for a UK visitor visa?',
    content: 'My parents in Jaffna want to visit us in London for three months. Which documents should they bring to the appointment in Colombo?',
    category: 'visa',
  },
  answer: { content: 'Bank statements for six months, a letter of invitation from you with your address, and their return tickets.' },
  voteQuestion: { direction: 'up' },
  voteAnswer: { direction: 'up' },
  flagQuestion: { reason: 'Advertising, not a question' },
  flagAnswer: { reason: 'Rude to the person who asked' },
});
