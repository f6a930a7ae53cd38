import type { Context, Middleware, Next } from 'koa';
import { UserSchema, type User } from '../modules/users/user.entity.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { AppState } from './state.ts';

/** The session payload this app stores (koa-session keeps it in the `sessions` table). */
export interface SessionData {
  userId?: string;
}

/**
 * Loads the signed-in user from the session into `ctx.state.user`. A session pointing at a deactivated or
 * deleted account is ended.
 */
export function loadUser(): Middleware<AppState> {
  return async (ctx, next) => {
    const userId = (ctx.session as SessionData | null)?.userId;
    if (userId) {
      const user = await ctx.state.em.findOne(UserSchema, { id: userId });
      if (user?.isActive) ctx.state.user = user;
      else ctx.session = null;
    }
    await next();
  };
}

/** Returns the signed-in user. @throws HttpError 401 `unauthorized` when there is none. */
export function currentUser(ctx: Context): User {
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
