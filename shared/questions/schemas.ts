import * as z from 'zod/mini';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { V } from '../messages.ts';
import { cleanText } from '../text.ts';
import { QUESTION_CATEGORIES } from './responses.ts';

export {
  QUESTION_CATEGORIES, answerSchema, myVoteSchema, questionDetailSchema, questionListSchema, questionSchema, voteResultSchema,
  type Answer, type MyVote, type Question, type QuestionCategory, type QuestionDetail,
} from './responses.ts';

/*
 * The Q&A request schemas (spec 001 §5 Question ask, §7), written once with `zod/mini` like the response schemas of
 * questions-list.ts: the server's routes, the OpenAPI document, the tests and the PWA's forms all use these
 * declarations through the Q&A contract (shared/questions/contract.ts; docs/decisions/182-endpoint-contracts.md).
 * No classic-zod twins.
 */

/** Longest question title, characters. */
export const QUESTION_TITLE_MAX_LENGTH = 200;
/** Longest question or answer body, characters. */
export const QUESTION_CONTENT_MAX_LENGTH = 5000;
/** Longest flag reason, characters. */
export const QUESTION_FLAG_REASON_MAX_LENGTH = 500;
/** Longest search text of the question list, characters. */
export const QUESTION_SEARCH_MAX_LENGTH = 200;

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

/** Typed text: cleaned of invisible controls (shared/text.ts, as `typedText` of mini-fields.ts), trimmed, 1–`max` characters. */
const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(z.overwrite(cleanText), z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

const category = z.enum(QUESTION_CATEGORIES, { error: QV.categoryInvalid });

/**
 * POST /api/questions body (spec 001 §5 Question ask, §7): `title` 1–200 and `content` 1–5000 characters after
 * trimming ("Title and content are required"); `category` from {@link QUESTION_CATEGORIES}, default `general`,
 * anything else "Valid category is required". Text is stored as typed and shown as text (never as HTML).
 */
export const createQuestionBodySchema = z.object({
  title: text(QUESTION_TITLE_MAX_LENGTH, QV.titleContentRequired, QV.titleTooLong),
  content: text(QUESTION_CONTENT_MAX_LENGTH, QV.titleContentRequired, QV.contentTooLong),
  category: z._default(category, 'general'),
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
  votes: z.optional(z.unknown()),
});

/** POST …/flag body: a reason of 1–500 characters. */
export const flagBodySchema = z.object({ reason: text(QUESTION_FLAG_REASON_MAX_LENGTH, QV.reasonRequired, QV.contentTooLong) });

/**
 * GET /api/questions query: keyset page (`limit` 1–100, default 20, as `pageQuery` of shared/contracts/params.ts; `cursor`
 * ≤ 200 characters, opaque), optional `category`, `search` (≤ 200 characters, through the shared search service) and
 * `answered` (`true`/`false`).
 */
export const questionListQuerySchema = z.object({
  limit: z._default(z.int({ coerce: true, error: V.limitInvalid } as Parameters<typeof z.int>[0]).check(z.minimum(1, V.limitInvalid), z.maximum(PAGE_SIZE_MAX, V.limitInvalid)), PAGE_SIZE_DEFAULT),
  cursor: z.optional(z.string().check(z.maxLength(200, V.cursorInvalid))),
  category: z.optional(category),
  search: z.optional(z.string().check(z.trim(), z.maxLength(QUESTION_SEARCH_MAX_LENGTH, QV.titleTooLong))),
  answered: z.optional(z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'))),
});
/** The list query as the PWA sends it (`answered` as text, `limit` optional). */
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;
