/**
 * The wheel's and the daily draw's constants (spec 000 §4, §9; spec 001 §3), apart from the response schemas
 * (shared/wheel/responses.ts) so that the screens and texts showing them carry no zod code
 * (docs/decisions/145).
 */

/** Coins that give one month of the £1 membership (spec 000 §4 Coin rewards, §9: 100 coins = £1). */
export const COINS_PER_MEMBERSHIP_MONTH = 100;
/** The daily draw: at 18:00 Europe/London, once this many members spun that day (spec 000 §9). */
export const DRAW_MIN_PARTICIPANTS = 100;
/** Hour of the daily draw, Europe/London. */
export const DRAW_HOUR = 18;
/** Coins credited to the draw's winner (spec 001 §3 Recent winner: each shown as 100 coins). */
export const DRAW_PRIZE_COINS = 100;

/**
 * The wheel contract's name (shared/wheel/contract.ts): the root of the PWA's wheel query keys, known without
 * loading the contract's zod (docs/decisions/182-endpoint-contracts.md).
 */
export const WHEEL_CONTRACT_NAME = 'wheel';
