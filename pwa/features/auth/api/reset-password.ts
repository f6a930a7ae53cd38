import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { resetPasswordBodySchema } from '#shared/auth/schemas.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';

export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/**
 * POST /api/auth/reset-password (spec 000 §7): sets a new password (≥ 6 characters) with a single-use token.
 * @throws ApiRequestError 400 `invalid_reset_token` or `validation_failed`.
 */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return callEndpoint(endpointRef(authApi, 'resetPassword'), { body });
}

/** Reset-password mutation. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
