/**
 * Community Q&A constants (spec 001 §1, §2 Q&A section, §3), apart from the response schemas
 * (shared/questions/responses.ts) so that the screens listing them carry no zod code (docs/decisions/145).
 */

/**
 * Community Q&A categories (spec 001 §1, §2 Q&A section: the category filter buttons). `general` is the default
 * of a new question (spec 001 §3).
 */
export const QUESTION_CATEGORIES = ['general', 'visa', 'remittance', 'education', 'food', 'culture', 'jobs', 'health'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/**
 * The Q&A contract's name (shared/questions/contract.ts): the root of the PWA's Q&A query keys, known without
 * loading the contract's zod (docs/decisions/182-endpoint-contracts.md).
 */
export const QUESTIONS_CONTRACT_NAME = 'questions';
