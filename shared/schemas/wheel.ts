import { z } from 'zod';
import { V } from '../messages.ts';
import * as mini from './wheel-responses.ts';

/*
 * The wheel's response schemas in classic zod for the server's route declarations, the OpenAPI document and the
 * tests: the same shapes as shared/schemas/wheel-responses.ts (zod/mini, which the PWA parses with), so each field
 * is written once.
 */

export { COINS_PER_MEMBERSHIP_MONTH, DRAW_HOUR, DRAW_MIN_PARTICIPANTS, DRAW_PRIZE_COINS } from '../wheel/constants.ts';
export type { DrawProof, Fairness, SpinHistory, SpinResult, SpinStatus } from './wheel-responses.ts';

/** GET /api/spinning-wheel/status (spec 000 §3 Spin status); see wheel-responses.ts. */
export const spinStatusSchema = z.object(mini.spinStatusSchema.shape);
/** POST /api/spinning-wheel/spin (spec 000 §3 Spin result); see wheel-responses.ts. */
export const spinResultSchema = z.object(mini.spinResultSchema.shape);
/** GET /api/spinning-wheel/history (spec 000 §3 Spin history entry); see wheel-responses.ts. */
export const spinHistorySchema = z.object(mini.spinHistorySchema.shape);
/** GET /api/spinning-wheel/fairness (issue 18 item 2); see wheel-responses.ts. */
export const fairnessSchema = z.object(mini.fairnessSchema.shape);
/** GET /api/spinning-wheel/draws/:day (decision 161); see wheel-responses.ts. */
export const drawProofSchema = z.object(mini.drawProofSchema.shape);
/** The `:day` of GET /api/spinning-wheel/draws/:day: a London day, YYYY-MM-DD. */
export const drawDayParamSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, V.dateInvalid) });

/** A past draw's winner as the public sees it (first name and initial only; spec 001 §3 Recent winner). */
export const publicWinnerSchema = z.object(mini.publicWinnerSchema.shape);
/** A past draw's winner for the admin (spec 001 §3 Recent winner: id, name, email, winDate, ticketId). */
export const adminWinnerSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), winDate: z.string(), ticketId: z.string(), coins: z.int() });
/** GET /api/recent-winners: the last 10 winners, newest first. */
export const publicWinnersSchema = z.array(publicWinnerSchema);
/** GET /api/admin/recent-winners: the last 10 winners, newest first. */
export const adminWinnersSchema = z.array(adminWinnerSchema);
