import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { z } from 'zod';
import { RESET_TOKEN_TTL_SECONDS } from '#shared/constants.ts';
import type { loginBodySchema, registerBodySchema, resetPasswordBodySchema } from '#shared/auth/schemas.ts';
import type { AppConfig } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../../http/errors.ts';
import { endOtherSessions } from '../../http/session-store.ts';
import type { Mailer, OutgoingMail } from '../../services/mail.ts';
import { queueMail } from '../../services/mail-queue.ts';
import { oneTimeLinkMail } from '../../services/mail-template.ts';
import { singleUseTokens } from '../../lib/tokens/single-use-token.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import {
  assertAccountFieldsFree,
  buildUser,
  hashPassword,
  isCustomerIdCollision,
  uniqueViolationToHttp,
  verifyPassword,
} from '../users/users.service.ts';
import { PasswordResetTokenSchema } from './password-reset-token.entity.ts';
import { audit } from '../audit/audit.service.ts';

/** English fallback messages of the auth errors (spec 000 §8 Auth; the PWA shows its own text per `code`). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  accountBlocked: 'Your account is blocked or deactivated',
  accountSuspended: 'Your account is suspended',
  invalidResetToken: 'This reset link is invalid or has expired',
  forgotPassword: 'If an account exists for this email, a reset link has been sent.',
  passwordReset: 'Password has been reset. Please log in.',
  accountDeactivated: 'Account deactivated',
} as const;

/**
 * An argon2id hash of a random throw-away password, made once. Logins for unknown e-mails verify against it so
 * they take as long as a wrong password for a real account (no account enumeration through timing).
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('base64url')));

/**
 * Checks e-mail + password (spec 000 §5 Login, §6 "blocked or deactivated accounts are refused at login").
 * Returns the user (in `em`); does not touch the session or lastLoginAt. A failure is written to the audit log
 * (`login_failure` with the e-mail tried and the reason; issue 5 item 8).
 * @throws HttpError 401 `invalid_credentials` — same answer for an unknown e-mail and a wrong password;
 *   403 `account_blocked` — right password, deactivated account (only told to someone who knows the password);
 *   403 `account_suspended` with `fields.reason` — right password, account suspended by an admin (issue 19 item 1).
 */
