import type { EntityManager } from '@mikro-orm/core';
import type { Context, Middleware, Next } from 'koa';
import { forbidden, unauthorized } from './errors.ts';
import type { AppState, SignedInUser } from './state.ts';

/** The session payload this app stores (koa-session keeps it in the `sessions` table). Times are ms since the epoch. */
export interface SessionData {
  userId?: string;
  /** When the user signed in (absolute timeout). */
  createdAt?: number;
  /** Last request seen, written at most every {@link SESSION_TOUCH_MS} (idle timeout). */
  seenAt?: number;
  /** The browser's User-Agent at sign-in (at most 300 characters), shown in the member's session list (decision 169). */
  device?: string;
  /** The role the session was issued for: a change rotates the session key. */
  role?: string;
  /** A password-checked login waiting for its second factor (issue 5 item 2); no `userId` yet. */
  pendingTwoFactor?: { userId: string; at: number };
}

/** A session unused this long ends (idle timeout, 30 days in ms; issue 5 item 6). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in however active it is (absolute timeout, 90 days in ms). */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 90 * 24 * 60 * 60 * 1000;
/** `seenAt` is refreshed (one session write) at most this often (1 hour in ms). */
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

type RotatableSession = SessionData & { regenerate(): Promise<void> };

/**
 * Finds an account by id through the request's EntityManager (null: none). The feature that owns accounts
 * implements it and the composition root passes it to {@link loadUser} (api/app.ts; decision 175).
 */
export type FindAccount = (em: EntityManager, id: string) => Promise<SignedInUser | null>;

/**
 * Loads the signed-in user from the session into `ctx.state.user`. The session is ended (row deleted, cookie
 * cleared) when it points at a deactivated or deleted account, was idle for 30 days or is older than 90 days
 * (docs/decisions/014-session-lifetime.md). When the user's role differs from the one the session was issued
 * for, the session key is rotated (a privilege change never keeps an old key). `seenAt` is refreshed hourly.
 * `findAccount` looks the session's account up.
 */
export function loadUser(findAccount: FindAccount, now: () => number = Date.now): Middleware<AppState> {
  return async (ctx, next) => {
    const session = ctx.session as RotatableSession | null;
    const userId = session?.userId;
    if (session && userId) {
      const t = now();
      const createdAt = session.createdAt ?? t;
      const seenAt = session.seenAt ?? t;
      const user = t - seenAt > SESSION_IDLE_TIMEOUT_MS || t - createdAt > SESSION_ABSOLUTE_TIMEOUT_MS ? null : await findAccount(ctx.state.em, userId);
      if (user?.isActive) {
        ctx.state.user = user;
        if (session.createdAt === undefined) session.createdAt = createdAt;
        if (t - seenAt >= SESSION_TOUCH_MS || session.seenAt === undefined) session.seenAt = t;
        if (session.role !== user.role) {
          const rotate = session.role !== undefined;
          session.role = user.role;
          if (rotate) await session.regenerate();
        }
      } else {
        ctx.session = null;
      }
    }
    await next();
  };
}

/** Returns the signed-in user. @throws HttpError 401 `unauthorized` when there is none. */
export function currentUser(ctx: Context): SignedInUser {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}

/** Guard: only signed-in members pass (401 otherwise). Spec 000 §6. */
export const requireUser: Middleware<AppState> = async (ctx, next: Next) => {
  currentUser(ctx as unknown as Context);
  await next();
};

/** Guard: only the admin passes (401 without a session, 403 for members). */
export const requireAdmin: Middleware<AppState> = async (ctx, next: Next) => {
  const user = currentUser(ctx as unknown as Context);
  if (user.role !== 'admin') throw forbidden();
  await next();
};
