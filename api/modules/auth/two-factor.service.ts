import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type TwoFactorEnrollment } from '#shared/schemas/security.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { RecoveryCodeSchema } from './recovery-code.entity.ts';
import type { SecretBox } from './secret-box.ts';

/** Issuer shown by authenticator apps next to the account's e-mail. */
export const TOTP_ISSUER = 'Tamil Community';
/** Codes of the previous and the next 30-second period are accepted too (clock drift, typing time), in seconds. */
const TOTP_TOLERANCE_SECONDS = 30;

/** English fallback messages of the two-factor answers (the PWA shows its own text per `code`). */
export const TWO_FACTOR_MESSAGES = {
  enrollmentStarted: 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows',
  enabled: 'Two-factor authentication is on. Keep your recovery codes somewhere safe: they are shown only once.',
  disabled: 'Two-factor authentication is off',
  invalidCode: 'The code is not correct',
  invalidPassword: 'The password is not correct',
  notPending: 'Start two-factor setup first',
  needCodeOrPassword: 'Enter a current code or your password to turn two-factor authentication off',
  expired: 'Your login has timed out. Please log in again.',
} as const;

const RECOVERY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new recovery code `XXXX-XXXX-XXXX-XXXX`: 16 characters from a 32-letter alphabet = 80 random bits. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** Upper-cased, without spaces and dashes: how a recovery code is hashed. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** SHA-256 (hex) of a normalised recovery code, as stored in `two_factor_recovery_codes.code_hash`. */
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** The user's encrypted secrets and replay marker, read through a fresh fork (they are lazy and hidden). */
async function secretsOf(em: EntityManager, userId: string) {
  return em.fork().findOneOrFail(UserSchema, { id: userId }, { populate: ['twoFactorSecret', 'twoFactorPendingSecret', 'twoFactorLastTimeStep'] as never });
}

/**
 * Starts (or restarts) enrolment (issue 5 item 2, `POST /api/auth/toggle-2fa` while 2FA is off): a new random
 * 160-bit Base32 secret is stored encrypted as the pending secret; 2FA stays off until
 * {@link confirmEnrollment}. Returns the otpauth URI, its QR code (PNG data URL) and the secret for manual entry.
 */
export async function startEnrollment(em: EntityManager, box: SecretBox, user: User): Promise<TwoFactorEnrollment> {
  const secret = generateSecret();
  await em.nativeUpdate(UserSchema, { id: user.id }, { twoFactorPendingSecret: box.seal(secret) });
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { message: TWO_FACTOR_MESSAGES.enrollmentStarted, twoFactorEnabled: false, otpauthUri, qrCode, secret };
}

/** The 30-second time step `code` belongs to when it is valid for `secret` (±1 step) and newer than `after`. */
async function acceptedTimeStep(secret: string, code: string, after: number | null | undefined): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOTP_TOLERANCE_SECONDS, ...(after != null ? { afterTimeStep: after } : {}) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records `timeStep` as the last accepted one unless an equal or later one was recorded meanwhile (one atomic
 * UPDATE), so a code can be used once even by two racing requests. True when this request won.
 */
async function claimTimeStep(em: EntityManager, userId: string, timeStep: number): Promise<boolean> {
  const claimed = await em.nativeUpdate(
    UserSchema,
    { id: userId, $or: [{ twoFactorLastTimeStep: null }, { twoFactorLastTimeStep: { $lt: timeStep } }] } as never,
    { twoFactorLastTimeStep: timeStep },
  );
  return claimed === 1;
}

/**
 * Confirms enrolment with the first code of the authenticator app (`POST /api/auth/2fa/confirm`): 2FA goes on,
 * the pending secret becomes the secret, and RECOVERY_CODE_COUNT (10) new recovery codes replace any old ones —
 * only their hashes are stored; the plain codes are returned to be shown once.
 * @throws HttpError 409 `two_factor_not_pending` when no enrolment was started (or 2FA is already on);
 *   400 `invalid_two_factor_code` for a wrong code.
 */
export async function confirmEnrollment(em: EntityManager, box: SecretBox, user: User, code: string): Promise<string[]> {
  const row = await secretsOf(em, user.id);
  if (row.twoFactorEnabled || !row.twoFactorPendingSecret) throw conflict(TWO_FACTOR_MESSAGES.notPending, 'two_factor_not_pending');
  const sealed = row.twoFactorPendingSecret;
  const timeStep = await acceptedTimeStep(box.open(sealed), code, null);
  if (timeStep === null) throw badRequest(TWO_FACTOR_MESSAGES.invalidCode, { code: [TWO_FACTOR_MESSAGES.invalidCode] }, 'invalid_two_factor_code');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(
      UserSchema,
      { id: user.id, twoFactorEnabled: false, twoFactorPendingSecret: sealed },
      { twoFactorEnabled: true, twoFactorSecret: sealed, twoFactorPendingSecret: null, twoFactorLastTimeStep: timeStep },
    );
    if (updated !== 1) throw conflict(TWO_FACTOR_MESSAGES.notPending, 'two_factor_not_pending');
    await tx.nativeDelete(RecoveryCodeSchema, { user: user.id });
    for (const plain of codes) tx.create(RecoveryCodeSchema, { user: user.id, codeHash: hashRecoveryCode(plain), usedAt: null });
  });
  user.twoFactorEnabled = true;
  return codes;
}

/**
 * Checks a current TOTP code of the user's confirmed secret, at most once per code (replay protection through
 * the last accepted time step). False for a wrong, reused or too old code, or when 2FA is off.
 */
export async function verifyTotpCode(em: EntityManager, box: SecretBox, userId: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const row = await secretsOf(em, userId);
  if (!row.twoFactorEnabled || !row.twoFactorSecret) return false;
  const timeStep = await acceptedTimeStep(box.open(row.twoFactorSecret), code, row.twoFactorLastTimeStep);
  return timeStep !== null && (await claimTimeStep(em, userId, timeStep));
}

/** Spends an unused recovery code of the user (one atomic UPDATE: a code works once). True when it was valid. */
export async function useRecoveryCode(em: EntityManager, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 16) return false;
  const spent = await em.nativeUpdate(RecoveryCodeSchema, { user: userId, codeHash: hashRecoveryCode(normalized), usedAt: null }, { usedAt: new Date() });
  return spent === 1;
}

/** How many unused recovery codes the user has left. */
export const remainingRecoveryCodes = (em: EntityManager, userId: string) => em.count(RecoveryCodeSchema, { user: userId, usedAt: null });

/**
 * The login's second factor (`POST /api/auth/login/2fa`): a 6-digit string is a TOTP code, anything else a
 * recovery code. Returns how it was proved, or null when it was wrong.
 */
export async function checkSecondFactor(em: EntityManager, box: SecretBox, userId: string, code: string): Promise<'totp' | 'recovery_code' | null> {
  if (/^\d{6}$/.test(code)) return (await verifyTotpCode(em, box, userId, code)) ? 'totp' : null;
  return (await useRecoveryCode(em, userId, code)) ? 'recovery_code' : null;
}

/** Turns 2FA off: secrets, replay marker and recovery codes are removed. The caller checked a code or the password. */
export async function disableTwoFactor(em: EntityManager, user: User): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(UserSchema, { id: user.id }, { twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastTimeStep: null });
    await tx.nativeDelete(RecoveryCodeSchema, { user: user.id });
  });
  user.twoFactorEnabled = false;
}
