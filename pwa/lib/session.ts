import { useQuery, type QueryClient } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser } from '#shared/schemas/current-user.ts';
import { ApiRequestError, apiJson } from './api/client.ts';

/** Query key of the signed-in user (GET /api/auth/user). */
export const CURRENT_USER_KEY = ['auth', 'user'] as const;

/** localStorage key of the last signed-in user, used while offline (issue 3: members post offline). */
const LAST_USER_KEY = 'tc.lastUser';

function rememberUser(user: CurrentUser | null) {
  try {
    if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // storage unavailable: offline sessions are simply not remembered
  }
}

function rememberedUser(): CurrentUser | null {
  try {
    const parsed = currentUserSchema.safeParse(JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the signed-in user; a 401 means nobody is signed in and resolves to null (spec 000 §7, §8).
 * With no network (offline, server unreachable: fetch throws a TypeError) it resolves to the last user seen on
 * this device (or null), so a member can read and queue posts offline; the server checks the real session when
 * the posts are delivered, and the session is read again when the connection returns (useCurrentUser).
 * @throws ApiRequestError for any other error status, or when the response does not match the schema.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await apiJson(currentUserSchema, 'GET', '/api/auth/user');
    rememberUser(user);
    return user;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) {
      rememberUser(null);
      return null;
    }
    if (err instanceof TypeError) return rememberedUser();
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