export async function authenticate(em: EntityManager, input: z.output<typeof loginBodySchema>, ctx: { ip?: string } = {}): Promise<User> {
  const user = await em.findOne(UserSchema, { email: input.email }, { populate: ['passwordHash'] as never });
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  const fail = async (reason: string) => audit(em, 'login_failure', { userId: user?.id ?? null, ip: ctx.ip, details: { email: input.email, reason } });
  if (!user || !ok) {
    await fail(user ? 'wrong_password' : 'unknown_email');
    throw unauthorized(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  if (!user.isActive && user.suspendedAt && !user.deletedAt) {
    await fail('account_suspended');
    throw new HttpError(403, 'account_suspended', AUTH_MESSAGES.accountSuspended, { reason: [user.suspensionReason ?? ''] });
  }
  if (!user.isActive) {
    await fail('account_blocked');
    throw forbidden(AUTH_MESSAGES.accountBlocked, 'account_blocked');
  }
  return user;
}

/** Attempts at a fresh customer id before giving up (a collision needs ~10^6 accounts to become likely). */
const CUSTOMER_ID_ATTEMPTS = 5;

/**
 * Creates a member account from a validated registration body (spec 000 §5 Registration, §7). The password is
 * hashed once; each attempt runs in its own fork of `em`, so a customer id collision is retried cleanly.
 * Returns the flushed user (managed by a fork, fine for presenting).
 * @throws HttpError 409 `email_exists` / `username_taken` — checked first, and mapped from the unique keys when
 *   two registrations race (never a 500).
 */
export async function registerUser(em: EntityManager, input: z.output<typeof registerBodySchema>): Promise<User> {
  await assertAccountFieldsFree(em, { email: input.email, username: input.username });
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 1; ; attempt++) {
    const fork = em.fork();
    const user = await buildUser(fork, input, 'member', passwordHash);
    user.lastLoginAt = new Date();
    try {
      await fork.flush();
      return user;
    } catch (err) {
      const mapped = uniqueViolationToHttp(err);
      if (mapped) throw mapped;
      if (!isCustomerIdCollision(err) || attempt >= CUSTOMER_ID_ATTEMPTS) throw err;
    }
  }
}

/** The password reset tokens (api/lib/tokens/single-use-token.ts): valid RESET_TOKEN_TTL_SECONDS (1 h), used once. */
const resetTokens = singleUseTokens(PasswordResetTokenSchema, { ttlSeconds: RESET_TOKEN_TTL_SECONDS });

/** SHA-256 (hex) of a reset token, as stored in `password_reset_tokens.token_hash`. */
export const hashResetToken = resetTokens.hash;

/**
 * Starts a password reset for `email` (spec 000 §5 Forgot password): for an existing ACTIVE account, adds to `em`
 * a reset token row (only the SHA-256 of a new random token, valid RESET_TOKEN_TTL_SECONDS = 1 h) — written by
 * the caller's next flush — and returns the user and the plain token (to mail; never stored or logged). Returns
 * null for unknown or deactivated accounts.
 */
export async function createPasswordReset(em: EntityManager, email: string, now = new Date()): Promise<{ user: User; token: string } | null> {
  const user = await em.findOne(UserSchema, { email });
  if (!user?.isActive) return null;
  const { token } = resetTokens.issue(em, { user }, now);
  return { user, token };
}

/**
 * The bilingual (Tamil first, then English) reset mail with the link `${publicUrl}/auth?resetToken=<token>`
 * (the PWA's /auth screen opens the reset dialog with it). Plain text plus simple HTML.
 */
export function resetPasswordMail(config: Pick<AppConfig, 'publicUrl'>, user: Pick<User, 'email' | 'fullName'>, token: string): OutgoingMail {
  const link = `${config.publicUrl}/auth?resetToken=${encodeURIComponent(token)}`;
  return oneTimeLinkMail({
    to: user.email,
    fullName: user.fullName,
    subject: { ta: 'கடவுச்சொல் மீட்டமைப்பு', en: 'Reset your password' },
    intro: {
      ta: 'உங்கள் கடவுச்சொல்லை மீட்டமைக்க கோரிக்கை பெறப்பட்டது. புதிய கடவுச்சொல்லை அமைக்க இந்த இணைப்பைத் திறக்கவும்:',
      en: 'We received a request to reset your password. Open this link to choose a new password:',
    },
    link,
    validHours: RESET_TOKEN_TTL_SECONDS / 3600,
  });
}

/**
 * Handles POST /api/auth/forgot-password for a validated e-mail (spec 000 §5, §7). Never reveals whether the
 * account exists: the caller always answers 200 with the same message. The token row and the `mail.send` job
 * are written in one flush, so the mail goes out (retried by the job worker if SMTP fails) iff the token exists;
 * the request never waits for SMTP. Returns the plain token only when a mail was queued AND the mailer writes to
 * the development outbox AND NODE_ENV is not production (so the spec's reset dialog works in development);
 * otherwise undefined. `log` is not used any more (a failed delivery is logged by the job worker).
 */
export async function requestPasswordReset(
  deps: { em: EntityManager; mailer: Pick<Mailer, 'usesDevOutbox'>; config: Pick<AppConfig, 'publicUrl' | 'isProduction'>; log?: unknown },
  email: string,
): Promise<string | undefined> {
  const reset = await createPasswordReset(deps.em, email);
  if (!reset) return undefined;
  queueMail(deps.em, resetPasswordMail(deps.config, reset.user, reset.token));
  await deps.em.flush();
  // Never in production, even if SMTP_URL was forgotten there: the token in a response would let anyone who
  // knows an e-mail address take over the account.
  return deps.mailer.usesDevOutbox && !deps.config.isProduction ? reset.token : undefined;
}

/**
 * Sets a new password with a reset token (spec 000 §5 Reset password, §7). The token is consumed atomically — a
 * single `UPDATE … WHERE used_at IS NULL AND expires_at > now` (api/lib/tokens/single-use-token.ts) inside the
 * transaction that changes the password — so two concurrent uses cannot both succeed; the user's other outstanding tokens are spent too. Afterwards
 * ALL of the user's sessions are ended (the resetter is not logged in); both are written to the audit log.
 * Returns the user id.
 * @throws HttpError 400 `invalid_reset_token` for an unknown, expired or used token, or a deactivated account.
 */
export async function resetPassword(orm: Orm, em: EntityManager, input: z.output<typeof resetPasswordBodySchema>, ctx: { ip?: string } = {}): Promise<string> {
  const invalid = () => badRequest(AUTH_MESSAGES.invalidResetToken, undefined, 'invalid_reset_token');
  const row = await resetTokens.find(em, input.token);
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || !row.user.isActive) throw invalid();
  const userId = row.user.id;
  const passwordHash = await hashPassword(input.newPassword);

  await em.transactional(async (tx) => {
    if (!(await resetTokens.consume(tx, row))) throw invalid();
    await tx.nativeUpdate(UserSchema, { id: userId, isActive: true }, { passwordHash, updatedAt: new Date() });
    await audit(tx, 'password_reset', { userId, ip: ctx.ip });
  });
  const ended = await endOtherSessions(orm, userId);
  await audit(em, 'sessions_revoked', { userId, ip: ctx.ip, details: { reason: 'password_reset', count: ended } });
  return userId;
}

/** Ends every session of `userId` (delete-account, reset). Returns how many were ended. */
export function endAllSessions(orm: Orm, userId: string): Promise<number> {
  return endOtherSessions(orm, userId);
}
