import { AUTH_CONTRACT_NAME, CURRENT_USER_PATH, LOGOUT_PATH } from './constants.ts';
import { forgotPasswordBodySchema, forgotPasswordResponseSchema, loginBodySchema, registerBodySchema, resetPasswordBodySchema } from './schemas.ts';
import { currentUserSchema } from '../schemas/current-user.ts';
import { messageSchema } from '../schemas/page.ts';
import {
  accountSessionListSchema, accountSessionParamsSchema, changeEmailBodySchema, changePasswordBodySchema, changePasswordResponseSchema,
  confirmTwoFactorBodySchema, confirmTwoFactorResponseSchema, loginResponseSchema, loginTwoFactorBodySchema, logoutAllResponseSchema,
  revertEmailQuerySchema, sendVerificationResponseSchema, toggleTwoFactorBodySchema, toggleTwoFactorResponseSchema, verifyEmailQuerySchema,
} from '../schemas/security.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

const RATE_LIMITED = 'Too many requests (`rate_limited`, Retry-After)';
/** The limits every second-factor attempt counts against (per account, per account per day, per IP). */
const TWO_FACTOR_LIMITS = ['twoFactorAccount', 'twoFactorAccountDaily', 'twoFactorIp'] as const;

/**
 * Accounts and their security (spec 000 §5 Login, Registration, Forgot password, §7 auth rows, §8 Auth; decisions
 * 158, 161, 169, 182):
 * - `user` → 200 current user | 401. `login` → 200 current user, session set and rotated, or `{ twoFactorRequired:
 *   true }` for an account with 2FA on (finish within 5 minutes with `loginTwoFactor`) | 401 `invalid_credentials` |
 *   403 `account_blocked` | 429 (10 a minute per IP, 5 a minute per e-mail). `register` → 201 current user, signed in
 *   | 409 `email_exists` / `username_taken` | 429 (20 an hour per IP).
 * - `forgotPassword` → always 200 `{ message, resetToken? }` (the token only with the development outbox, to a request
 *   from this machine) | 429 (5 an hour per IP, 3 per e-mail). `resetPassword` → 200 | 400 `invalid_reset_token`.
 * - `logout`: a form post of the site header, no body → 303 to `/`, session ended; CSRF-checked like every write
 *   (decision 158). `deleteAccount` → 200, account deactivated and every session ended.
 * - `sendVerification` (no body) → 200 `{ message, emailVerified }`, a single-use link valid 24 h mailed | 429 (3 an
 *   hour). `verifyEmail` / `revertEmail` → 302 to `/profile` or `/auth` with the outcome (never refused: a person
 *   clicked a link).
 * - `toggleTwoFactor`: 2FA off, no body → enrolment (not on yet); 2FA on, `{ code }` or `{ password }` → off, other
 *   sessions ended | 400 | 429. `confirmTwoFactor` → on, 10 recovery codes | 409 `two_factor_not_pending`.
 *   `loginTwoFactor` → 200 current user | 401 `two_factor_expired` / `invalid_two_factor_code`.
 * - `changeEmail` → 200 current user with the new, unverified address; old address mailed a revert link (7 days) |
 *   409 `email_exists` | 429 (5 an hour per account). `logoutAll` (no body) → every session of the account ends.
 * - `sessions`, `endSession`, `changePassword` (decision 169): the member's devices, one signed out, the password
 *   changed with the current one (other devices signed out) | 429 (5 tries per 15 minutes).
 */
