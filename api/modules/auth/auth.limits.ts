import { defineLimits } from '../../http/rate-limit.ts';

/**
 * The auth feature's rate limits — declared here, collected by the registry (decision 180). Keys: the
 * client IP (`…Ip`) or the account (`…Account`: the lower-cased e-mail for login and forgot-password — known or not,
 * so limits do not reveal accounts — or the user id). Those that mail an address the caller chooses are closed
 * while the Redis store is down (decision 099).
 */
export const authLimits = defineLimits({
  /** Password logins from one IP: 10 a minute. */
  loginIp: { points: 10, durationSeconds: 60 },
  /** Password logins for one e-mail: 5 a minute. */
  loginAccount: { points: 5, durationSeconds: 60 },
  /** Second-factor codes (login, confirm, turning 2FA off) for one account: 5 per 5 minutes… */
  twoFactorAccount: { points: 5, durationSeconds: 5 * 60 },
  /** …and 20 a day, so guessing a 6-digit code stays hopeless (≈ 60 of 10^6 codes a day, 3 valid per window). */
  twoFactorAccountDaily: { points: 20, durationSeconds: 24 * 60 * 60 },
  /** Second-factor codes from one IP: 20 per 5 minutes. */
  twoFactorIp: { points: 20, durationSeconds: 5 * 60 },
  /** Forgot-password requests from one IP: 5 an hour. */
  forgotPasswordIp: { points: 5, durationSeconds: 60 * 60, closedWhenStoreDown: true },
  /** Forgot-password requests for one e-mail: 3 an hour. */
  forgotPasswordAccount: { points: 3, durationSeconds: 60 * 60, closedWhenStoreDown: true },
  /** Registrations from one IP: 20 an hour (mobile carriers share addresses, so not lower). */
  registerIp: { points: 20, durationSeconds: 60 * 60 },
  /** Verification mails for one account: 3 an hour. */
  sendVerificationAccount: { points: 3, durationSeconds: 60 * 60, closedWhenStoreDown: true },
  /** E-mail changes (each a password or code check and two mails) for one account: 5 an hour (decision 161). */
  emailChangeAccount: { points: 5, durationSeconds: 60 * 60, closedWhenStoreDown: true },
  /** Password changes while signed in (each checks the current password) for one account: 5 per 15 minutes (decision 169). */
  passwordChangeAccount: { points: 5, durationSeconds: 15 * 60 },
});

type AuthLimits = typeof authLimits;
declare module '../../http/rate-limit.ts' {
  interface DeclaredLimits extends AuthLimits {}
}
