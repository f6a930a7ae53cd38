import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSessionListSchema, changePasswordResponseSchema } from '#shared/schemas/security.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sessionCount } from '../../test/security.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/** A member signed in on a "phone" and a "laptop" (two cookie jars, two User-Agents). */
async function memberOnTwoDevices() {
  const member = await createMember(t);
  const phone = t.agent();
  expect((await call(phone, authContract.endpoints.login).set('User-Agent', 'Phone browser 1.0').send({ email: member.user.email, password: member.password })).status).toBe(200);
  const laptop = t.agent();
  expect((await call(laptop, authContract.endpoints.login).set('User-Agent', 'Laptop browser 2.0').send({ email: member.user.email, password: member.password })).status).toBe(200);
  return { ...member, phone, laptop };
}

describe('the session list (decision 169)', () => {
  it('lists every signed-in device with its browser, this one first and marked current', async () => {
    const member = await memberOnTwoDevices();
    const { phone } = member;
    const res = await call(phone, authContract.endpoints.sessions);
    expect(res.status).toBe(200);
    const { sessions } = accountSessionListSchema.parse(res.body);
    expect(sessions.map((s) => [s.current, s.device])).toEqual([
      [true, 'Phone browser 1.0'],
      [false, 'Laptop browser 2.0'],
    ]);
    const android = await call(t.agent(), authContract.endpoints.login).set('User-Agent', ANDROID_CHROME).send({ email: member.user.email, password: member.password });
    expect(android.status).toBe(200);
    const named = accountSessionListSchema.parse((await call(phone, authContract.endpoints.sessions)).body).sessions.find((s) => s.device === ANDROID_CHROME);
    expect([named?.browser, named?.os]).toEqual(['Chrome', 'Android']);
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Number.isNaN(Date.parse(s.signedInAt))).toBe(false);
    }
  });

  it('shows only the own account’s sessions and needs a sign-in', async () => {
    const { phone } = await memberOnTwoDevices();
    const other = await createMember(t);
    const otherAgent = await loginAgent(t, other.user.email, other.password);
    const mine = accountSessionListSchema.parse((await call(phone, authContract.endpoints.sessions)).body).sessions;
    const theirs = accountSessionListSchema.parse((await call(otherAgent, authContract.endpoints.sessions)).body).sessions;
    expect(theirs).toHaveLength(1);
    expect(mine.map((s) => s.id)).not.toContain(theirs[0]!.id);
    expect((await call(t.agent(), authContract.endpoints.sessions)).status).toBe(401);
  });

  it('signs one other device out: its next request is 401, this one stays signed in', async () => {
    const { user, phone, laptop } = await memberOnTwoDevices();
    const { sessions } = accountSessionListSchema.parse((await call(phone, authContract.endpoints.sessions)).body);
    const laptopSession = sessions.find((s) => !s.current)!;
    const res = await call(phone, authContract.endpoints.endSession, { params: { id: laptopSession.id } });
    expect(res.status).toBe(200);
    expect(res.body.endedSessions).toBe(1);
    expect((await call(laptop, authContract.endpoints.user)).status).toBe(401);
    expect((await call(phone, authContract.endpoints.user)).status).toBe(200);
    expect(await sessionCount(t, user.id)).toBe(1);
    expect((await call(phone, authContract.endpoints.endSession, { params: { id: laptopSession.id } })).status).toBe(404);
  });

  it('cannot end another account’s session (404, and it stays signed in)', async () => {
    const { phone } = await memberOnTwoDevices();
    const other = await createMember(t);
    const otherAgent = await loginAgent(t, other.user.email, other.password);
    const [theirs] = accountSessionListSchema.parse((await call(otherAgent, authContract.endpoints.sessions)).body).sessions;
    expect((await call(phone, authContract.endpoints.endSession, { params: { id: theirs!.id } })).status).toBe(404);
    expect((await call(otherAgent, authContract.endpoints.user)).status).toBe(200);
    expect((await call(phone, authContract.endpoints.endSession, { params: { id: 'not-a-handle' } })).status).toBe(400);
  });

  it('ending this device’s own session signs this browser out', async () => {
    const { phone, laptop } = await memberOnTwoDevices();
    const { sessions } = accountSessionListSchema.parse((await call(phone, authContract.endpoints.sessions)).body);
    expect((await call(phone, authContract.endpoints.endSession, { params: { id: sessions.find((s) => s.current)!.id } })).status).toBe(200);
    expect((await call(phone, authContract.endpoints.user)).status).toBe(401);
    expect((await call(laptop, authContract.endpoints.user)).status).toBe(200);
  });
});

describe('changing the password while signed in (decision 169)', () => {
  it('needs the current password; then the new one signs in, the old one does not, and other devices are signed out', async () => {
    const { user, password, phone, laptop } = await memberOnTwoDevices();
    const res = await call(phone, authContract.endpoints.changePassword, { body: { currentPassword: password, newPassword: 'a-new-secret-9' } });
    expect(res.status).toBe(200);
    expect(changePasswordResponseSchema.parse(res.body).endedSessions).toBe(1);
    expect((await call(phone, authContract.endpoints.user)).status).toBe(200);
    expect((await call(laptop, authContract.endpoints.user)).status).toBe(401);
    expect(await sessionCount(t, user.id)).toBe(1);
    const oldLogin = await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password } });
    expect(oldLogin.status, oldLogin.text).toBe(401);
    expect((await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password: 'a-new-secret-9' } })).status).toBe(200);
    const events = await t.orm.em.fork().find(AuditEventSchema, { userId: user.id, event: 'password_changed' });
    expect(events).toHaveLength(1);
  });

  it('refuses a wrong current password (400 invalid_password) and keeps the old password and every session', async () => {
    const { user, password, phone, laptop } = await memberOnTwoDevices();
    const res = await call(phone, authContract.endpoints.changePassword, { body: { currentPassword: 'not-it-at-all', newPassword: 'a-new-secret-9' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_password');
    expect(res.body.fields.currentPassword).toHaveLength(1);
    expect((await call(laptop, authContract.endpoints.user)).status).toBe(200);
    expect((await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password } })).status).toBe(200);
  });

  it('refuses a too-short or unchanged new password with a message on the field', async () => {
    const { password, phone } = await memberOnTwoDevices();
    const short = await call(phone, authContract.endpoints.changePassword, { body: { currentPassword: password, newPassword: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.fields.newPassword).toEqual(['Password must be at least 6 characters long']);
    const same = await call(phone, authContract.endpoints.changePassword, { body: { currentPassword: password, newPassword: password } });
    expect(same.status).toBe(400);
    expect(same.body.fields.newPassword).toEqual(['The new password must differ from the current one']);
    expect((await call(t.agent(), authContract.endpoints.changePassword, { body: { currentPassword: password, newPassword: 'x-new-pass' } })).status).toBe(401);
  });

  it('of two changes sent at once with the same current password, one wins and the other is refused', async () => {
    const { user, password, phone } = await memberOnTwoDevices();
    const [a, b] = await Promise.all([
      call(phone, authContract.endpoints.changePassword, { body: { currentPassword: password, newPassword: 'first-new-pass' } }),
      call(phone, authContract.endpoints.changePassword, { body: { currentPassword: password, newPassword: 'second-new-pass' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? 'first-new-pass' : 'second-new-pass';
    expect((await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password: winner } })).status).toBe(200);
  });
});
