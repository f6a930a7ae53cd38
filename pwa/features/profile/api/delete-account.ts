import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '#shared/schemas/common.ts';
import { apiJson } from '../../../lib/api/client.ts';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';

/** DELETE /api/auth/delete-account (spec 000 §7): deactivates the account and ends the session. */
export function deleteAccount(): Promise<{ message: string }> {
  return apiJson(messageSchema, 'DELETE', '/api/auth/delete-account');
}

/** Account deletion mutation: on success the session query is cleared (the visitor is a guest again). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.setQueryData(CURRENT_USER_KEY, null),
  });
}
