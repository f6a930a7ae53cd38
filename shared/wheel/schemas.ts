import * as z from 'zod/mini';
import { V } from '../messages.ts';

/*
 * The wheel's schemas: the responses of shared/wheel/responses.ts (re-exported) and the admin's winner list
 * and the draw-proof path parameter, all written once with `zod/mini` (docs/decisions/182-endpoint-contracts.md: the
 * classic-zod twins of the responses are gone; the server's routes take these declarations through
 * shared/wheel/contract.ts).
 */

export { COINS_PER_MEMBERSHIP_MONTH, DRAW_HOUR, DRAW_MIN_PARTICIPANTS, DRAW_PRIZE_COINS } from './constants.ts';
export {
  drawProofSchema, fairnessSchema, publicWinnerSchema, publicWinnersSchema, spinHistorySchema, spinResultSchema, spinStatusSchema,
  type DrawProof, type Fairness, type SpinHistory, type SpinResult, type SpinStatus,
} from './responses.ts';

/** The `:day` of GET /api/spinning-wheel/draws/:day: a London day, YYYY-MM-DD. */
export const drawDayParamSchema = z.object({ day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, V.dateInvalid)) });

/** A past draw's winner for the admin (spec 001 §3 Recent winner: id, name, email, winDate, ticketId). */
export const adminWinnerSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), winDate: z.string(), ticketId: z.string(), coins: z.int() });
/** GET /api/admin/recent-winners: the last 10 winners, newest first. */
export const adminWinnersSchema = z.array(adminWinnerSchema);
