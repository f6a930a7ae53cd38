import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '#shared/schemas/auth.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { apiJson } from '../../../lib/api/client.ts';
import { CURRENT_USER_KEY, refreshCurrentUser } from '../../../lib/session.ts';

/**
 * POST /api/auth/register (spec 000 §7): creates a private account, signs it in and returns the current user.
 * confirmPassword is never sent. The response schema (and zod) loads beside the request (issue 10).
 * @throws ApiRequestError 409 `email_exists` / `username_taken`, 400 `validation_failed` with `fields`.
 */
export function register(body: RegisterBody): Promise<CurrentUser> {
  return apiJson(() => import('#shared/schemas/user.ts').then((m) => m.currentUserSchema), 'POST', '/api/auth/register', body);
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
