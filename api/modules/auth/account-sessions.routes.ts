import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { Context } from 'koa';
import { authContract } from '#shared/auth/contract.ts';
import type { AccountSession, AccountSessionList, ChangePasswordResponse, LogoutAllResponse } from '#shared/schemas/security.ts';
import type { SessionData } from '../../http/auth.ts';
import { currentUser } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { endOtherSessions, hashSessionKey } from '../../http/session-store.ts';
import type { ModuleDeps } from '../module.ts';
import { audit } from '../audit/audit.service.ts';
import { UserSchema } from '../users/user.entity.ts';
import { hashPassword, verifyPassword } from '../users/users.service.ts';
import { rotateSession, sessionOf } from './auth-session.ts';
import { SessionSchema } from '../../http/session.entity.ts';

/** English fallbacks of this file's answers (the PWA shows its own bilingual text for each outcome). */
export const ACCOUNT_SESSION_MESSAGES = {
  passwordChanged: 'Your password has been changed. Your other devices have been logged out.',
  invalidPassword: 'The current password is not correct',
  sessionEnded: 'That device has been logged out',
  sessionNotFound: 'This session has already ended',
} as const;

/**
 * The handle a session list shows for a stored session: 32 hex characters of a SHA-256 of its stored key (itself a
 * hash of the cookie), so neither the cookie nor the stored key ever leaves the server (decision 169).
 */
const publicSessionId = (storedId: string) => createHash('sha256').update(`account-session\u0000${storedId}`).digest('hex').slice(0, 32);

const iso = (ms: unknown, fallback: Date) => new Date(typeof ms === 'number' ? ms : fallback.getTime()).toISOString();

/**
 * The member's own sessions and password (decision 169; the help FAQ's promise in shared/help/faq.ts):
 * - `GET /api/auth/sessions` (member) → 200 `{ sessions: [{ id, current, device, signedInAt, lastSeenAt }] }`, the
 *   live (unexpired) sessions of the account, this device first, then by last use.
 * - `DELETE /api/auth/sessions/:id` (member) → 200 `{ message, endedSessions: 1 }`: that device is signed out (its
 *   row deleted; the current session's id signs this browser out) | 404 `not_found` (ended already, or another
 *   account's).
 * - `POST /api/auth/change-password` (member) `{ currentPassword, newPassword }` → 200 `{ message, endedSessions }`:
 *   the password is changed, every other session ended, this one rotated | 400 `validation_failed` (too short or
 *   long, the same as the current one), `invalid_password` (current password wrong) | 429 (5 tries per 15 minutes).
 * Method, path, access, schemas and statuses are the contract's (shared/auth/contract.ts, decision 182).
 */
export function accountSessionRoutes(deps: ModuleDeps): RouteDef[] {
  const { orm, limits } = deps;
  const endpoints = authContract.endpoints;
  return [
    bindRoute(endpoints.sessions, {
      async handler(ctx) {
        const user = currentUser(ctx as unknown as Context);
        const currentKey = sessionOf(ctx)?.externalKey;
        const currentId = currentKey ? hashSessionKey(currentKey) : '';
        const rows = await orm.em.fork().find(SessionSchema, { userId: user.id, expiresAt: { $gt: new Date() } });
        const sessions: AccountSession[] = rows.map((row) => {
          const data = row.data as SessionData;
          const device = typeof data.device === 'string' ? data.device : '';
          const parsed = device ? Bowser.parse(device) : undefined;
          return {
            id: publicSessionId(row.id),
            current: row.id === currentId,
            device,
            browser: parsed?.browser.name ?? '',
            os: parsed?.os.name ?? '',
            signedInAt: iso(data.createdAt, row.createdAt),
            lastSeenAt: iso(data.seenAt, row.updatedAt),
          };
        });
        sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
        const body: AccountSessionList = { sessions };
        ctx.body = body;
      },
    }),
    bindRoute(endpoints.endSession, {
      async handler(ctx, { params }) {
        const user = currentUser(ctx as unknown as Context);
        const em = orm.em.fork();
        const rows = await em.find(SessionSchema, { userId: user.id }, { fields: ['id'] });
        const target = rows.find((row) => publicSessionId(row.id) === params.id);
        if (!target) throw notFound(ACCOUNT_SESSION_MESSAGES.sessionNotFound);
        const currentKey = sessionOf(ctx)?.externalKey;
        const ended = await em.nativeDelete(SessionSchema, { id: target.id, userId: user.id });
        if (ended === 0) throw notFound(ACCOUNT_SESSION_MESSAGES.sessionNotFound);
        if (currentKey && hashSessionKey(currentKey) === target.id) {
          ctx.session = null;
          ctx.state.user = undefined;
        }
        await audit(ctx.state.em, 'sessions_revoked', { userId: user.id, ip: ctx.ip, details: { reason: 'session_ended', count: ended } });
        const body: LogoutAllResponse = { message: ACCOUNT_SESSION_MESSAGES.sessionEnded, endedSessions: ended };
        ctx.body = body;
      },
    }),
    bindRoute(endpoints.changePassword, {
      async handler(ctx, { body: input }) {
        const user = currentUser(ctx as unknown as Context);
        await limits.consume(['passwordChangeAccount', user.id]);
        const em = orm.em.fork();
        const row = await em.findOneOrFail(UserSchema, { id: user.id }, { populate: ['passwordHash'] as never });
        if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
          await audit(ctx.state.em, 'login_failure', { userId: user.id, ip: ctx.ip, details: { reason: 'password', during: 'change_password' } });
          throw badRequest(ACCOUNT_SESSION_MESSAGES.invalidPassword, { currentPassword: [ACCOUNT_SESSION_MESSAGES.invalidPassword] }, 'invalid_password');
        }
        const passwordHash = await hashPassword(input.newPassword);
        // Only the hash that was checked is replaced: two changes sent at once with the same current password
        // change it once; the other finds the hash moved and is refused like a wrong password.
        const changed = await em.nativeUpdate(UserSchema, { id: user.id, passwordHash: row.passwordHash }, { passwordHash, updatedAt: new Date() });
        if (changed === 0) {
          throw badRequest(ACCOUNT_SESSION_MESSAGES.invalidPassword, { currentPassword: [ACCOUNT_SESSION_MESSAGES.invalidPassword] }, 'invalid_password');
        }
        await audit(ctx.state.em, 'password_changed', { userId: user.id, ip: ctx.ip });
        const ended = await endOtherSessions(orm, user.id, sessionOf(ctx)?.externalKey);
        await rotateSession(ctx);
        await audit(ctx.state.em, 'sessions_revoked', { userId: user.id, ip: ctx.ip, details: { reason: 'password_changed', count: ended } });
        const body: ChangePasswordResponse = { message: ACCOUNT_SESSION_MESSAGES.passwordChanged, endedSessions: ended };
        ctx.body = body;
      },
    }),
  ];
}
