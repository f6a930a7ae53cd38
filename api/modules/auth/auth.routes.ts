import type { Context } from 'koa';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  forgotPasswordResponseSchema,
} from '#shared/schemas/auth.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import { loginResponseSchema } from '#shared/schemas/security.ts';
import { currentUserSchema } from '#shared/schemas/user.ts';
import type { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { isLocalRequest } from '../../http/local-only.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { audit } from '../audit/audit.service.ts';
import { presentCurrentUser } from '../users/user.presenter.ts';
import { deactivateUser } from '../users/users.service.ts';
import { AUTH_MESSAGES, authenticate, endAllSessions, registerUser, requestPasswordReset, resetPassword } from './auth.service.ts';
import { sessionOf, startPendingTwoFactor, startSession } from './auth-session.ts';

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
 *   development outbox outside production, to a request from this machine) | 400 for a malformed e-mail | 429
 *   (5 an hour per IP, 3 per e-mail).
 * - `POST /api/auth/reset-password` {token,newPassword} → 200 `{message}` | 400 `invalid_reset_token` | 400.
 * - `POST /api/logout` (no body; a form post of the site header) → 303 to `/`, session ended (also without one);
 *   CSRF-checked like every write, so another site cannot sign a member out (decision 158).
 *   `GET /api/logout` is no endpoint (405 with `Allow: POST`, the API's answer to a method a path does not have;
 *   decision 173).
 * - `DELETE /api/auth/delete-account` → 200 `{message:'Account deactivated'}`, all sessions ended | 401.
 */
export function authRoutes(deps: ModuleDeps): RouteDef[] {
  const { orm, mailer, config, limits } = deps;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/auth/user',
      access: 'member',
      summary: 'The signed-in member',
      responses: { 200: currentUserSchema },
      async handler(ctx) {
        ctx.body = await presentCurrentUser(currentUser(ctx as unknown as Context));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/login',
      errors: { 401: 'Wrong e-mail or password (`invalid_credentials`)', 403: 'Account blocked or suspended (`account_blocked`, `account_suspended`)', 429: 'Too many requests (`rate_limited`, Retry-After)' },
      access: 'public',
      summary: 'Log in with e-mail and password',
      body: loginBodySchema,
      responses: { 200: loginResponseSchema },
      async handler(ctx, { body: input }) {
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
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/register',
      errors: { 409: 'E-mail or username taken (`email_exists`, `username_taken`)', 429: 'Too many requests (`rate_limited`, Retry-After)' },
      access: 'public',
      summary: 'Register and sign in',
      body: registerBodySchema,
      responses: { 201: currentUserSchema },
      async handler(ctx, { body: input }) {
        await limits.consume(['registerIp', ctx.ip]);
        const user = await registerUser(ctx.state.em, input);
        await startSession(ctx, user);
        ctx.state.user = user;
        ctx.status = 201;
        ctx.body = await presentCurrentUser(user);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/forgot-password',
      errors: { 429: 'Too many requests (`rate_limited`, Retry-After)' },
      access: 'public',
      summary: 'Mail a password-reset link',
      body: forgotPasswordBodySchema,
      responses: { 200: forgotPasswordResponseSchema },
      async handler(ctx, { body: { email } }) {
        await limits.consume(['forgotPasswordIp', ctx.ip], ['forgotPasswordAccount', email]);
        const resetToken = await requestPasswordReset({ em: ctx.state.em, mailer, config, log: ctx.state.log }, email);
        // Same status and message whatever the e-mail. In development-outbox mode the token is added for an existing
        // active account only; an unknown e-mail gets exactly the answer a real-mail deployment gives. That reveals
        // accounts in development only, where mail is not really sent anyway (issue 2 item 6). Like every development
        // helper, only to a request from this machine (decision 058).
        const body: z.infer<typeof forgotPasswordResponseSchema> = { message: AUTH_MESSAGES.forgotPassword };
        if (resetToken && isLocalRequest(ctx)) body.resetToken = resetToken;
        ctx.body = body;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/reset-password',
      errors: { 400: 'Unknown, expired or used link (`invalid_reset_token`)' },
      access: 'public',
      summary: 'Set a new password with a reset token',
      body: resetPasswordBodySchema,
      responses: { 200: messageSchema },
      async handler(ctx, { body: input }) {
        const userId = await resetPassword(orm, ctx.state.em, input, { ip: ctx.ip });
        // If the resetter's own browser was signed in as that user, that session row is gone: drop the cookie too.
        if (sessionOf(ctx)?.userId === userId) ctx.session = null;
        ctx.body = { message: AUTH_MESSAGES.passwordReset };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/logout',
      access: 'public',
      summary: 'Log out and go home (303 to /)',
      responses: { 303: null },
      async handler(ctx) {
        ctx.session = null;
        ctx.state.user = undefined;
        ctx.redirect('/');
        ctx.status = 303;
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/auth/delete-account',
      access: 'member',
      summary: 'Deactivate the own account',
      responses: { 200: messageSchema },
      async handler(ctx) {
        const user = currentUser(ctx as unknown as Context);
        await deactivateUser(ctx.state.em, user);
        const ended = await endAllSessions(orm, user.id);
        await audit(ctx.state.em, 'account_deactivated', { userId: user.id, ip: ctx.ip });
        await audit(ctx.state.em, 'sessions_revoked', { userId: user.id, ip: ctx.ip, details: { reason: 'account_deactivated', count: ended } });
        ctx.session = null;
        ctx.body = { message: AUTH_MESSAGES.accountDeactivated };
      },
    }),
  ];
}
