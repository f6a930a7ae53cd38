import { defineLimits } from '../../http/rate-limit.ts';

/** The Q&A feature's rate limits — declared here, collected by the registry (decision 180). */
export const questionsLimits = defineLimits({
  /** Questions asked by one member: 10 an hour. */
  askQuestionAccount: { points: 10, durationSeconds: 60 * 60 },
  /** Answers written by one member: 30 an hour. */
  answerAccount: { points: 30, durationSeconds: 60 * 60 },
});

type QuestionsLimits = typeof questionsLimits;
declare module '../../http/rate-limit.ts' {
  interface DeclaredLimits extends QuestionsLimits {}
}
