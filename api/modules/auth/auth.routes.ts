import type { Context } from 'koa';
import { authContract } from '#shared/auth/contract.ts';
import type { z } from 'zod/mini';
import type { forgotPasswordResponseSchema } from '#shared/auth/schemas.ts';
import { currentUser } from '../../http/auth.ts';
import { isLocalRequest } from '../../http/local-only.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { audit } from '../audit/audit.service.ts';
import { presentCurrentUser } from '../users/user.presenter.ts';
import { deactivateUser } from '../users/users.service.ts';
import { AUTH_MESSAGES, authenticate, endAllSessions, registerUser, requestPasswordReset, resetPassword } from './auth.service.ts';
import { sessionOf, startPendingTwoFactor, startSession } from './auth-session.ts';

/**
 * Account routes (spec 000 §7, §8 Auth): the signed-in member, login, registration, password reset, logout and
 * account deactivation. Method, path, access, schemas, statuses and limits are the contract's
 * (shared/auth/contract.ts, docs/decisions/182-endpoint-contracts.md); this file adds the handlers. `GET /api/logout`
 * is no endpoint (405 with `Allow: POST`, decision 173).
 */
export function authRoutes(deps: ModuleDeps): RouteDef[] {
  const { orm, mailer, config, limits } = deps;
  const endpoints = authContract.endpoints;
  return [
    bindRoute(endpoints.user, {
      async handler(ctx) {
        ctx.body = await presentCurrentUser(currentUser(ctx as unknown as Context));
      },
    }),
    bindRoute(endpoints.login, {
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
    bindRoute(endpoints.register, {
      async handler(ctx, { body: input }) {
        await limits.consume(['registerIp', ctx.ip]);
        const user = await registerUser(ctx.state.em, input);
        await startSession(ctx, user);
        ctx.state.user = user;
        ctx.status = 201;
        ctx.body = await presentCurrentUser(user);
      },
    }),
    bindRoute(endpoints.forgotPassword, {
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
    bindRoute(endpoints.resetPassword, {
      async handler(ctx, { body: input }) {
        const userId = await resetPassword(orm, ctx.state.em, input, { ip: ctx.ip });
        // If the resetter's own browser was signed in as that user, that session row is gone: drop the cookie too.
        if (sessionOf(ctx)?.userId === userId) ctx.session = null;
        ctx.body = { message: AUTH_MESSAGES.passwordReset };
      },
    }),
    bindRoute(endpoints.logout, {
      async handler(ctx) {
        ctx.session = null;
        ctx.state.user = undefined;
        ctx.redirect('/');
        ctx.status = 303;
      },
    }),
    bindRoute(endpoints.deleteAccount, {
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
