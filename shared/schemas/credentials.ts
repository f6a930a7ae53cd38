import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { V } from '../messages.ts';
import { emailField } from './fields.ts';

/*
 * The credential forms' request schemas (login, forgot password, reset password), apart from registration and the
 * profile: no phone or country check, so the login page loads only zod for them (docs/decisions/145).
 * shared/schemas/auth.ts re-exports them.
 */

/** A new password (registration, reset): PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH characters. */
export const newPasswordField = z
  .string({ error: V.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, V.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, V.passwordTooLong);

/** POST /api/auth/login body (spec 000 §5 Login, §7). */
export const loginBodySchema = z.object({
  email: emailField,
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(PASSWORD_MAX_LENGTH, V.passwordTooLong),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/auth/forgot-password body (spec 000 §5 Forgot password). */
export const forgotPasswordBodySchema = z.object({ email: emailField });

/** Response of forgot-password: always 200; `resetToken` only when mail goes to the development outbox. */
export const forgotPasswordResponseSchema = z.object({ message: z.string(), resetToken: z.string().optional() });

/** POST /api/auth/reset-password body (spec 000 §5 Reset password). */
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: V.tokenRequired }).trim().min(1, V.tokenRequired).max(200, V.tokenRequired),
  newPassword: newPasswordField,
});
