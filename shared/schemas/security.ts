import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { V } from '../messages.ts';
import { currentPasswordField, newPasswordField } from './credentials.ts';
import { currentUserSchema } from './current-user.ts';
import { emailField } from './email.ts';

/*
 * Account security's request and response schemas (e-mail verification and change, two-factor authentication,
 * sessions, password change), written with `zod/mini` for the auth contract (shared/auth/contract.ts,
 * docs/decisions/182-endpoint-contracts.md): every field declared once.
 */

/** A verification link is valid this many seconds (24 hours), once (issue 5 item 1). */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
/** Digits of a TOTP code (RFC 6238, the authenticator apps' default). */
export const TOTP_DIGITS = 6;
/** How many one-time recovery codes an enrolment gives (issue 5 item 2). */
export const RECOVERY_CODE_COUNT = 10;
/** A password-checked login waits this many seconds for its second factor before it has to start again. */
export const TWO_FACTOR_LOGIN_TTL_SECONDS = 5 * 60;

/** Outcome of an e-mail verification link (`?verified=`); defined in shared/verification.ts. */
export { VERIFICATION_OUTCOMES, type VerificationOutcome } from '../verification.ts';

/** A 6-digit TOTP code; spaces are ignored ("123 456"). */
const totpCode = z.pipe(
  z.pipe(
    // The same rule before the spaces go, so the OpenAPI document shows it (decision 173).
    z.string({ error: V.twoFactorCodeInvalid }).check(z.regex(/^\s*(?:\d\s*){6}$/, V.twoFactorCodeInvalid)),
    z.transform((s: string) => s.replace(/\s+/g, '')),
  ),
  z.string().check(z.regex(/^\d{6}$/, V.twoFactorCodeInvalid)),
);

/**
 * A second factor typed at login: a 6-digit TOTP code or a recovery code (`XXXX-XXXX-XXXX-XXXX`, case, spaces and
 * dashes ignored). Output: the code with spaces removed (recovery codes are normalised by the server).
 */
const secondFactor = z.pipe(
  z.string({ error: V.twoFactorCodeInvalid }).check(z.trim(), z.minLength(1, V.twoFactorCodeInvalid), z.maxLength(40, V.twoFactorCodeInvalid)),
  z.transform((s: string) => s.replace(/\s+/g, '')),
);

/** The account password as proof that its owner is asking (turning 2FA off, changing the e-mail); optional there. */
const passwordProof = z.optional(z.string().check(z.minLength(1, V.passwordRequired), z.maxLength(PASSWORD_MAX_LENGTH, V.passwordTooLong)));

