import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailBody } from '#shared/schemas/security.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';

/**
 * POST /api/auth/change-email (docs/decisions/161): the new address with the current password or an authenticator
 * code. Returns the signed-in user with the new, unverified address; the old address gets a link that undoes the
 * change, the new one a verification link, and the member's other devices are signed out.
 * @throws ApiRequestError 400 `validation_failed` / `invalid_password` / `invalid_two_factor_code`, 409
 *   `email_exists`, 401, 429.
 */
export function changeEmail(body: ChangeEmailBody): Promise<CurrentUser> {
  return callEndpoint(endpointRef(authApi, 'changeEmail'), { body });
}

/** E-mail change mutation: the session query takes the returned user. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user) });
}
