import { z } from 'zod';
import { V } from '../messages.ts';
import { pageQuerySchema, pageSchema } from './common.ts';

/**
 * Community Q&A categories (spec 001 §1, §2 Q&A section: the category filter buttons). `general` is the default
 * of a new question (spec 001 §3).
 */
export const QUESTION_CATEGORIES = ['general', 'visa', 'remittance', 'education', 'food', 'culture', 'jobs', 'health'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

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
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

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

/** The viewer's own vote on a question or answer: `up`, `down`, or null when they have not voted (or are a guest). */
export const myVoteSchema = z.enum(['up', 'down']).nullable();
export type MyVote = z.infer<typeof myVoteSchema>;

/** An answer as presented (spec 001 §3). `isMine` tells the viewer they wrote it; `myVote` is their vote. */
export const answerSchema = z.object({
  id: z.string(),
  content: z.string(),
  isAiGenerated: z.boolean(),
  isAccepted: z.boolean(),
  votes: z.number().int(),
  createdAt: z.string(),
  isMine: z.boolean(),
  myVote: myVoteSchema,
});
export type Answer = z.infer<typeof answerSchema>;

/** A question in a list (spec 001 §3); `answerCount` for the card, `isMine` and `myVote` for the viewer. */
export const questionSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: category,
  votes: z.number().int(),
  isAnswered: z.boolean(),
  answerCount: z.number().int(),
  createdAt: z.string(),
  isMine: z.boolean(),
  myVote: myVoteSchema,
});
export type Question = z.infer<typeof questionSchema>;

/** GET /api/questions/:id response: the question with answers, accepted first, then by votes. */
export const questionDetailSchema = questionSchema.extend({ answers: z.array(answerSchema) });

/** GET /api/questions response. */
export const questionListSchema = pageSchema(questionSchema);

/** Vote response: the item's counted votes. */
export const voteResultSchema = z.object({ votes: z.number().int() });
