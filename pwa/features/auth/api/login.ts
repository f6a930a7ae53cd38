import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '#shared/schemas/auth.ts';
import { currentUserSchema, type CurrentUser } from '#shared/schemas/user.ts';
import { apiJson } from '../../../lib/api/client.ts';
import { CURRENT_USER_KEY, refreshCurrentUser } from '../../../lib/session.ts';

/**
 * POST /api/auth/login (spec 000 §7): signs in and returns the current user.
 * @throws ApiRequestError 401 `invalid_credentials`, 403 `account_blocked`, 400 `validation_failed`.
 */
export function login(body: LoginBody): Promise<CurrentUser> {
  return apiJson(currentUserSchema, 'POST', '/api/auth/login', body);
}

/** Login mutation: on success the session query holds the returned user and is refreshed from the server. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      void refreshCurrentUser(queryClient);
    },
  });
}
