import * as z from 'zod/mini';
import { QUESTION_CATEGORIES } from './constants.ts';
import { pageSchema } from '../schemas/page.ts';

export { QUESTION_CATEGORIES, type QuestionCategory } from './constants.ts';

/*
 * The Q&A response schemas and categories for the PWA's first screen (the home page and /questions list them),
 * written with `zod/mini` and apart from the ask/answer bodies, whose validation needs the full zod API and the
 * shared field helpers (docs/decisions/032-initial-load-budget.md). shared/questions/schemas.ts builds the
 * classic-zod twins from the same shapes for the server, the OpenAPI document and the tests.
 */

/** The viewer's own vote on a question or answer: `up`, `down`, or null when they have not voted (or are a guest). */
export const myVoteSchema = z.nullable(z.enum(['up', 'down']));
export type MyVote = z.infer<typeof myVoteSchema>;

/** An answer as presented (spec 001 §3). `isMine` tells the viewer they wrote it; `myVote` is their vote. */
export const answerSchema = z.object({
  id: z.string(),
  content: z.string(),
  isAiGenerated: z.boolean(),
  isAccepted: z.boolean(),
  votes: z.int(),
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
  category: z.enum(QUESTION_CATEGORIES),
  votes: z.int(),
  isAnswered: z.boolean(),
  answerCount: z.int(),
  createdAt: z.string(),
  isMine: z.boolean(),
  myVote: myVoteSchema,
});
export type Question = z.infer<typeof questionSchema>;

/** GET /api/questions/:id response: the question with answers, accepted first, then by votes. */
export const questionDetailSchema = z.object({ ...questionSchema.shape, answers: z.array(answerSchema) });
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

/** GET /api/questions response: `{ items, nextCursor, total }`. */
export const questionListSchema = pageSchema(questionSchema);

/** Vote response: the item's counted votes. */
export const voteResultSchema = z.object({ votes: z.int() });
