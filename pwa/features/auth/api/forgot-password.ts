import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { forgotPasswordBodySchema, forgotPasswordResponseSchema } from '#shared/auth/schemas.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';

export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
export type ForgotPasswordResponse = z.output<typeof forgotPasswordResponseSchema>;

/**
 * POST /api/auth/forgot-password (spec 000 §7): always 200 `{ message, resetToken? }` whatever the email;
 * `resetToken` is present only when mail goes to the development outbox.
 */
export function forgotPassword(body: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
  return callEndpoint(endpointRef(authApi, 'forgotPassword'), { body });
}

/** Forgot-password mutation. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
