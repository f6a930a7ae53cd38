import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { RevertOutcome } from '#shared/verification.ts';
import type { AppConfig } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';
import { conflict } from '../../http/errors.ts';
import { singleUseTokens } from '../../lib/tokens/single-use-token.ts';
import type { OutgoingMail } from '../../services/mail.ts';
import { queueMail } from '../../services/mail-queue.ts';
import { bilingualMail } from '../../services/mail-template.ts';
import { audit } from '../audit/audit.service.ts';
import { createPasswordReset, endAllSessions, resetPasswordMail } from '../auth/auth.service.ts';
import { queueVerificationMail } from '../auth/email-verification.service.ts';
import { EmailChangeTokenSchema } from './email-change-token.entity.ts';
import { UserSchema, type User } from './user.entity.ts';
import { hashPassword, uniqueViolationToHttp } from './users.service.ts';

/** How long the link that undoes an e-mail change works: 7 days, in seconds (decision 161). */
export const EMAIL_REVERT_TTL_SECONDS = 7 * 24 * 60 * 60;

/** English fallback messages of the e-mail change. */
export const EMAIL_CHANGE_MESSAGES = {
  changedMeanwhile: 'Your email address was changed in another window. Reload the page and try again.',
} as const;

/** The revert links (api/lib/tokens/single-use-token.ts): valid 7 days, used once; using one spends the others. */
const revertTokens = singleUseTokens(EmailChangeTokenSchema, { ttlSeconds: EMAIL_REVERT_TTL_SECONDS });

/** The link the old address receives: `${publicUrl}/api/auth/revert-email?token=<token>`. */
export const revertLink = (publicUrl: string, token: string) => `${publicUrl}/api/auth/revert-email?token=${encodeURIComponent(token)}`;

/**
 * The bilingual mail to the address an account had before a change (Tamil first): which address it was changed
 * to, and the one-click link that undoes it within 7 days — restoring this address, signing out every device and
 * mailing a link to choose a new password.
 */
export function emailChangedMail(config: Pick<AppConfig, 'publicUrl'>, change: { oldEmail: string; newEmail: string; fullName: string }, token: string): OutgoingMail {
  const link = revertLink(config.publicUrl, token);
  return bilingualMail({
    to: change.oldEmail,
    subject: { ta: 'உங்கள் மின்னஞ்சல் முகவரி மாற்றப்பட்டது', en: 'Your email address was changed' },
    body: {
      ta: [
        `வணக்கம் ${change.fullName},`,
        `உங்கள் கணக்கின் மின்னஞ்சல் முகவரி ${change.newEmail} என மாற்றப்பட்டது. இதை நீங்களே செய்திருந்தால், வேறு எதுவும் செய்யத் தேவையில்லை.`,
        'நீங்கள் இதைச் செய்யவில்லை என்றால், 7 நாட்களுக்குள் இந்த இணைப்பைத் திறக்கவும். இது இந்த முகவரியை மீண்டும் அமைக்கும், எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றும், புதிய கடவுச்சொல்லை அமைக்க ஓர் இணைப்பை இந்த முகவரிக்கு அனுப்பும்:',
        { link },
        'இந்த இணைப்பை ஒரு முறை மட்டுமே பயன்படுத்த முடியும்.',
      ],
      en: [
        `Hello ${change.fullName},`,
        `The email address of your account was changed to ${change.newEmail}. If you did this, there is nothing else to do.`,
        'If you did not, open this link within 7 days. It puts this address back, signs you out on every device and sends a link to choose a new password to this address:',
        { link },
        'The link can be used once.',
      ],
    },
  });
}

/**
 * Changes the e-mail address of `user` to `newEmail` (decision 161; the caller has checked the current password or
 * a 2FA code and the rate limit). In one transaction: the address changes only if it is still the one the caller
 * read (`UPDATE … WHERE email = old`), becomes unverified, the old address is mailed a revert link valid 7 days,
 * the new one a verification link (24 hours), and `email_changed` is audited. The caller then ends the other
 * sessions. Updates `user` in place.
 * @throws HttpError 409 `email_exists` when another account has the address (the unique key decides a race);
 *   409 `conflict` when the address changed meanwhile (another window).
 */
