import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '#shared/auth/schemas.ts';
import type { LoginResponse } from '#shared/schemas/security.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { CURRENT_USER_KEY, refreshCurrentUser } from '../../../lib/session.ts';

/**
 * POST /api/auth/login (spec 000 §7; issue 5 item 2): signs in and returns the current user — or
 * `{ twoFactorRequired: true }` when the account has two-factor authentication on (then POST /api/auth/login/2fa).
 * The auth contract (and zod) loads beside the request: the login page's first screen carries none (decisions 144, 182).
 * @throws ApiRequestError 401 `invalid_credentials`, 403 `account_blocked`, 400 `validation_failed`, 429 `rate_limited`.
 */
export function login(body: LoginBody): Promise<LoginResponse> {
  return callEndpoint(endpointRef(authApi, 'login'), { body });
}

/** True when a login answer asks for the second factor. */
export const needsSecondFactor = (res: LoginResponse): res is { twoFactorRequired: true } => 'twoFactorRequired' in res;

/** Login mutation: when it signs in, the session query holds the returned user and is refreshed from the server. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => {
      if (needsSecondFactor(res)) return;
      queryClient.setQueryData(CURRENT_USER_KEY, res);
      void refreshCurrentUser(queryClient);
    },
  });
}
