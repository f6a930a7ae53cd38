import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordBodySchema, forgotPasswordResponseSchema } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api/client.ts';

export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
export type ForgotPasswordResponse = z.output<typeof forgotPasswordResponseSchema>;

/**
 * POST /api/auth/forgot-password (spec 000 §7): always 200 `{ message, resetToken? }` whatever the email;
 * `resetToken` is present only when mail goes to the development outbox.
 */
export function forgotPassword(body: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
  return apiJson(() => import('#shared/schemas/credentials.ts').then((m) => m.forgotPasswordResponseSchema), 'POST', '/api/auth/forgot-password', body);
}

/** Forgot-password mutation. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
