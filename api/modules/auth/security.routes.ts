import type { EntityManager } from '@mikro-orm/core';
import type { Context } from 'koa';
import { authContract } from '#shared/auth/contract.ts';
import { TWO_FACTOR_LOGIN_TTL_SECONDS, type ConfirmTwoFactorResponse, type LogoutAllResponse, type SendVerificationResponse } from '#shared/schemas/security.ts';
import { V } from '#shared/messages.ts';
import { currentUser } from '../../http/auth.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import type { LimitCheck } from '../../http/rate-limit.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { endOtherSessions } from '../../http/session-store.ts';
import type { ModuleDeps } from '../module.ts';
import { audit } from '../audit/audit.service.ts';
import { changeEmail, revertEmailChange } from '../users/email-change.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { presentCurrentUser } from '../users/user.presenter.ts';
import { assertAccountFieldsFree, verifyPassword } from '../users/users.service.ts';
import { endAllSessions } from './auth.service.ts';
import { rotateSession, sessionOf, startSession } from './auth-session.ts';
import { sendVerificationEmail, VERIFICATION_MESSAGES, verifyEmailToken } from './email-verification.service.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';
import {
  checkSecondFactor,
  confirmEnrollment,
  disableTwoFactor,
  remainingRecoveryCodes,
  startEnrollment,
  TWO_FACTOR_MESSAGES,
  verifyTotpCode,
} from './two-factor.service.ts';

/** The limits every second-factor attempt counts against (per account, per account per day, per IP). */
const twoFactorChecks = (userId: string, ip: string): LimitCheck[] => [
  ['twoFactorAccount', userId],
  ['twoFactorAccountDaily', userId],
  ['twoFactorIp', ip],
];

/**
 * Checks that the owner of `user` is asking (turning 2FA off, changing the e-mail): a current TOTP `code` when given,
 * else the account `password`. The caller consumes the rate limits first.
 * @throws HttpError 400 `invalid_two_factor_code` on `code`, `invalid_password` on `password`.
 */
async function assertOwnerProof(em: EntityManager, box: SecretBox, user: User, input: { code?: string; password?: string }): Promise<void> {
  if (input.code) {
    if (!(await verifyTotpCode(em, box, user.id, input.code))) {
      throw badRequest(TWO_FACTOR_MESSAGES.invalidCode, { code: [TWO_FACTOR_MESSAGES.invalidCode] }, 'invalid_two_factor_code');
    }
    return;
  }
  const row = await em.fork().findOneOrFail(UserSchema, { id: user.id }, { populate: ['passwordHash'] as never });
  if (!(await verifyPassword(row.passwordHash, input.password ?? ''))) {
    throw badRequest(TWO_FACTOR_MESSAGES.invalidPassword, { password: [TWO_FACTOR_MESSAGES.invalidPassword] }, 'invalid_password');
  }
}

/**
 * Account security routes (spec 000 §7 rows send-verification and toggle-2fa; decision 161): e-mail verification,
 * two-factor enrolment, confirmation, turning it off and the second login step, the e-mail change and its undo
 * link, and logging out everywhere. Method, path, access, schemas, statuses and limits are the contract's
 * (shared/auth/contract.ts, docs/decisions/182-endpoint-contracts.md); this file adds the handlers. Turning 2FA off
 * or changing the e-mail ends the other sessions and rotates this one; a followed link redirects (302) with its
 * outcome (`/profile?verified=…`, `/auth?emailReverted=…`).
 */
