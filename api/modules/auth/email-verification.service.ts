import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { EMAIL_VERIFICATION_TTL_SECONDS, type VerificationOutcome } from '#shared/schemas/security.ts';
import type { AppConfig } from '../../config.ts';
import { serviceUnavailable } from '../../http/errors.ts';
import type { Mailer, OutgoingMail } from '../../services/mail.ts';
import { audit } from '../audit/audit.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { EmailVerificationTokenSchema } from './email-verification-token.entity.ts';

/** English fallback messages of the verification answers. */
export const VERIFICATION_MESSAGES = {
  sent: 'Verification email sent. Open the link in it within 24 hours.',
  alreadyVerified: 'Your email address is already verified',
  mailFailed: 'The verification email could not be sent. Please try again later.',
} as const;

/** SHA-256 (hex) of a verification token, as stored in `email_verification_tokens.token_hash`. */
export const hashVerificationToken = (token: string) => createHash('sha256').update(token).digest('hex');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The link a verification mail carries: `${publicUrl}/api/auth/verify-email?token=<token>`. */
export const verificationLink = (publicUrl: string, token: string) => `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;

/** The bilingual (Tamil first, then English) verification mail, plain text plus simple HTML. */
export function verificationMail(config: Pick<AppConfig, 'publicUrl'>, user: Pick<User, 'email' | 'fullName'>, token: string): OutgoingMail {
  const link = verificationLink(config.publicUrl, token);
  const hours = EMAIL_VERIFICATION_TTL_SECONDS / 3600;
  const ta = [
    `வணக்கம் ${user.fullName},`,
    'உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த இந்த இணைப்பைத் திறக்கவும்:',
    link,
    `இந்த இணைப்பு ${hours} மணி நேரம் செல்லுபடியாகும், ஒரு முறை மட்டுமே பயன்படுத்த முடியும். நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.`,
  ];
  const en = [
    `Hello ${user.fullName},`,
    'Open this link to confirm your email address:',
    link,
    `The link is valid for ${hours} hours and can be used once. If you did not ask for this, you can ignore this email.`,
  ];
  const paragraph = (line: string) => (line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`);
  return {
    to: user.email,
    subject: 'மின்னஞ்சல் உறுதிப்படுத்தல் / Confirm your email address',
    text: `${ta.join('\n\n')}\n\n— — —\n\n${en.join('\n\n')}\n`,
    html: `<div lang="ta">${ta.map(paragraph).join('')}</div><hr><div lang="en">${en.map(paragraph).join('')}</div>`,
  };
}

/**
 * Mails `user` a new single-use verification link valid 24 hours (issue 5 item 1, `POST
 * /api/auth/send-verification`). Only the token's SHA-256 is stored, with the address it was sent to. Earlier
 * links stay valid until they expire; any of them verifies (and spends all of them).
 * @throws HttpError 503 `service_unavailable` when the mail cannot be sent (the token is then removed).
 */
export async function sendVerificationEmail(
  deps: { em: EntityManager; mailer: Mailer; config: Pick<AppConfig, 'publicUrl'>; log: { error(obj: object, msg: string): void } },
  user: User,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const row = deps.em.create(EmailVerificationTokenSchema, {
    user,
    tokenHash: hashVerificationToken(token),
    email: user.email,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_SECONDS * 1000),
    usedAt: null,
  });
  await deps.em.flush();
  try {
    await deps.mailer.send(verificationMail(deps.config, user, token));
  } catch (err) {
    deps.log.error({ err: { name: (err as Error)?.name, message: (err as Error)?.message }, userId: user.id }, 'verification mail failed');
    await deps.em.nativeDelete(EmailVerificationTokenSchema, { id: row.id });
    throw serviceUnavailable(VERIFICATION_MESSAGES.mailFailed);
  }
}

/**
 * Uses a verification token (issue 5 item 1, `GET /api/auth/verify-email`): marks the account's e-mail verified
 * and spends all of its verification tokens — in one transaction, the token claimed with an atomic
 * `UPDATE … WHERE used_at IS NULL AND expires_at > now`, so a link works once. Returns the outcome the PWA shows:
 * `1` verified; `expired`; `used`; `invalid` (unknown token, deactivated account, or the account's e-mail has
 * changed since the mail was sent).
 */
export async function verifyEmailToken(em: EntityManager, token: string, ctx: { ip?: string } = {}, now = new Date()): Promise<VerificationOutcome> {
  const row = await em.findOne(EmailVerificationTokenSchema, { tokenHash: hashVerificationToken(token) }, { populate: ['user'] });
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!row.user.isActive || row.user.email !== row.email) return 'invalid';
  const userId = row.user.id;
  const outcome = await em.transactional(async (tx) => {
    const claimed = await tx.nativeUpdate(EmailVerificationTokenSchema, { id: row.id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
    if (claimed !== 1) return 'used' as const;
    await tx.nativeUpdate(EmailVerificationTokenSchema, { user: userId, usedAt: null }, { usedAt: now });
    const verified = await tx.nativeUpdate(UserSchema, { id: userId, email: row.email, isActive: true }, { emailVerified: true, updatedAt: now });
    if (verified !== 1) return 'invalid' as const;
    await audit(tx, 'email_verified', { userId, ip: ctx.ip, details: { email: row.email } });
    return '1' as const;
  });
  if (outcome === '1') row.user.emailVerified = true;
  return outcome;
}
