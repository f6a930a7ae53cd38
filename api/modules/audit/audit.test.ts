import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPasswordResponseSchema } from '#shared/auth/schemas.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { enableTwoFactor } from '../../test/security.ts';
import { promoteConfiguredAdmin } from '../auth/admin-role.ts';
import { UserSchema } from '../users/user.entity.ts';
import { AuditEventSchema } from './audit-event.entity.ts';
import { audit } from './audit.service.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The audit rows of a user (or of failed logins for an e-mail), oldest first, as `{ event, details, ip }`. */
async function eventsOf(where: { userId?: string | null }) {
  const rows = await t.orm.em.fork().find(AuditEventSchema, where as never, { orderBy: { createdAt: 'asc' } });
  return rows.map((r) => ({ event: r.event, details: r.details, ip: r.ip }));
}

/** Asserts that `actual` holds exactly the `expected` [event, details] pairs, in any order. */
function expectSameEvents(actual: unknown[], expected: unknown[]) {
  expect(actual).toHaveLength(expected.length);
  expect(actual).toEqual(expect.arrayContaining(expected));
}

describe('audit log of security events (issue 5 item 8)', () => {
  it('records successful and failed logins with the IP, never the password', async () => {
    const { user, password } = await createMember(t);
    await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password: 'wrong-password-x' } });
    await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password } });
    const unknown = `ghost-${user.email}`;
    await call(t.agent(), authContract.endpoints.login, { body: { email: unknown, password: 'whatever-1' } });

    const events = await eventsOf({ userId: user.id });
    expect(events.map((e) => [e.event, e.details])).toEqual([
      ['login_failure', { email: user.email, reason: 'wrong_password' }],
      ['login_success', { method: 'password' }],
    ]);
    expect(events[0]!.ip).toMatch(/127\.0\.0\.1|::1/);
    const ghost = (await eventsOf({ userId: null })).filter((e) => (e.details as { email?: string }).email === unknown);
    expect(ghost).toEqual([{ event: 'login_failure', details: { email: unknown, reason: 'unknown_email' }, ip: events[0]!.ip }]);
    const all = JSON.stringify(await t.orm.em.fork().find(AuditEventSchema, {}));
    expect(all).not.toContain('wrong-password-x');
    expect(all).not.toContain(password);
  });

  it('records a blocked account\'s login, a password reset and the sessions it ended', async () => {
    const { user, password } = await createMember(t);
    await loginAgent(t, user.email, password);
    const { resetToken } = forgotPasswordResponseSchema.parse((await call(t.agent(), authContract.endpoints.forgotPassword, { body: { email: user.email } })).body);
    expect((await call(t.agent(), authContract.endpoints.resetPassword, { body: { token: resetToken, newPassword: 'brand-new-pw' } })).status).toBe(200);
    await t.orm.em.fork().nativeUpdate(UserSchema, { id: user.id }, { isActive: false });
    await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password: 'brand-new-pw' } });

    expectSameEvents((await eventsOf({ userId: user.id })).map((e) => [e.event, e.details]), [
      ['login_success', { method: 'password' }],
      ['password_reset', null],
      ['sessions_revoked', { reason: 'password_reset', count: 1 }],
      ['login_failure', { email: user.email, reason: 'account_blocked' }],
    ]);
  });

  it('records 2FA on and off, a recovery-code login and the sessions those changes ended', async () => {
    const { user, password } = await createMember(t);
    const agent = await loginAgent(t, user.email, password);
    const { recoveryCodes } = await enableTwoFactor(agent);
    const browser = t.agent();
    await call(browser, authContract.endpoints.login, { body: { email: user.email, password } });
    expect((await call(browser, authContract.endpoints.loginTwoFactor, { body: { code: recoveryCodes[0] } })).status).toBe(200);
    expect((await call(agent, authContract.endpoints.toggleTwoFactor, { body: { password } })).status).toBe(200);

    // Events of one request may share a millisecond: compare regardless of order.
    expectSameEvents((await eventsOf({ userId: user.id })).map((e) => [e.event, e.details]), [
      ['login_success', { method: 'password' }],
      ['two_factor_enabled', null],
      ['sessions_revoked', { reason: 'two_factor_enabled', count: 0 }],
      ['recovery_code_used', { remaining: 9 }],
      ['login_success', { method: 'recovery_code' }],
      ['two_factor_disabled', { proof: 'password' }],
      ['sessions_revoked', { reason: 'two_factor_disabled', count: 1 }],
    ]);
  });

  it('records the start-up promotion of ADMIN_EMAIL (once) as a role change', async () => {
    const { user } = await createMember(t);
    expect(await promoteConfiguredAdmin(t.orm, user.email.toUpperCase())).toBe(true);
    expect(await promoteConfiguredAdmin(t.orm, user.email)).toBe(false);
    expect(await promoteConfiguredAdmin(t.orm, 'nobody-here@example.com')).toBe(false);
    expect((await t.orm.em.fork().findOneOrFail(UserSchema, { id: user.id })).role).toBe('admin');
    expect((await eventsOf({ userId: user.id })).map((e) => [e.event, e.details])).toEqual([
      ['role_change', { from: 'member', to: 'admin', reason: 'ADMIN_EMAIL at start-up' }],
    ]);
  });

  it('audit() writes at once, also when the request then fails (no flush needed)', async () => {
    const em = t.orm.em.fork();
    await audit(em, 'sessions_revoked', { ip: `${'9'.repeat(70)}`, details: { reason: 'test' } });
    const row = await t.orm.em.fork().findOneOrFail(AuditEventSchema, { details: { reason: 'test' } } as never);
    expect(row.ip).toHaveLength(64);
    expect(row.userId).toBeNull();
  });
});