export function accountSecurityRoutes(deps: ModuleDeps): RouteDef[] {
  const { orm, mailer, config, limits } = deps;
  const box = createSecretBox(config.sessionKeys);
  const endpoints = authContract.endpoints;
  return [
    bindRoute(endpoints.sendVerification, {
      async handler(ctx) {
        const user = currentUser(ctx as unknown as Context);
        let body: SendVerificationResponse = { message: VERIFICATION_MESSAGES.alreadyVerified, emailVerified: true };
        if (!user.emailVerified) {
          await limits.consume(['sendVerificationAccount', user.id]);
          await sendVerificationEmail({ em: ctx.state.em, mailer, config, log: ctx.state.log }, user);
          body = { message: VERIFICATION_MESSAGES.sent, emailVerified: false };
        }
        ctx.body = body;
      },
    }),
    bindRoute(endpoints.verifyEmail, {
      async handler(ctx, { query }) {
        const token = query.token ?? '';
        const outcome = token && token.length <= 200 ? await verifyEmailToken(ctx.state.em, token, { ip: ctx.ip }) : 'invalid';
        ctx.set('Cache-Control', 'no-store');
        ctx.set('Referrer-Policy', 'no-referrer');
        ctx.redirect(`${ctx.state.user ? '/profile' : '/auth'}?verified=${outcome}`);
      },
    }),
    bindRoute(endpoints.toggleTwoFactor, {
      async handler(ctx, { body: input }) {
        const user = currentUser(ctx as unknown as Context);
        if (!user.twoFactorEnabled) {
          ctx.body = await startEnrollment(ctx.state.em, box, user);
          return;
        }
        if (!input.code && !input.password) {
          throw badRequest(TWO_FACTOR_MESSAGES.needCodeOrPassword, { code: [TWO_FACTOR_MESSAGES.needCodeOrPassword] });
        }
        await limits.consume(...twoFactorChecks(user.id, ctx.ip));
        await assertOwnerProof(ctx.state.em, box, user, input);
        await disableTwoFactor(ctx.state.em, user);
        const ended = await endOtherSessions(orm, user.id, sessionOf(ctx)?.externalKey);
        await rotateSession(ctx);
        await audit(ctx.state.em, 'two_factor_disabled', { userId: user.id, ip: ctx.ip, details: { proof: input.code ? 'totp' : 'password' } });
        await audit(ctx.state.em, 'sessions_revoked', { userId: user.id, ip: ctx.ip, details: { reason: 'two_factor_disabled', count: ended } });
        ctx.body = { message: TWO_FACTOR_MESSAGES.disabled, twoFactorEnabled: false };
      },
    }),
    bindRoute(endpoints.confirmTwoFactor, {
      async handler(ctx, { body: { code } }) {
        const user = currentUser(ctx as unknown as Context);
        await limits.consume(...twoFactorChecks(user.id, ctx.ip));
        const recoveryCodes = await confirmEnrollment(ctx.state.em, box, user, code);
        const ended = await endOtherSessions(orm, user.id, sessionOf(ctx)?.externalKey);
        await rotateSession(ctx);
        await audit(ctx.state.em, 'two_factor_enabled', { userId: user.id, ip: ctx.ip });
        await audit(ctx.state.em, 'sessions_revoked', { userId: user.id, ip: ctx.ip, details: { reason: 'two_factor_enabled', count: ended } });
        const body: ConfirmTwoFactorResponse = { message: TWO_FACTOR_MESSAGES.enabled, twoFactorEnabled: true, recoveryCodes };
        ctx.body = body;
      },
    }),
    bindRoute(endpoints.loginTwoFactor, {
      async handler(ctx, { body: { code } }) {
        const session = sessionOf(ctx);
        const pending = session?.pendingTwoFactor;
        const expired = () => unauthorized(TWO_FACTOR_MESSAGES.expired, 'two_factor_expired');
        if (!session || !pending || Date.now() - pending.at > TWO_FACTOR_LOGIN_TTL_SECONDS * 1000) {
          if (pending) ctx.session = null;
          throw expired();
        }
        await limits.consume(...twoFactorChecks(pending.userId, ctx.ip));
        const em = ctx.state.em;
        const user = await em.findOne(UserSchema, { id: pending.userId });
        if (!user?.isActive || !user.twoFactorEnabled) {
          ctx.session = null;
          throw expired();
        }
        const method = await checkSecondFactor(em, box, user.id, code);
        if (!method) {
          await audit(em, 'login_failure', { userId: user.id, ip: ctx.ip, details: { email: user.email, reason: 'wrong_second_factor' } });
          throw unauthorized(TWO_FACTOR_MESSAGES.invalidCode, 'invalid_two_factor_code');
        }
        if (method === 'recovery_code') {
          await audit(em, 'recovery_code_used', { userId: user.id, ip: ctx.ip, details: { remaining: await remainingRecoveryCodes(em, user.id) } });
        }
        user.lastLoginAt = new Date();
        await em.flush();
        await startSession(ctx, user);
        await audit(em, 'login_success', { userId: user.id, ip: ctx.ip, details: { method } });
        await limits.reset('loginAccount', user.email);
        ctx.state.user = user;
        ctx.body = await presentCurrentUser(user);
      },
    }),
    bindRoute(endpoints.changeEmail, {
      async handler(ctx, { body: input }) {
        const user = currentUser(ctx as unknown as Context);
        if (input.email === user.email) throw badRequest(V.emailUnchanged, { email: [V.emailUnchanged] });
        await limits.consume(['emailChangeAccount', user.id], ...(input.code ? twoFactorChecks(user.id, ctx.ip) : []));
        await assertOwnerProof(ctx.state.em, box, user, input);
        await assertAccountFieldsFree(ctx.state.em, { email: input.email }, user.id);
        await changeEmail(ctx.state.em, config, user, input.email, { ip: ctx.ip });
        const ended = await endOtherSessions(orm, user.id, sessionOf(ctx)?.externalKey);
        await rotateSession(ctx);
        await audit(ctx.state.em, 'sessions_revoked', { userId: user.id, ip: ctx.ip, details: { reason: 'email_changed', count: ended } });
        ctx.body = await presentCurrentUser(user);
      },
    }),
    bindRoute(endpoints.revertEmail, {
      async handler(ctx, { query }) {
        const token = query.token ?? '';
        const { outcome, userId } = token && token.length <= 200 ? await revertEmailChange(orm, ctx.state.em, config, token, { ip: ctx.ip }) : { outcome: 'invalid', userId: undefined };
        // The account's sessions have ended; this browser's cookie goes too when it was signed in to that account.
        if (userId && sessionOf(ctx)?.userId === userId) {
          ctx.session = null;
          ctx.state.user = undefined;
        }
        ctx.set('Cache-Control', 'no-store');
        ctx.set('Referrer-Policy', 'no-referrer');
        ctx.redirect(`/auth?emailReverted=${outcome}`);
      },
    }),
    bindRoute(endpoints.logoutAll, {
      async handler(ctx) {
        const user = currentUser(ctx as unknown as Context);
        const ended = await endAllSessions(orm, user.id);
        ctx.session = null;
        ctx.state.user = undefined;
        await audit(ctx.state.em, 'sessions_revoked', { userId: user.id, ip: ctx.ip, details: { reason: 'logout_all', count: ended } });
        const body: LogoutAllResponse = { message: 'You have been logged out everywhere', endedSessions: ended };
        ctx.body = body;
      },
    }),
  ];
}
