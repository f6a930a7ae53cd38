import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '#shared/auth/schemas.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { CURRENT_USER_KEY, refreshCurrentUser } from '../../../lib/session.ts';

/**
 * POST /api/auth/register (spec 000 §7): creates a private account, signs it in and returns the current user.
 * confirmPassword is never sent. The auth contract (and zod) loads beside the request (decision 144, 182).
 * @throws ApiRequestError 409 `email_exists` / `username_taken`, 400 `validation_failed` with `fields`.
 */
export function register(body: RegisterBody): Promise<CurrentUser> {
  return callEndpoint(endpointRef(authApi, 'register'), { body });
}

/** Registration mutation: on success the session query holds the new user and is refreshed from the server. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      void refreshCurrentUser(queryClient);
    },
  });
}
