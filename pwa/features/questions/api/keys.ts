import { QUESTIONS_CONTRACT_NAME } from '#shared/questions/constants.ts';

/**
 * Query key of the question list (every page and filter of it) and of question details under it: the Q&A contract's
 * name, the root of every key `endpointKey` (pwa/lib/api/endpoint.ts) derives from the contract.
 */
export const QUESTIONS_KEY = [QUESTIONS_CONTRACT_NAME] as const;
/** Outbox kinds of Q&A posts (the root refreshes the question list when one is delivered). */
export const QUESTION_OUTBOX_KIND = 'question';
export const ANSWER_OUTBOX_KIND = 'answer';
export const VOTE_OUTBOX_KIND = 'qa-vote';
