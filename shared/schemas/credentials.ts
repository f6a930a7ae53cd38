import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { V } from '../messages.ts';
import { emailField } from './email.ts';

/*
 * The credential forms' request schemas (login, forgot password, reset password), apart from registration and the
 * profile: no phone or country check, so the login page loads only zod for them (docs/decisions/145).
 * shared/auth/schemas.ts re-exports them. Written with `zod/mini` (the auth contract, shared/auth/contract.ts,
 * docs/decisions/182): every field declared once.
 */

/** A new password (registration, reset): PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH characters. */
export const newPasswordField = z.string({ error: V.passwordRequired }).check(z.minLength(PASSWORD_MIN_LENGTH, V.passwordTooShort), z.maxLength(PASSWORD_MAX_LENGTH, V.passwordTooLong));

/** The account's current password as typed (login, change password): 1–PASSWORD_MAX_LENGTH characters. */
export const currentPasswordField = z.string({ error: V.passwordRequired }).check(z.minLength(1, V.passwordRequired), z.maxLength(PASSWORD_MAX_LENGTH, V.passwordTooLong));

/** POST /api/auth/login body (spec 000 §5 Login, §7). */
export const loginBodySchema = z.object({ email: emailField, password: currentPasswordField });
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/auth/forgot-password body (spec 000 §5 Forgot password). */
export const forgotPasswordBodySchema = z.object({ email: emailField });

/** Response of forgot-password: always 200; `resetToken` only when mail goes to the development outbox. */
export const forgotPasswordResponseSchema = z.object({ message: z.string(), resetToken: z.optional(z.string()) });

/** POST /api/auth/reset-password body (spec 000 §5 Reset password): the mailed token (1–200 characters) and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: V.tokenRequired }).check(z.trim(), z.minLength(1, V.tokenRequired), z.maxLength(200, V.tokenRequired)),
  newPassword: newPasswordField,
});
