import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '#shared/auth/schemas.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';
import { usersApi } from './contract.ts';

/**
 * PATCH /api/users/profile (spec 000 §7): changes any of the profile fields and returns the updated current user.
 * @throws ApiRequestError 400 `validation_failed` (with `fields`), 409 `email_exists` / `username_taken`, 401.
 */
export function updateProfile(body: UpdateProfileBody): Promise<CurrentUser> {
  return callEndpoint(endpointRef(usersApi, 'updateProfile'), { body });
}

/** Profile update mutation: the session query takes the returned user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
