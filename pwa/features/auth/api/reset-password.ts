import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordBodySchema } from '#shared/schemas/auth.ts';
import { apiJson, messageResponse } from '../../../lib/api/client.ts';

export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/**
 * POST /api/auth/reset-password (spec 000 §7): sets a new password (≥ 6 characters) with a single-use token.
 * @throws ApiRequestError 400 `invalid_reset_token` or `validation_failed`.
 */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiJson(messageResponse, 'POST', '/api/auth/reset-password', body);
}

/** Reset-password mutation. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
