import { useMutation } from '@tanstack/react-query';
import type { SendVerificationResponse } from '#shared/schemas/security.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';

/**
 * POST /api/auth/send-verification (spec 000 §7; issue 5 item 1): mails a verification link valid 24 hours.
 * `emailVerified: true` means there was nothing to send.
 * @throws ApiRequestError 401, 429 `rate_limited` (3 an hour), 503 `service_unavailable`.
 */
export function sendVerification(): Promise<SendVerificationResponse> {
  return callEndpoint(endpointRef(authApi, 'sendVerification'), {});
}

/** Verification-mail mutation. */
export const useSendVerification = () => useMutation({ mutationFn: sendVerification });
