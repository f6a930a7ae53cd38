import { QUESTIONS_CONTRACT_NAME } from './constants.ts';
import { messageSchema } from '../schemas/page.ts';
import {
  answerSchema, createAnswerBodySchema, createQuestionBodySchema, flagBodySchema, questionDetailSchema, questionListQuerySchema,
  questionListSchema, questionSchema, voteBodySchema, voteResultSchema,
} from './schemas.ts';
import { idParams } from '../contracts/params.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

const RATE_LIMITED = 'Too many requests (`rate_limited`, Retry-After)';

/** A vote on a question or an answer (spec 001 §7): one per member per item, counted by the server. */
const vote = (target: 'question' | 'answer') =>
  endpoint({
    method: 'POST',
    path: `/api/${target}s/:id/vote`,
    access: 'member',
    summary: `Vote on a ${target} (up, down or none); the server counts`,
    params: idParams,
    body: voteBodySchema,
    responses: { 200: voteResultSchema },
  });

/** A report of a question or an answer to the admin. */
const flag = (target: 'question' | 'answer') =>
  endpoint({
    method: 'POST',
    path: `/api/${target}s/:id/flag`,
    access: 'member',
    summary: `Report a ${target} to the admin`,
    params: idParams,
    body: flagBodySchema,
    responses: { 201: messageSchema },
  });

/**
 * The community Q&A contract (spec 001 §2 Q&A section, §3, §4, §5 Question ask, §7, §8;
 * docs/decisions/182-endpoint-contracts.md). Lists and details are public; asking, answering, voting and flagging
 * need a member; accepting is the asker's alone (404 for anyone else); deleting is the author's or the admin's (404
 * for anyone else). Asking and answering are rate-limited per member (decision 160) and idempotent (the outbox).
 */
export const questionsContract = defineContract(QUESTIONS_CONTRACT_NAME, {
  list: endpoint({
    method: 'GET',
    path: '/api/questions',
    access: 'public',
    summary: 'Questions, newest first (keyset pages); filters category, answered; search',
    query: questionListQuerySchema,
    responses: { 200: questionListSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/questions/:id',
    access: 'public',
    summary: 'One question with its answers: accepted first, then by votes',
    params: idParams,
    responses: { 200: questionDetailSchema },
  }),
  ask: endpoint({
    method: 'POST',
    path: '/api/questions',
    access: 'member',
    summary: 'Ask a question',
    body: createQuestionBodySchema,
    responses: { 201: questionSchema },
    errors: { 429: RATE_LIMITED },
    idempotent: true,
    location: true,
    rateLimits: ['askQuestionAccount'],
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/questions/:id/answers',
    access: 'member',
    summary: 'Answer a question',
    params: idParams,
    body: createAnswerBodySchema,
    responses: { 201: answerSchema },
    errors: { 429: RATE_LIMITED },
    idempotent: true,
    rateLimits: ['answerAccount'],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/answers/:id/accept',
    access: 'member',
    summary: 'Accept an answer (the asker only; anyone else gets 404)',
    params: idParams,
    bodyless: true, // the answer is the path; nothing else to send
    responses: { 200: messageSchema },
  }),
  voteQuestion: vote('question'),
  voteAnswer: vote('answer'),
  flagQuestion: flag('question'),
  flagAnswer: flag('answer'),
  deleteQuestion: endpoint({
    method: 'DELETE',
    path: '/api/questions/:id',
    access: 'member',
    summary: 'Delete a question (its author or the admin; 404 for anyone else)',
    params: idParams,
    responses: { 200: messageSchema },
  }),
  deleteAnswer: endpoint({
    method: 'DELETE',
    path: '/api/answers/:id',
    access: 'member',
    summary: 'Delete an answer (its author or the admin; 404 for anyone else)',
    params: idParams,
    responses: { 200: messageSchema },
  }),
});
