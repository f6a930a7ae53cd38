import { z } from 'zod';

/** Coins that give one month of the £1 membership (spec 000 §4 Coin rewards, §9: 100 coins = £1). */
export const COINS_PER_MEMBERSHIP_MONTH = 100;
/** The daily draw: at 18:00 Europe/London, once this many members spun that day (spec 000 §9). */
export const DRAW_MIN_PARTICIPANTS = 100;
/** Hour of the daily draw, Europe/London. */
export const DRAW_HOUR = 18;
/** Coins credited to the draw's winner (spec 001 §3 Recent winner: each shown as 100 coins). */
export const DRAW_PRIZE_COINS = 100;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/spinning-wheel/status (spec 000 §3 Spin status): `timeToNextSpin` in seconds, `balance` in coins. */
export const spinStatusSchema = z.object({
  canSpin: z.boolean(),
  timeToNextSpin: z.int().min(0),
  balance: z.int().min(0),
  /** The London day the status is about (YYYY-MM-DD). */
  day,
  /** Months of membership the coins have given so far, and until when the latest runs (ISO 8601, or null). */
  membershipMonthsEarned: z.int().min(0),
  membershipUntil: z.string().nullable(),
});
export type SpinStatus = z.infer<typeof spinStatusSchema>;

/**
 * POST /api/spinning-wheel/spin (spec 000 §3 Spin result): `success` false (with `message` and
 * `timeToNextSpin`) when the member already spun today; `segmentIndex` 0–5 into the segments, `prize` in coins.
 * `subscriptionReady` is true when this spin completed another 100 coins (a month of membership was added).
 */
export const spinResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  segmentIndex: z.int().min(0).max(5).nullable(),
  prize: z.int().min(0),
  balance: z.int().min(0),
  timeToNextSpin: z.int().min(0),
  subscriptionReady: z.boolean(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;

/** GET /api/spinning-wheel/history (spec 000 §3 Spin history entry): the member's own spins, newest first. */
export const spinHistorySchema = z.object({
  history: z.array(z.object({ id: z.uuid(), coinsWon: z.int().min(0), spinDate: z.string(), day })),
});
export type SpinHistory = z.infer<typeof spinHistorySchema>;

/**
 * GET /api/spinning-wheel/fairness (issue 18 item 2): the day's seed commitment (SHA-256, hex), published before
 * any spin, and the previous days' revealed seeds, so any past spin or draw can be recomputed with
 * shared/wheel/fairness.ts.
 */
export const fairnessSchema = z.object({
  segments: z.array(z.int()),
  weights: z.array(z.int()),
  today: z.object({ day, commitment: z.string().length(64) }),
  revealed: z.array(z.object({ day, commitment: z.string().length(64), seed: z.string().length(64) })),
});
export type Fairness = z.infer<typeof fairnessSchema>;

/** A past draw's winner as the public sees it (first name and initial only; spec 001 §3 Recent winner). */
export const publicWinnerSchema = z.object({ name: z.string(), winDate: z.string(), ticketId: z.string(), coins: z.int() });
/** A past draw's winner for the admin (spec 001 §3 Recent winner: id, name, email, winDate, ticketId). */
export const adminWinnerSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), winDate: z.string(), ticketId: z.string(), coins: z.int() });
/** GET /api/recent-winners: the last 10 winners, newest first. */
export const publicWinnersSchema = z.array(publicWinnerSchema);
/** GET /api/admin/recent-winners: the last 10 winners, newest first. */
export const adminWinnersSchema = z.array(adminWinnerSchema);