export async function changeEmail(em: EntityManager, config: Pick<AppConfig, 'publicUrl'>, user: User, newEmail: string, ctx: { ip?: string } = {}, now = new Date()): Promise<void> {
  const oldEmail = user.email;
  try {
    await em.transactional(async (tx) => {
      const changed = await tx.nativeUpdate(UserSchema, { id: user.id, email: oldEmail, isActive: true }, { email: newEmail, emailVerified: false, updatedAt: now });
      if (changed !== 1) throw conflict(EMAIL_CHANGE_MESSAGES.changedMeanwhile);
      const account = tx.getReference(UserSchema, user.id);
      const { token } = revertTokens.issue(tx, { user: account, oldEmail, newEmail }, now);
      queueMail(tx, emailChangedMail(config, { oldEmail, newEmail, fullName: user.fullName }, token));
      queueVerificationMail(tx, config, account, { email: newEmail, fullName: user.fullName }, now);
      await tx.flush();
      await audit(tx, 'email_changed', { userId: user.id, ip: ctx.ip, details: { from: oldEmail, to: newEmail } });
    });
  } catch (err) {
    throw uniqueViolationToHttp(err) ?? err;
  }
  user.email = newEmail;
  user.emailVerified = false;
}

/**
 * Uses a revert link (decision 161, `GET /api/auth/revert-email`): in one transaction the token is claimed with an
 * atomic `UPDATE … WHERE used_at IS NULL AND expires_at > now` (so it works once; the account's other revert links
 * are spent too), the address it was mailed to is restored and counts as verified (the link proved it), the
 * password is replaced by an unusable one and a password reset link is mailed to the restored address (whoever
 * changed the address knew the password), and `email_change_reverted` is audited. Then every session of the
 * account ends. Returns the outcome — `1` restored; `expired`; `used`; `invalid` (unknown token, deleted account);
 * `taken` (another account has registered the old address since; the link stays usable) — and, with `1`, the
 * account's id.
 */
export async function revertEmailChange(
  orm: Orm,
  em: EntityManager,
  config: Pick<AppConfig, 'publicUrl'>,
  token: string,
  ctx: { ip?: string } = {},
  now = new Date(),
): Promise<{ outcome: RevertOutcome; userId?: string }> {
  const row = await revertTokens.find(em, token);
  if (!row) return { outcome: 'invalid' };
  if (row.usedAt) return { outcome: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  if (row.user.deletedAt) return { outcome: 'invalid' };
  const { id: userId, email: changedTo, fullName } = row.user;
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  let outcome: RevertOutcome;
  try {
    outcome = await em.transactional(async (tx) => {
      if (!(await revertTokens.consume(tx, row, now))) return 'used' as const;
      const restored = await tx.nativeUpdate(UserSchema, { id: userId, deletedAt: null }, { email: row.oldEmail, emailVerified: true, passwordHash: unusable, updatedAt: now });
      if (restored !== 1) return 'invalid' as const;
      const reset = await createPasswordReset(tx, row.oldEmail, now);
      if (reset) queueMail(tx, resetPasswordMail(config, { email: row.oldEmail, fullName }, reset.token));
      await tx.flush();
      await audit(tx, 'email_change_reverted', { userId, ip: ctx.ip, details: { from: changedTo, to: row.oldEmail } });
      return '1' as const;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) return { outcome: 'taken' };
    throw err;
  }
  if (outcome !== '1') return { outcome };
  const ended = await endAllSessions(orm, userId);
  await audit(em, 'sessions_revoked', { userId, ip: ctx.ip, details: { reason: 'email_change_reverted', count: ended } });
  return { outcome, userId };
}
