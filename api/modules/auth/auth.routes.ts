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
import { currentUser } from '../../http/auth.ts';
import type { RateLimiters } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validate.ts';
import type { Mailer } from '../../services/mail.ts';
import { audit } from '../audit/audit.service.ts';
import { presentCurrentUser } from '../users/user.presenter.ts';
import { deactivateUser } from '../users/users.service.ts';
import { AUTH_MESSAGES, authenticate, endAllSessions, registerUser, requestPasswordReset, resetPassword } from './auth.service.ts';
import { sessionOf, startPendingTwoFactor, startSession } from './auth-session.ts';
import { allow } from '../../http/access.ts';

/**
 * Account routes (spec 000 §7, §8 Auth; issue 5 items 2, 3, 8):
 * - `GET /api/auth/user` → 200 current user (`currentUserSchema`) | 401 `unauthorized`.
 * - `POST /api/auth/login` {email,password} → 200 current user, session set and rotated | 200
 *   `{ twoFactorRequired: true }` for an account with 2FA on (the session only remembers the pending login for
 *   5 minutes; finish with `POST /api/auth/login/2fa`) | 400 | 401 `invalid_credentials` | 403 `account_blocked`
 *   | 429 `rate_limited` (10 a minute per IP, 5 a minute per e-mail; Retry-After).
 * - `POST /api/auth/register` registerBodySchema → 201 current user, signed in | 400 | 409 `email_exists` /
 *   `username_taken` | 429 (20 an hour per IP).
 * - `POST /api/auth/forgot-password` {email} → always 200 `{message, resetToken?}` (resetToken only with the
 *   development outbox outside production) | 400 for a malformed e-mail | 429 (5 an hour per IP, 3 per e-mail).
 * - `POST /api/auth/reset-password` {token,newPassword} → 200 `{message}` | 400 `invalid_reset_token` | 400.
 * - `GET /api/logout` → 302 to `/`, session ended (also without one).
 * - `DELETE /api/auth/delete-account` → 200 `{message:'Account deactivated'}`, all sessions ended | 401.
 */
export function authRouter(deps: { orm: Orm; mailer: Mailer; config: AppConfig; limits: RateLimiters }): Router {
  const { orm, mailer, config, limits } = deps;
  const router = new Router();

  router.get('/api/auth/user', allow.member, async (ctx) => {
    ctx.body = await presentCurrentUser(currentUser(ctx as unknown as Context));
  });

  router.post('/api/auth/login', allow.public, async (ctx) => {
    const input = parseInput(loginBodySchema, ctx.request.body);
    await limits.consume(['loginIp', ctx.ip], ['loginAccount', input.email]);
    const user = await authenticate(ctx.state.em, input, { ip: ctx.ip });
    if (user.twoFactorEnabled) {
      // Password right, second factor still to come: no signed-in user yet, only a short-lived marker.
      startPendingTwoFactor(ctx, user.id);
      ctx.state.user = undefined;
      ctx.body = { twoFactorRequired: true };
      return;
    }
    user.lastLoginAt = new Date();
    await ctx.state.em.flush();
    await startSession(ctx, user);
    await audit(ctx.state.em, 'login_success', { userId: user.id, ip: ctx.ip, details: { method: 'password' } });
    await limits.reset('loginAccount', input.email);
    ctx.state.user = user;
    ctx.body = await presentCurrentUser(user);
  });

  router.post('/api/auth/register', allow.public, async (ctx) => {
    const input = parseInput(registerBodySchema, ctx.request.body);
    await limits.consume(['registerIp', ctx.ip]);
    const user = await registerUser(ctx.state.em, input);
    await startSession(ctx, user);
    ctx.state.user = user;
    ctx.status = 201;
    ctx.body = await presentCurrentUser(user);
  });

  router.post('/api/auth/forgot-password', allow.public, async (ctx) => {
    const { email } = parseInput(forgotPasswordBodySchema, ctx.request.body);
    await limits.consume(['forgotPasswordIp', ctx.ip], ['forgotPasswordAccount', email]);
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
    const userId = await resetPassword(orm, ctx.state.em, input, { ip: ctx.ip });
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
    const ended = await endAllSessions(orm, user.id);
    await audit(ctx.state.em, 'account_deactivated', { userId: user.id, ip: ctx.ip });
    await audit(ctx.state.em, 'sessions_revoked', { userId: user.id, ip: ctx.ip, details: { reason: 'account_deactivated', count: ended } });
    ctx.session = null;
    ctx.body = { message: AUTH_MESSAGES.accountDeactivated };
  });

  return router;
}
