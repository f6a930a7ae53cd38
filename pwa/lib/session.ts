import { useQuery, type QueryClient } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser } from '#shared/schemas/user.ts';
import { ApiRequestError, apiJson } from './api/client.ts';

/** Query key of the signed-in user (GET /api/auth/user). */
export const CURRENT_USER_KEY = ['auth', 'user'] as const;

/** Fetches the signed-in user; a 401 means nobody is signed in and resolves to null (spec 000 §7, §8). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiJson(currentUserSchema, 'GET', '/api/auth/user');
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return null;
    throw err;
  }
}

/** The signed-in user (null for guests), loaded once and shared by every screen. */
export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
}

/** True when the user counts as admin: role admin or isAdmin (spec 000 §3 Current user). */
export const isAdminUser = (user: CurrentUser | null | undefined) => Boolean(user && (user.role === 'admin' || user.isAdmin));

/** Re-reads the signed-in user after login, logout, registration or a profile change. */
export const refreshCurrentUser = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
