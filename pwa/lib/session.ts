import { useQuery, type QueryClient } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser } from '#shared/schemas/user.ts';
import { ApiRequestError, apiJson } from './api/client.ts';

/** Query key of the signed-in user (GET /api/auth/user). */
export const CURRENT_USER_KEY = ['auth', 'user'] as const;

/**
 * Fetches the signed-in user; a 401 means nobody is signed in and resolves to null (spec 000 §7, §8).
 * No network (offline, server unreachable: fetch throws a TypeError) also resolves to null, so the app opens
 * for a guest instead of failing; the session is read again when the connection returns (useCurrentUser).
 * @throws ApiRequestError for any other error status, or when the response does not match the schema.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiJson(currentUserSchema, 'GET', '/api/auth/user');
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return null;
    if (err instanceof TypeError) return null;
    throw err;
  }
}

/**
 * The signed-in user (null for guests), loaded once at the root and shared by every screen. Screens treat
 * "no data" (a failed session request) as a guest.
 * - `retryOnMount: false`: a failed load is not retried each time a screen mounts. (A query that never had data
 *   goes back to "pending" when it refetches; the root then swaps the routes for the spinner, the screens
 *   remount, refetch, fail… — an endless request loop, and a spinner forever, while the API is down.)
 * - `refetchOnReconnect: 'always'`: coming back online re-reads the session (a member who opened the app
 *   offline gets their account back without a reload).
 */
export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, retryOnMount: false, refetchOnReconnect: 'always' });
}

/** True when the user counts as admin: role admin or isAdmin (spec 000 §3 Current user). */
export const isAdminUser = (user: CurrentUser | null | undefined) => Boolean(user && (user.role === 'admin' || user.isAdmin));

/** Re-reads the signed-in user after login, logout, registration or a profile change. */
export const refreshCurrentUser = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
