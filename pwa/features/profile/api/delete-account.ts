import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';

/** DELETE /api/auth/delete-account (spec 000 §7): deactivates the account and ends the session. */
export function deleteAccount(): Promise<{ message: string }> {
  return callEndpoint(endpointRef(authApi, 'deleteAccount'), {});
}

/** Account deletion mutation: on success the session query is cleared (the visitor is a guest again). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.setQueryData(CURRENT_USER_KEY, null),
  });
}
