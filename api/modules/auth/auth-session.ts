import type { SessionData } from '../../http/auth.ts';

/** koa-session's session object as this app uses it (koa-session 7 ships no Context typing). */
export interface AppSession extends SessionData {
  regenerate(): Promise<void>;
  /** The session's key in the store before any rotation in this request (koa-session `externalKey`). */
  readonly externalKey?: string;
}
type WithSession = { session: unknown };

/** The request's session, or null when it was ended in this request. */
export const sessionOf = (ctx: object) => (ctx as WithSession).session as AppSession | null;

/** The request's session, starting an empty one when it was ended earlier in this request. */
export function ensureSession(ctx: object): AppSession {
  let session = sessionOf(ctx);
  if (!session) {
    (ctx as WithSession).session = {};
    session = sessionOf(ctx) as AppSession;
  }
  return session;
}

/** The request's User-Agent, cut to 300 characters ('' without one): the device a session list names. */
function userAgentOf(ctx: object): string {
  const header = (ctx as { headers?: Record<string, string | string[] | undefined> }).headers?.['user-agent'];
  return (typeof header === 'string' ? header : '').slice(0, 300);
}

/**
 * Signs `user` in: stores its id, role and the sign-in time in the session (drops any pending second-factor
 * login), then rotates the session key (a new cookie value; the old session row is deleted), so a session id
 * planted before login is useless afterwards (session fixation). Also used after a 2FA change (issue 5 item 6).
 */
export async function startSession(ctx: object, user: { id: string; role: string }, now = Date.now()): Promise<void> {
  const session = ensureSession(ctx);
  delete session.pendingTwoFactor;
  session.userId = user.id;
  session.role = user.role;
  session.createdAt = now;
  session.seenAt = now;
  session.device = userAgentOf(ctx);
  await session.regenerate();
}

/** Rotates the key of the current session, keeping its data (after a privilege or 2FA change). */
export async function rotateSession(ctx: object): Promise<void> {
  const session = sessionOf(ctx);
  if (session) await session.regenerate();
}

/**
 * Replaces the session's data with a pending second-factor login for `userId` (issue 5 item 2): nobody is
 * signed in until POST /api/auth/login/2fa succeeds within TWO_FACTOR_LOGIN_TTL_SECONDS.
 */
export function startPendingTwoFactor(ctx: object, userId: string, now = Date.now()): void {
  (ctx as WithSession).session = { pendingTwoFactor: { userId, at: now } };
}
