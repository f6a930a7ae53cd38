import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoutAllResponse } from '#shared/schemas/security.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';

/** POST /api/auth/logout-all (issue 5 item 6): ends every session of the account, this one included. */
export function logoutAll(): Promise<LogoutAllResponse> {
  return callEndpoint(endpointRef(authApi, 'logoutAll'), {});
}

/** "Log out everywhere" mutation: on success this browser is a guest again. */
export function useLogoutAll() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logoutAll, onSuccess: () => queryClient.setQueryData(CURRENT_USER_KEY, null) });
}
