import type { Context, Middleware } from 'koa';
import type { AppState } from './state.ts';

/**
 * What a session-shaped answer says: kept by no cache at all, not even the browser's own disk cache on a shared
 * family computer (decisions 158, 162).
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Whether this answer was shaped by a session: a signed-in member, or a session cookie set or cleared by it. */
function shapedBySession(ctx: Context, sessionCookie: string): boolean {
  if ((ctx.state as AppState).user) return true;
  const setCookie = ctx.response.get('Set-Cookie') as string | string[];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.some((cookie) => cookie.startsWith(`${sessionCookie}=`));
}

/**
 * Decision 158: every answer under `/api/` that a session shapes — the request of a signed-in member (errors
 * included), or an answer that sets or clears the session cookie (login, registration, logout) — leaves with
 * `Cache-Control: private, no-store`, whatever the route set, so no proxy, CDN or browser disk keeps a member's
 * data. Two kinds of route-set headers stay: one that already says `no-store`, and one that starts with `public`
 * (the route declares its answer the same for everyone, e.g. the home statistics; the member walk of
 * api/http/cache-control.test.ts lists which routes may). Guests' answers keep what their route set (the shared
 * first pages of api/http/guest-cache.ts). Mounted outside the error middleware, so it sees the final answer.
 */
export function personalResponses(opts: { sessionCookie: string }): Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    if (!ctx.path.startsWith('/api/') || !shapedBySession(ctx as unknown as Context, opts.sessionCookie)) return;
    const declared = ctx.response.get('Cache-Control');
    if (/\bno-store\b/i.test(declared) || /^\s*public\b/i.test(declared)) return;
    ctx.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  };
}
