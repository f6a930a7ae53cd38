import type { EntityManager } from '@mikro-orm/core';
import { EMAIL_VERIFICATION_TTL_SECONDS, type VerificationOutcome } from '#shared/schemas/security.ts';
import type { AppConfig } from '../../config.ts';
import type { OutgoingMail } from '../../services/mail.ts';
import { queueMail } from '../../services/mail-queue.ts';
import { oneTimeLinkMail } from '../../services/mail-template.ts';
import { singleUseTokens } from '../../lib/tokens/single-use-token.ts';
import { audit } from '../audit/audit.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { EmailVerificationTokenSchema } from './email-verification-token.entity.ts';

/** English fallback messages of the verification answers. */
export const VERIFICATION_MESSAGES = {
  sent: 'Verification email sent. Open the link in it within 24 hours.',
  alreadyVerified: 'Your email address is already verified',
} as const;

/** The verification tokens (api/lib/tokens/single-use-token.ts): valid 24 hours, used once. */
const verificationTokens = singleUseTokens(EmailVerificationTokenSchema, { ttlSeconds: EMAIL_VERIFICATION_TTL_SECONDS });

/** SHA-256 (hex) of a verification token, as stored in `email_verification_tokens.token_hash`. */
export const hashVerificationToken = verificationTokens.hash;

/** The link a verification mail carries: `${publicUrl}/api/auth/verify-email?token=<token>`. */
export const verificationLink = (publicUrl: string, token: string) => `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;

/** The bilingual (Tamil first, then English) verification mail, plain text plus simple HTML. */
export function verificationMail(config: Pick<AppConfig, 'publicUrl'>, user: Pick<User, 'email' | 'fullName'>, token: string): OutgoingMail {
  const link = verificationLink(config.publicUrl, token);
  return oneTimeLinkMail({
    to: user.email,
    fullName: user.fullName,
    subject: { ta: 'மின்னஞ்சல் உறுதிப்படுத்தல்', en: 'Confirm your email address' },
    intro: { ta: 'உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த இந்த இணைப்பைத் திறக்கவும்:', en: 'Open this link to confirm your email address:' },
    link,
    validHours: EMAIL_VERIFICATION_TTL_SECONDS / 3600,
  });
}

/**
 * Mails `user` a new single-use verification link valid 24 hours (issue 5 item 1, `POST
 * /api/auth/send-verification`). Only the token's SHA-256 is stored, with the address it was sent to; the token
 * row and the `mail.send` job are written in one flush, and the mail is delivered (and retried) by the job worker —
 * the request never waits for SMTP. Earlier links stay valid until they expire; any of them verifies (and spends
 * all of them). `mailer` and `log` are not used any more.
 */
export async function sendVerificationEmail(
  deps: { em: EntityManager; config: Pick<AppConfig, 'publicUrl'>; mailer?: unknown; log?: unknown },
  user: User,
  now = new Date(),
): Promise<void> {
  queueVerificationMail(deps.em, deps.config, user, user, now);
  await deps.em.flush();
}

/**
 * Adds to `em` — written by the caller's next flush, e.g. inside its transaction — a verification token for
 * `to.email` (valid 24 hours) and the `mail.send` job that mails its link there. `user` is the account (entity or
 * reference). Used by {@link sendVerificationEmail} and by an e-mail change (decision 161), which mails the new
 * address at once.
 */
export function queueVerificationMail(
  em: EntityManager,
  config: Pick<AppConfig, 'publicUrl'>,
  user: User,
  to: Pick<User, 'email' | 'fullName'>,
  now = new Date(),
): void {
  const { token } = verificationTokens.issue(em, { user, email: to.email }, now);
  queueMail(em, verificationMail(config, to, token));
}

/**
 * Uses a verification token (issue 5 item 1, `GET /api/auth/verify-email`): marks the account's e-mail verified
 * and spends all of its verification tokens — in one transaction, the token claimed with an atomic
 * `UPDATE … WHERE used_at IS NULL AND expires_at > now`, so a link works once. Returns the outcome the PWA shows:
 * `1` verified; `expired`; `used`; `invalid` (unknown token, deactivated account, or the account's e-mail has
 * changed since the mail was sent).
 */
export async function verifyEmailToken(em: EntityManager, token: string, ctx: { ip?: string } = {}, now = new Date()): Promise<VerificationOutcome> {
  const row = await verificationTokens.find(em, token);
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!row.user.isActive || row.user.email !== row.email) return 'invalid';
  const userId = row.user.id;
  const outcome = await em.transactional(async (tx) => {
    if (!(await verificationTokens.consume(tx, row, now))) return 'used' as const;
    const verified = await tx.nativeUpdate(UserSchema, { id: userId, email: row.email, isActive: true }, { emailVerified: true, updatedAt: now });
    if (verified !== 1) return 'invalid' as const;
    await audit(tx, 'email_verified', { userId, ip: ctx.ip, details: { email: row.email } });
    return '1' as const;
  });
  if (outcome === '1') row.user.emailVerified = true;
  return outcome;
}
