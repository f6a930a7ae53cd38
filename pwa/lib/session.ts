import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { CURRENT_USER_PATH } from '#shared/auth/constants.ts';
import { EARLY_SESSION_GLOBAL, MEMBER_HINT_COOKIE } from '#shared/first-paint.ts';
import { ApiRequestError, apiJson, apiRequestError } from './api/client.ts';
import { noteServerBuild } from './pwa/update-store.ts';
import { useHydrated } from './use-hydrated.ts';

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

/** True when the server's member hint cookie says this browser has a signed-in session (shared/first-paint.ts). */
const mayHaveSession = () => new RegExp(`(^|; )${MEMBER_HINT_COOKIE}=1`).test(document.cookie);

/** The request pwa/index.html's boot script started (shared/first-paint.ts), taken at most once. */
function takeEarlySessionRequest(): Promise<Response | Error> | undefined {
  const holder = window as unknown as Record<string, Promise<Response | Error> | undefined>;
  const early = holder[EARLY_SESSION_GLOBAL];
  holder[EARLY_SESSION_GLOBAL] = undefined;
  return early;
}

/**
 * The shared schema of the current user, loaded with the session's answer rather than with the first screen: the
 * pre-rendered page renders "session unknown" and needs no schema (issue 10 item 3, decision 032).
 */
const loadCurrentUserSchema = () => import('#shared/schemas/current-user.ts').then((m) => m.currentUserSchema);

async function requestCurrentUser(): Promise<CurrentUser> {
  const early = takeEarlySessionRequest();
  if (!early) return apiJson(await loadCurrentUserSchema(), 'GET', CURRENT_USER_PATH);
  const res = await early;
  if (!(res instanceof Response)) throw res;
  noteServerBuild(res.headers.get('X-App-Version'));
  if (!res.ok) throw await apiRequestError(res.status, res.statusText, await res.text());
  const [json, schema] = await Promise.all([res.json() as Promise<unknown>, loadCurrentUserSchema()]);
  return schema.parse(json);
}

async function rememberedUser(): Promise<CurrentUser | null> {
  try {
    const parsed = (await loadCurrentUserSchema()).safeParse(JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the signed-in user; a 401 means nobody is signed in and resolves to null (spec 000 §7, §8).
 * A browser without the server's member hint cookie is a guest without asking (and forgets its remembered user):
 * a guest is the normal state, and the spec'd 401 would be printed by the browser as a console error on every
 * page (issue 11 defect 8; docs/decisions/067-session-unknown-state.md). The first call uses the request the
 * page's boot script started (shared/first-paint.ts).
 * During the build's pre-render (no window) nobody is signed in.
 * With no network (offline, server unreachable: fetch throws a TypeError) it resolves to the last user seen on
 * this device (or null), so a member can read and queue posts offline; the server checks the real session when
 * the posts are delivered, and the session is read again when the connection returns (useCurrentUser).
 * @throws ApiRequestError for any other error status, or when the response does not match the schema.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (typeof window === 'undefined') return null;
  if (!mayHaveSession()) {
    rememberUser(null);
    return null;
  }
  try {
    const user = await requestCurrentUser();
    rememberUser(user);
    return user;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) {
      rememberUser(null);
      return null;
    }
    if (err instanceof TypeError) return await rememberedUser();
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

/**
 * What the app knows about who is signed in: `unknown` until the session request has answered (the pre-rendered
 * page and its hydration), then `guest` or `member`. Sign-in-dependent parts (header account links, member
 * actions) render a placeholder while `unknown` instead of the page waiting behind a spinner (issue 10 item 2;
 * docs/decisions/067-session-unknown-state.md).
 */
export type SessionState = { status: 'unknown'; user: null } | { status: 'guest'; user: null } | { status: 'member'; user: CurrentUser };

/**
 * The session as a {@link SessionState} (a failed session request counts as a guest, as everywhere). While React
 * hydrates a pre-rendered part it is `unknown`, as in the build's render, even when the session has answered by then:
 * parts hydrated later than the page (the home page below the fold, decision 144) match their HTML, then update.
 */
export function useSession(): SessionState {
  const { data, isPending } = useCurrentUser();
  const hydrated = useHydrated();
  if (isPending || !hydrated) return { status: 'unknown', user: null };
  return data ? { status: 'member', user: data } : { status: 'guest', user: null };
}
