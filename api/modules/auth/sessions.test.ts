import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { logoutAllResponseSchema } from '#shared/schemas/security.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '../../http/auth.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sessionCookie, sessionCount, sidOf } from '../../test/security.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { UserSchema } from '../users/user.entity.ts';
import { SessionSchema } from '../../http/session.entity.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** The user's only session row. */
async function onlySession(userId: string) {
  const rows = await t.orm.em.fork().find(SessionSchema, { userId });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Rewrites fields of the user's only session (e.g. to make it look old). */
async function patchSession(userId: string, changes: Record<string, unknown>) {
  const em = t.orm.em.fork();
  const row = await em.findOneOrFail(SessionSchema, { userId });
  row.data = { ...row.data, ...changes };
  await em.flush();
}

describe('session lifetime (issue 5 item 6)', () => {
  it('records the sign-in time, the last use and the role in the session', async () => {
    const { user, password } = await createMember(t);
    const before = Date.now();
    await loginAgent(t, user.email, password);
    const { data } = await onlySession(user.id);
    expect(data.userId).toBe(user.id);
    expect(data.role).toBe('member');
    expect(data.createdAt).toBeGreaterThanOrEqual(before);
    expect(data.seenAt).toBe(data.createdAt);
  });

  it('ends a session unused for 30 days (idle timeout)', async () => {
    const { user, password } = await createMember(t);
    const agent = await loginAgent(t, user.email, password);
    await patchSession(user.id, { seenAt: Date.now() - SESSION_IDLE_TIMEOUT_MS - 60_000 });
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(30 * DAY);
    expect((await call(agent, authContract.endpoints.user)).status).toBe(401);
    expect(await sessionCount(t, user.id)).toBe(0);
  });

  it('ends a session 90 days after sign-in however active it is (absolute timeout)', async () => {
    const { user, password } = await createMember(t);
    const agent = await loginAgent(t, user.email, password);
    await patchSession(user.id, { createdAt: Date.now() - SESSION_ABSOLUTE_TIMEOUT_MS - 60_000, seenAt: Date.now() - 60_000 });
    expect(SESSION_ABSOLUTE_TIMEOUT_MS).toBe(90 * DAY);
    expect((await call(agent, authContract.endpoints.user)).status).toBe(401);
    expect(await sessionCount(t, user.id)).toBe(0);
  });

  it('keeps an active session alive: the last use is refreshed at most hourly, extending the cookie', async () => {
    const { user, password } = await createMember(t);
    const agent = await loginAgent(t, user.email, password);
    const fresh = await call(agent, authContract.endpoints.user);
    expect(sessionCookie(fresh)).toBe('');
    await patchSession(user.id, { seenAt: Date.now() - 29 * DAY });
    await t.orm.em.fork().nativeUpdate(SessionSchema, { userId: user.id }, { expiresAt: new Date(Date.now() + DAY) });
    const res = await call(agent, authContract.endpoints.user);
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/tc\.sid=/);
    const { data, expiresAt } = await onlySession(user.id);
    expect(data.seenAt).toBeGreaterThan(Date.now() - 60_000);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('rotates the session key when the role changes (privilege change)', async () => {
    const { user, password } = await createMember(t);
    const agent = t.agent();
    const login = await call(agent, authContract.endpoints.login, { body: { email: user.email, password } });
    const oldCookie = sessionCookie(login);
    await t.orm.em.fork().nativeUpdate(UserSchema, { id: user.id }, { role: 'admin' });

    const res = await call(agent, authContract.endpoints.user);
    expect(res.body).toMatchObject({ role: 'admin', isAdmin: true });
    expect(sidOf(sessionCookie(res))).toBeTruthy();
    expect(sidOf(sessionCookie(res))).not.toBe(sidOf(oldCookie));
    expect((await call(t.agent(), authContract.endpoints.user).set('Cookie', oldCookie)).status).toBe(401);
    expect((await call(agent, authContract.endpoints.user)).status).toBe(200);
    expect((await onlySession(user.id)).data.role).toBe('admin');
  });
});

describe('POST /api/auth/logout-all', () => {
  it('needs a session (401)', async () => {
    expect((await call(t.agent(), authContract.endpoints.logoutAll)).status).toBe(401);
  });

  it('ends every session of the account, this one included, and logs it', async () => {
    const { user, password } = await createMember(t);
    const phone = await loginAgent(t, user.email, password);
    const laptop = await loginAgent(t, user.email, password);
    const stranger = await createMember(t);
    const strangerAgent = await loginAgent(t, stranger.user.email, stranger.password);

    const res = await call(laptop, authContract.endpoints.logoutAll);
    expect(res.status).toBe(200);
    expect(z.strictObject(logoutAllResponseSchema.shape).parse(res.body)).toEqual({ message: 'You have been logged out everywhere', endedSessions: 2 });
    expect((await call(phone, authContract.endpoints.user)).status).toBe(401);
    expect((await call(laptop, authContract.endpoints.user)).status).toBe(401);
    expect((await call(strangerAgent, authContract.endpoints.user)).status).toBe(200);
    expect(await sessionCount(t, user.id)).toBe(0);
    const events = await t.orm.em.fork().find(AuditEventSchema, { userId: user.id, event: 'sessions_revoked' });
    expect(events.map((e) => e.details)).toEqual([{ reason: 'logout_all', count: 2 }]);
  });
});