/** POST /api/auth/login answer for an account with two-factor authentication on (issue 5 item 2). */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
/** POST /api/auth/login answer: the signed-in user, or the two-factor challenge. */
export const loginResponseSchema = z.union([twoFactorChallengeSchema, currentUserSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/login/2fa body: the TOTP code or an unused recovery code. */
export const loginTwoFactorBodySchema = z.object({ code: secondFactor });
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBodySchema>;

/** POST /api/auth/send-verification answer: `emailVerified` true when there was nothing to send. */
export const sendVerificationResponseSchema = z.object({ message: z.string(), emailVerified: z.boolean() });
export type SendVerificationResponse = z.infer<typeof sendVerificationResponseSchema>;

/**
 * POST /api/auth/toggle-2fa body. When 2FA is off no body is needed (enrolment starts). When it is on, a current
 * `code` OR the account `password` turns it off.
 */
export const toggleTwoFactorBodySchema = z.strictObject({ code: z.optional(totpCode), password: passwordProof });
export type ToggleTwoFactorBody = z.input<typeof toggleTwoFactorBodySchema>;

/** POST /api/auth/toggle-2fa answer while 2FA was off: enrolment started, confirm with POST /api/auth/2fa/confirm. */
export const twoFactorEnrollmentSchema = z.object({
  message: z.string(),
  twoFactorEnabled: z.literal(false),
  /** `otpauth://totp/…` URI for authenticator apps. */
  otpauthUri: z.string().check(z.startsWith('otpauth://totp/')),
  /** The same URI as a QR code: `data:image/png;base64,…`. */
  qrCode: z.string().check(z.startsWith('data:image/png;base64,')),
  /** The Base32 secret, for typing into an app by hand. */
  secret: z.string(),
});
/** POST /api/auth/toggle-2fa answer while 2FA was on: it is now off. */
export const twoFactorDisabledSchema = z.object({ message: z.string(), twoFactorEnabled: z.literal(false) });
/** Either answer of POST /api/auth/toggle-2fa. */
export const toggleTwoFactorResponseSchema = z.union([twoFactorEnrollmentSchema, twoFactorDisabledSchema]);
export type TwoFactorEnrollment = z.infer<typeof twoFactorEnrollmentSchema>;
export type ToggleTwoFactorResponse = z.infer<typeof toggleTwoFactorResponseSchema>;

/** POST /api/auth/2fa/confirm body: the code the authenticator app shows now. */
export const confirmTwoFactorBodySchema = z.object({ code: totpCode });
/** POST /api/auth/2fa/confirm answer: 2FA is on; the recovery codes are shown this once only. */
export const confirmTwoFactorResponseSchema = z.object({
  message: z.string(),
  twoFactorEnabled: z.literal(true),
  recoveryCodes: z.array(z.string()).check(z.length(RECOVERY_CODE_COUNT)),
});
export type ConfirmTwoFactorResponse = z.infer<typeof confirmTwoFactorResponseSchema>;

/**
 * POST /api/auth/change-email body (docs/decisions/161-email-change-and-draw-proof.md): the new address and a proof
 * that the account's owner is asking — the current `password`, or a current authenticator `code` when 2FA is on.
 * Without either: 400 `validation_failed` on `password`.
 */
export const changeEmailBodySchema = z
  .strictObject({ email: emailField, password: passwordProof, code: z.optional(totpCode) })
  .check(z.refine((b) => b.password !== undefined || b.code !== undefined, { message: V.emailChangeProofRequired, path: ['password'] }));
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

/** POST /api/auth/logout-all answer: how many sessions (this one included) were ended. */
export const logoutAllResponseSchema = z.object({ message: z.string(), endedSessions: z.int().check(z.minimum(0)) });
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;

/**
 * GET /api/auth/verify-email query: the token from the mailed link. Never refused: a missing, repeated or odd
 * token becomes `undefined`, and the route redirects with `verified=invalid` (a person clicked a link).
 */
export const verifyEmailQuerySchema = z.object({ token: z.catch(z.optional(z.string()), undefined) });

/**
 * GET /api/auth/revert-email query: the token of the link mailed to the old address. Never refused, like
 * {@link verifyEmailQuerySchema}: anything odd redirects with `emailReverted=invalid`.
 */
export const revertEmailQuerySchema = verifyEmailQuerySchema;

/**
 * POST /api/auth/change-password body (decision 169): the `currentPassword` (proof that the owner is asking) and a
 * `newPassword` of PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH characters that differs from it (else 400
 * `validation_failed` on `newPassword`).
 */
export const changePasswordBodySchema = z
  .strictObject({ currentPassword: currentPasswordField, newPassword: newPasswordField })
  .check(z.refine((b) => b.currentPassword !== b.newPassword, { message: V.passwordUnchanged, path: ['newPassword'] }));
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** POST /api/auth/change-password answer: the password is changed; `endedSessions` other sessions were ended. */
export const changePasswordResponseSchema = logoutAllResponseSchema;
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/**
 * One signed-in session of the member (decision 169): `id` is an opaque handle (not the cookie, not the stored
 * key), `device` the browser's User-Agent at sign-in ('' when unknown, at most 300 characters), `browser` and `os`
 * the names read from it ('' when not recognised; product names, not translated), times ISO 8601.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  browser: z.string(),
  os: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/auth/sessions answer: the member's live sessions, this device first, then the most recently used. */
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

/** DELETE /api/auth/sessions/:id path parameters. */
export const accountSessionParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9a-f]{32}$/, V.required)) });
