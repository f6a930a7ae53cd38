import { useMutation } from '@tanstack/react-query';
import { sendVerificationResponseSchema, type SendVerificationResponse } from '#shared/schemas/security.ts';
import { apiJson } from '../../../lib/api/client.ts';

/**
 * POST /api/auth/send-verification (spec 000 §7; issue 5 item 1): mails a verification link valid 24 hours.
 * `emailVerified: true` means there was nothing to send.
 * @throws ApiRequestError 401, 429 `rate_limited` (3 an hour), 503 `service_unavailable`.
 */
export function sendVerification(): Promise<SendVerificationResponse> {
  return apiJson(sendVerificationResponseSchema, 'POST', '/api/auth/send-verification');
}

/** Verification-mail mutation. */
export const useSendVerification = () => useMutation({ mutationFn: sendVerification });
