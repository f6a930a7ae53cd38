import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSessionList, ChangePasswordBody, ChangePasswordResponse, LogoutAllResponse } from '#shared/schemas/security.ts';
import { authApi } from '../../../lib/api/auth-contract.ts';
import { callEndpoint, endpointKey, endpointRef } from '../../../lib/api/endpoint.ts';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';

const sessions = endpointRef(authApi, 'sessions');

/** Query key of the member's session list (`['auth', 'sessions']`, from the auth contract). */
export const ACCOUNT_SESSIONS_KEY = endpointKey(sessions);

/** GET /api/auth/sessions (decision 169): the member's signed-in devices, this one first. @throws ApiRequestError 401. */
export function fetchAccountSessions(): Promise<AccountSessionList> {
  return callEndpoint(sessions, {});
}

/** The member's signed-in devices; read when the Security tab is open (no offline copy: it is about now). */
export function useAccountSessions() {
  return useQuery({ queryKey: ACCOUNT_SESSIONS_KEY, queryFn: fetchAccountSessions });
}

/**
 * DELETE /api/auth/sessions/:id (decision 169): signs that device out (this browser too when it is this device's).
 * @throws ApiRequestError 404 (already ended), 401.
 */
export function endAccountSession(id: string): Promise<LogoutAllResponse> {
  return callEndpoint(endpointRef(authApi, 'endSession'), { params: { id } });
}

/** "Log out" of one device: the list is read again afterwards (a 404 means it had ended already). */
export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY }),
  });
}

/**
 * POST /api/auth/change-password (decision 169): the current password and a new one; the member's other devices
 * are signed out, this one stays signed in.
 * @throws ApiRequestError 400 `invalid_password` / `validation_failed`, 401, 429.
 */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return callEndpoint(endpointRef(authApi, 'changePassword'), { body });
}

/** Password change mutation: the session list is read again (the other devices are gone). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
