/**
 * The accounts feature's names and paths known without its contract (shared/auth/contract.ts), so the first screen
 * and the root carry no zod (docs/decisions/144, 182-endpoint-contracts.md).
 */

/**
 * The auth contract's name: the root of the PWA's account query keys (`['auth', 'user']`, `['auth', 'sessions']`).
 */
export const AUTH_CONTRACT_NAME = 'auth';

/**
 * GET of the signed-in member (spec 000 §7): read while the first screen renders (pwa/lib/session.ts and the inline
 * early fetch of shared/first-paint.ts), before any contract is loaded. The contract's `user` endpoint takes it.
 */
export const CURRENT_USER_PATH = '/api/auth/user';

/** The site header's logout form posts here without script (decision 158); the contract's `logout` endpoint takes it. */
export const LOGOUT_PATH = '/api/logout';
