import Router from '@koa/router';
import type { Context } from 'koa';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  type forgotPasswordResponseSchema,
} from '#shared/schemas/auth.ts';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';
import { currentUser, type SessionData } from '../../http/auth.ts';
import { parseInput } from '../../http/validate.ts';
import type { Mailer } from '../../services/mail.ts';
import { presentCurrentUser } from '../users/user.presenter.ts';
import { deactivateUser } from '../users/users.service.ts';
import { AUTH_MESSAGES, authenticate, endAllSessions, registerUser, requestPasswordReset, resetPassword } from './auth.service.ts';
import { allow } from '../../http/access.ts';

/** koa-session's session object as this app uses it (koa-session 7 ships no Context typing). */
interface AppSession extends SessionData {
  regenerate(): Promise<void>;
}
type WithSession = { session: unknown };
const sessionOf = (ctx: object) => (ctx as WithSession).session as AppSession | null;

/**
 * Signs `userId` in: stores it in the session, then rotates the session key (a new cookie value; the old
 * session row is deleted), so a session id planted before login is useless afterwards (session fixation).
 */
async function startSession(ctx: object, userId: string): Promise<void> {
  let session = sessionOf(ctx);
  if (!session) {
    // The session was ended earlier in this request (e.g. it pointed at a deactivated account): start afresh.
    (ctx as WithSession).session = {};
    session = sessionOf(ctx) as AppSession;
  }
  session.userId = userId;
  await session.regenerate();
}

/**
 * Account routes (spec 000 §7, §8 Auth):
 * - `GET /api/auth/user` → 200 current user (`currentUserSchema`) | 401 `unauthorized`.
 * - `POST /api/auth/login` {email,password} → 200 current user, session set and rotated | 400 | 401
 *   `invalid_credentials` | 403 `account_blocked`.
 * - `POST /api/auth/register` registerBodySchema → 201 current user, signed in | 400 | 409 `email_exists` /
 *   `username_taken`.
 * - `POST /api/auth/forgot-password` {email} → always 200 `{message, resetToken?}` (resetToken only with the
 *   development outbox outside production) | 400 for a malformed e-mail.
 * - `POST /api/auth/reset-password` {token,newPassword} → 200 `{message}` | 400 `invalid_reset_token` | 400.
 * - `GET /api/logout` → 302 to `/`, session ended (also without one).
 * - `DELETE /api/auth/delete-account` → 200 `{message:'Account deactivated'}`, all sessions ended | 401.
 */
export function authRouter(deps: { orm: Orm; mailer: Mailer; config: AppConfig }): Router {
  const { orm, mailer, config } = deps;
  const router = new Router();

  router.get('/api/auth/user', allow.public, async (ctx) => {
    ctx.body = await presentCurrentUser(currentUser(ctx as unknown as Context));
  });

  router.post('/api/auth/login', allow.public, async (ctx) => {
    const input = parseInput(loginBodySchema, ctx.request.body);
    const user = await authenticate(ctx.state.em, input);
    user.lastLoginAt = new Date();
    await ctx.state.em.flush();
    await startSession(ctx, user.id);
    ctx.state.user = user;
    ctx.body = await presentCurrentUser(user);
  });

  router.post('/api/auth/register', allow.public, async (ctx) => {
    const input = parseInput(registerBodySchema, ctx.request.body);
    const user = await registerUser(ctx.state.em, input);
    await startSession(ctx, user.id);
    ctx.state.user = user;
    ctx.status = 201;
    ctx.body = await presentCurrentUser(user);
  });

  router.post('/api/auth/forgot-password', allow.public, async (ctx) => {
    const { email } = parseInput(forgotPasswordBodySchema, ctx.request.body);
    const resetToken = await requestPasswordReset({ em: ctx.state.em, mailer, config, log: ctx.state.log }, email);
    // Same status and message whatever the e-mail. In development-outbox mode the token is added for an existing
    // active account only; an unknown e-mail gets exactly the answer a real-mail deployment gives. That reveals
    // accounts in development only, where mail is not really sent anyway (issue 2 item 6).
    const body: z.infer<typeof forgotPasswordResponseSchema> = { message: AUTH_MESSAGES.forgotPassword };
    if (resetToken) body.resetToken = resetToken;
    ctx.body = body;
  });

  router.post('/api/auth/reset-password', allow.public, async (ctx) => {
    const input = parseInput(resetPasswordBodySchema, ctx.request.body);
    const userId = await resetPassword(orm, ctx.state.em, input);
    // If the resetter's own browser was signed in as that user, that session row is gone: drop the cookie too.
    if (sessionOf(ctx)?.userId === userId) ctx.session = null;
    ctx.body = { message: AUTH_MESSAGES.passwordReset };
  });

  router.get('/api/logout', allow.public, async (ctx) => {
    ctx.session = null;
    ctx.state.user = undefined;
    ctx.redirect('/');
  });

  router.delete('/api/auth/delete-account', allow.member, async (ctx) => {
    const user = currentUser(ctx as unknown as Context);
    await deactivateUser(ctx.state.em, user);
    await endAllSessions(orm, user.id);
    ctx.session = null;
    ctx.body = { message: AUTH_MESSAGES.accountDeactivated };
  });

  return router;
}
