import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginTwoFactorBody } from '#shared/schemas/security.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { CURRENT_USER_KEY, refreshCurrentUser } from '../../../lib/session.ts';

/**
 * POST /api/auth/login/2fa (issue 5 item 2): finishes a login with the authenticator code or a recovery code.
 * @throws ApiRequestError 401 `invalid_two_factor_code` / `two_factor_expired`, 400, 429 `rate_limited`.
 */
export function loginTwoFactor(body: LoginTwoFactorBody): Promise<CurrentUser> {
  return callEndpoint(endpointRef(authApi, 'loginTwoFactor'), { body });
}

/** Second-factor mutation: on success the session query holds the signed-in user. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      void refreshCurrentUser(queryClient);
    },
  });
}
