import * as z from 'zod/mini';
import { SHA256_HEX_LENGTH } from '../constants.ts';

export { COINS_PER_MEMBERSHIP_MONTH, DRAW_HOUR, DRAW_MIN_PARTICIPANTS, DRAW_PRIZE_COINS } from './constants.ts';

/*
 * The wheel's response schemas for the PWA, written with `zod/mini` (docs/decisions/032-initial-load-budget.md).
 * The PWA loads this module beside its requests (pwa/features/wheel/api/wheel.ts), so zod stays out of the first
 * screen of the pages showing the wheel (docs/decisions/145); its constants are in shared/wheel/constants.ts
 * (re-exported here). The server's routes, the OpenAPI document and the tests use these same declarations through
 * the wheel's contract (shared/wheel/contract.ts, docs/decisions/182-endpoint-contracts.md): no classic twins.
 */

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const count = z.int().check(z.minimum(0));
const sha256Hex = z.string().check(z.length(SHA256_HEX_LENGTH));

/** GET /api/spinning-wheel/status (spec 000 §3 Spin status): `timeToNextSpin` in seconds, `balance` in coins. */
export const spinStatusSchema = z.object({
  canSpin: z.boolean(),
  timeToNextSpin: count,
  balance: count,
  /** The London day the status is about (YYYY-MM-DD). */
  day,
  /** Months of membership the coins have given so far, and until when the latest runs (ISO 8601, or null). */
  membershipMonthsEarned: count,
  membershipUntil: z.nullable(z.string()),
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
  segmentIndex: z.nullable(z.int().check(z.minimum(0), z.maximum(5))),
  prize: count,
  balance: count,
  timeToNextSpin: count,
  subscriptionReady: z.boolean(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;

/**
 * GET /api/spinning-wheel/history (spec 000 §3 Spin history entry): the member's own spins and the daily draws they
 * won, newest first. `kind` says which: a spin's `id` is its uuid, a draw win's its ticket id; `spinDate` is when it
 * happened (a draw: when it was drawn), `day` the London day.
 */
export const spinHistorySchema = z.object({
  history: z.array(z.object({ id: z.string(), kind: z.enum(['spin', 'draw']), coinsWon: count, spinDate: z.string(), day })),
});
export type SpinHistory = z.infer<typeof spinHistorySchema>;

const drawStatus = z.enum(['drawn', 'not_drawn']);

/**
 * GET /api/spinning-wheel/fairness (issue 18 item 2): the day's seed commitment (SHA-256, hex), published before
 * any spin, and the previous days' revealed seeds, so any past spin or draw can be recomputed with
 * shared/wheel/fairness.ts. `draw` is that day's 6 PM draw (null when none ran): `proof` says whether its list of
 * entries is offered (GET /api/spinning-wheel/draws/:day; for a day drawn before lists were kept, the list is
 * rebuilt on first request and the proof answers 404 when that is not exactly possible).
 */
export const fairnessSchema = z.object({
  segments: z.array(z.int()),
  weights: z.array(z.int()),
  today: z.object({ day, commitment: sha256Hex }),
  revealed: z.array(
    z.object({
      day,
      commitment: sha256Hex,
      seed: sha256Hex,
      draw: z.nullable(z.object({ status: drawStatus, participants: count, ticketId: z.nullable(z.string()), proof: z.boolean() })),
    }),
  ),
});
export type Fairness = z.infer<typeof fairnessSchema>;

/**
 * GET /api/spinning-wheel/draws/:day (docs/decisions/161-email-change-and-draw-proof.md): a past day's draw, enough
 * to recompute it without trusting us. `entries` are the participants' pseudonymous entries (HMAC-SHA256 of
 * `"participant:" + memberId` keyed with the seed, hex) — sorted ascending from `version` 2, in the order of the
 * unpublished member ids in version 1; `winnerIndex` / `winnerEntry` the position and entry the seed picked (null on a
 * day with fewer than the required participants); `ticketId` the winner's published ticket.
 */
export const drawProofSchema = z.object({
  day,
  status: drawStatus,
  version: z.int().check(z.minimum(1), z.maximum(2)),
  commitment: sha256Hex,
  seed: sha256Hex,
  entries: z.array(sha256Hex),
  winnerIndex: z.nullable(count),
  winnerEntry: z.nullable(sha256Hex),
  ticketId: z.nullable(z.string()),
});
export type DrawProof = z.infer<typeof drawProofSchema>;

/** A past draw's winner as the public sees it (first name and initial only; spec 001 §3 Recent winner). */
export const publicWinnerSchema = z.object({ name: z.string(), winDate: z.string(), ticketId: z.string(), coins: z.int() });
/** GET /api/recent-winners: the last 10 winners, newest first. */
export const publicWinnersSchema = z.array(publicWinnerSchema);
