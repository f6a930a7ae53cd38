import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  twoFactorEnrollmentSchema,
  type ConfirmTwoFactorResponse,
  type ToggleTwoFactorBody,
  type ToggleTwoFactorResponse,
  type TwoFactorEnrollment,
} from '#shared/schemas/security.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { refreshCurrentUser } from '../../../lib/session.ts';

/**
 * POST /api/auth/toggle-2fa (spec 000 §7; issue 5 item 2). Without a body while 2FA is off it starts enrolment
 * (otpauth URI, QR code, secret); with `{ code }` or `{ password }` while it is on it turns 2FA off.
 * @throws ApiRequestError 400 `invalid_two_factor_code` / `invalid_password` / `validation_failed`, 401, 429.
 */
export function toggleTwoFactor(body?: ToggleTwoFactorBody): Promise<ToggleTwoFactorResponse> {
  // No body at all to start enrolment (spec 000 §7 toggle-2fa): the server reads a missing body as `{}`.
  return callEndpoint(endpointRef(authApi, 'toggleTwoFactor'), { body: body as ToggleTwoFactorBody });
}

/** Starts enrolment (2FA off → QR code); the answer must be an enrolment. */
export async function startTwoFactor(): Promise<TwoFactorEnrollment> {
  return twoFactorEnrollmentSchema.parse(await toggleTwoFactor());
}

/**
 * POST /api/auth/2fa/confirm: turns 2FA on with the first code; the recovery codes in the answer are shown once.
 * @throws ApiRequestError 400 `invalid_two_factor_code`, 409 `two_factor_not_pending`, 401, 429.
 */
export function confirmTwoFactor(code: string): Promise<ConfirmTwoFactorResponse> {
  return callEndpoint(endpointRef(authApi, 'confirmTwoFactor'), { body: { code } });
}

/** Enrolment start mutation. */
export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });

/** Confirmation mutation: the signed-in user is re-read (2FA badge) once it succeeds. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: () => void refreshCurrentUser(queryClient) });
}

/** Turn-off mutation (`{ code }` or `{ password }`): the signed-in user is re-read once it succeeds. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: ToggleTwoFactorBody) => toggleTwoFactor(body), onSuccess: () => void refreshCurrentUser(queryClient) });
}
