import { z } from 'zod';
import { V } from '../messages.ts';
import { pageQuerySchema, pageSchema, textField } from './common.ts';
import * as qaResponse from './questions-list.ts';
import { QUESTION_CATEGORIES } from './questions-list.ts';

export { QUESTION_CATEGORIES, type QuestionCategory, type MyVote } from './questions-list.ts';

/** Longest question title, characters. */
export const QUESTION_TITLE_MAX_LENGTH = 200;
/** Longest question or answer body, characters. */
export const QUESTION_CONTENT_MAX_LENGTH = 5000;

/**
 * Messages of the Q&A schemas; the spec's wording where it names one (spec 001 §8 question errors). They live in
 * the shared validation messages (`V`, shared/messages.ts) so the PWA shows each in Tamil or English.
 */
export const QV = {
  titleContentRequired: V.qaTitleContentRequired,
  categoryInvalid: V.qaCategoryInvalid,
  titleTooLong: V.qaTitleTooLong,
  contentTooLong: V.qaContentTooLong,
  answerRequired: V.qaAnswerRequired,
  directionInvalid: V.qaDirectionInvalid,
  reasonRequired: V.qaReasonRequired,
} as const;

const text = (max: number, required: string, tooLong: string) =>
  textField({ error: required }).trim().min(1, required).max(max, tooLong);

const category = z.enum(QUESTION_CATEGORIES, { error: QV.categoryInvalid });

/**
 * POST /api/questions body (spec 001 §5 Question ask, §7): `title` 1–200 and `content` 1–5000 characters after
 * trimming ("Title and content are required"); `category` from {@link QUESTION_CATEGORIES}, default `general`,
 * anything else "Valid category is required". Text is stored as typed and shown as text (never as HTML).
 */
export const createQuestionBodySchema = z.object({
  title: text(QUESTION_TITLE_MAX_LENGTH, QV.titleContentRequired, QV.titleTooLong),
  content: text(QUESTION_CONTENT_MAX_LENGTH, QV.titleContentRequired, QV.contentTooLong),
  category: category.default('general'),
});
export type CreateQuestionBody = z.input<typeof createQuestionBodySchema>;

/** POST /api/questions/:id/answers body: `content` 1–5000 characters after trimming. */
export const createAnswerBodySchema = z.object({
  content: text(QUESTION_CONTENT_MAX_LENGTH, QV.answerRequired, QV.contentTooLong),
});

/**
 * POST /api/questions/:id/vote and /api/answers/:id/vote body: `direction` up, down or none (none removes the
 * member's vote). A client-sent `votes` count (spec 001 §7) is accepted and ignored — the server counts.
 */
export const voteBodySchema = z.object({
  direction: z.enum(['up', 'down', 'none'], { error: QV.directionInvalid }),
  votes: z.unknown().optional(),
});

/** POST …/flag body: a reason of 1–500 characters. */
export const flagBodySchema = z.object({ reason: text(500, QV.reasonRequired, QV.contentTooLong) });

/**
 * GET /api/questions query: keyset page (`limit`, `cursor`), optional `category`, `search` (≤ 200 characters,
 * through the shared search service) and `answered` (`true`/`false`).
 */
export const questionListQuerySchema = pageQuerySchema.extend({
  category: category.optional(),
  search: z.string().trim().max(200, QV.titleTooLong).optional(),
  answered: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});

/*
 * The response schemas: written once with zod/mini in questions-list.ts (the PWA's first screen parses them);
 * these are the same shapes in classic zod for the server's route declarations, the OpenAPI document and tests.
 */

/** The viewer's own vote: `up`, `down` or null (classic twin of questions-list.ts `myVoteSchema`). */
export const myVoteSchema = z.enum(['up', 'down']).nullable();

/** An answer as presented (spec 001 §3); see questions-list.ts. */
export const answerSchema = z.object(qaResponse.answerSchema.shape);
export type Answer = z.infer<typeof answerSchema>;

/** A question in a list (spec 001 §3); see questions-list.ts. */
export const questionSchema = z.object(qaResponse.questionSchema.shape);
export type Question = z.infer<typeof questionSchema>;

/** GET /api/questions/:id response: the question with answers, accepted first, then by votes. */
export const questionDetailSchema = z.object(qaResponse.questionDetailSchema.shape);

/** GET /api/questions response. */
export const questionListSchema = pageSchema(questionSchema);

/** Vote response: the item's counted votes. */
export const voteResultSchema = z.object(qaResponse.voteResultSchema.shape);