export const authContract = defineContract(AUTH_CONTRACT_NAME, {
  user: endpoint({
    method: 'GET',
    path: CURRENT_USER_PATH,
    access: 'member',
    summary: 'The signed-in member',
    responses: { 200: currentUserSchema },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Log in with e-mail and password',
    body: loginBodySchema,
    responses: { 200: loginResponseSchema },
    errors: { 401: 'Wrong e-mail or password (`invalid_credentials`)', 403: 'Account blocked or suspended (`account_blocked`, `account_suspended`)', 429: RATE_LIMITED },
    rateLimits: ['loginIp', 'loginAccount'],
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    summary: 'Register and sign in',
    body: registerBodySchema,
    responses: { 201: currentUserSchema },
    errors: { 409: 'E-mail or username taken (`email_exists`, `username_taken`)', 429: RATE_LIMITED },
    rateLimits: ['registerIp'],
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    summary: 'Mail a password-reset link',
    body: forgotPasswordBodySchema,
    responses: { 200: forgotPasswordResponseSchema },
    errors: { 429: RATE_LIMITED },
    rateLimits: ['forgotPasswordIp', 'forgotPasswordAccount'],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    summary: 'Set a new password with a reset token',
    body: resetPasswordBodySchema,
    responses: { 200: messageSchema },
    errors: { 400: 'Unknown, expired or used link (`invalid_reset_token`)' },
  }),
  logout: endpoint({
    method: 'POST',
    path: LOGOUT_PATH,
    access: 'public',
    summary: 'Log out and go home (303 to /)',
    responses: { 303: null },
    bodyless: true, // decision 158: the header's Logout form posts nothing
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/auth/delete-account',
    access: 'member',
    summary: 'Deactivate the own account',
    responses: { 200: messageSchema },
  }),
  sendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/send-verification',
    access: 'member',
    summary: 'Mail an e-mail verification link',
    responses: { 200: sendVerificationResponseSchema },
    errors: { 429: RATE_LIMITED },
    rateLimits: ['sendVerificationAccount'],
    bodyless: true, // the address is the account's
  }),
  verifyEmail: endpoint({
    method: 'GET',
    path: '/api/auth/verify-email',
    access: 'public',
    summary: 'Follow an e-mail verification link (302 to the profile or login)',
    query: verifyEmailQuerySchema,
    responses: { 302: null },
  }),
  toggleTwoFactor: endpoint({
    method: 'POST',
    path: '/api/auth/toggle-2fa',
    access: 'member',
    summary: 'Start two-factor enrolment, or turn it off with a code or the password',
    body: toggleTwoFactorBodySchema,
    responses: { 200: toggleTwoFactorResponseSchema },
    errors: { 400: 'Wrong code or password (`invalid_two_factor_code`, `invalid_password`)', 429: RATE_LIMITED },
    rateLimits: TWO_FACTOR_LIMITS,
  }),
  confirmTwoFactor: endpoint({
    method: 'POST',
    path: '/api/auth/2fa/confirm',
    access: 'member',
    summary: 'Confirm two-factor enrolment with a first code',
    body: confirmTwoFactorBodySchema,
    responses: { 200: confirmTwoFactorResponseSchema },
    errors: { 400: 'Wrong code (`invalid_two_factor_code`)', 409: 'No enrolment started (`two_factor_not_pending`)', 429: RATE_LIMITED },
    rateLimits: TWO_FACTOR_LIMITS,
  }),
  loginTwoFactor: endpoint({
    method: 'POST',
    path: '/api/auth/login/2fa',
    access: 'public',
    summary: 'Finish a login with the second factor',
    body: loginTwoFactorBodySchema,
    responses: { 200: currentUserSchema },
    errors: { 401: 'No password step in the last 5 minutes (`two_factor_expired`), or a wrong code (`invalid_two_factor_code`)', 429: RATE_LIMITED },
    rateLimits: TWO_FACTOR_LIMITS,
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/auth/change-email',
    access: 'member',
    summary: 'Change the e-mail address with the current password or a 2FA code',
    body: changeEmailBodySchema,
    responses: { 200: currentUserSchema },
    errors: { 400: 'Wrong password or code (`invalid_password`, `invalid_two_factor_code`)', 409: 'Another account has the address (`email_exists`), or it changed meanwhile (`conflict`)', 429: RATE_LIMITED },
    rateLimits: ['emailChangeAccount', ...TWO_FACTOR_LIMITS],
  }),
  revertEmail: endpoint({
    method: 'GET',
    path: '/api/auth/revert-email',
    access: 'public',
    summary: 'Follow the link that undoes an e-mail change (302 to the login page)',
    query: revertEmailQuerySchema,
    responses: { 302: null },
  }),
  logoutAll: endpoint({
    method: 'POST',
    path: '/api/auth/logout-all',
    access: 'member',
    summary: 'End every session of the account',
    responses: { 200: logoutAllResponseSchema },
    bodyless: true, // every session of the account, this one included
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/auth/sessions',
    access: 'member',
    summary: "List the member's signed-in devices",
    responses: { 200: accountSessionListSchema },
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    access: 'member',
    summary: 'Sign one of the member’s devices out',
    params: accountSessionParamsSchema,
    responses: { 200: logoutAllResponseSchema },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'member',
    summary: 'Change the password with the current one; other devices are signed out',
    body: changePasswordBodySchema,
    responses: { 200: changePasswordResponseSchema },
    errors: { 400: 'Wrong current password (`invalid_password`)', 429: RATE_LIMITED },
    rateLimits: ['passwordChangeAccount'],
  }),
});
