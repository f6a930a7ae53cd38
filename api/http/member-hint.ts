import type { Middleware, ParameterizedContext } from 'koa';
import { MEMBER_HINT_COOKIE } from '#shared/first-paint.ts';
import type { SessionData } from './auth.ts';
import type { AppState } from './state.ts';

/** Name of the session cookie (api/app.ts). */
const SESSION_COOKIE = 'tc.sid';

/**
 * Keeps the readable `tc_member=1` cookie (shared/first-paint.ts) in step with the session: set when an API
 * response leaves a signed-in session (login, registration, second factor…), cleared when it leaves none (logout,
 * logout everywhere, a deleted account, an expired session). It says only "someone may be signed in in this
 * browser" — never who, never a credential; the session cookie stays httpOnly. The PWA asks GET /api/auth/user
 * only when it is present, so a guest never gets the spec'd 401, which browsers print as a console error on every
 * page (issue 11 defect 8; docs/decisions/067-session-unknown-state.md).
 *
 * Cost: a request with neither the session cookie nor the hint (a guest) outside /api/auth/ is left alone; for the
 * others the session is already loaded by `loadUser`. Mount after the session and user middleware.
 * @param maxAgeMs the session cookie's lifetime, so both expire together
 */
export function memberHint(opts: { maxAgeMs: number; secure: boolean }): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      syncHint(ctx);
    }
  };
  function syncHint(ctx: ParameterizedContext<AppState>) {
    if (!ctx.path.startsWith('/api/')) return;
    const hinted = ctx.cookies.get(MEMBER_HINT_COOKIE) === '1';
    if (!hinted && !ctx.cookies.get(SESSION_COOKIE) && !ctx.path.startsWith('/api/auth/')) return;
    const signedIn = Boolean((ctx.session as SessionData | null)?.userId);
    if (signedIn === hinted) return;
    ctx.cookies.set(MEMBER_HINT_COOKIE, signedIn ? '1' : null, {
      httpOnly: false,
      sameSite: 'lax',
      secure: opts.secure,
      signed: false,
      overwrite: true,
      ...(signedIn ? { maxAge: opts.maxAgeMs } : {}),
    });
  }
}
