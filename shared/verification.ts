/**
 * Outcome of GET /api/auth/verify-email, passed to the PWA as `?verified=` on /profile (or /auth when the browser
 * is not signed in): `1` verified, `expired` the link is older than 24 h, `used` already used, `invalid` unknown
 * or for an e-mail address the account no longer has. A module of its own (re-exported by schemas/security.ts) so
 * the routes that read it do not load the account-security schemas on the first screen.
 */
export const VERIFICATION_OUTCOMES = ['1', 'expired', 'used', 'invalid'] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

/**
 * Outcome of the link that undoes an e-mail change (GET /api/auth/revert-email, decision 161), passed to the PWA as
 * `/auth?emailReverted=`: `1` the old address is back, every session ended and a password reset link mailed;
 * `expired` older than 7 days; `used`; `invalid`; `taken` another account has the old address now.
 */
export const REVERT_OUTCOMES = ['1', 'expired', 'used', 'invalid', 'taken'] as const;
export type RevertOutcome = (typeof REVERT_OUTCOMES)[number];
