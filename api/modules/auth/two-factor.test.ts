import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { currentUserSchema } from '#shared/schemas/current-user.ts';
import { twoFactorEnrollmentSchema } from '#shared/schemas/security.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { enableTwoFactor, forgetLastTimeStep, sessionCookie, sessionCount, sidOf, totpCode } from '../../test/security.ts';
import { UserSchema } from '../users/user.entity.ts';
import { RecoveryCodeSchema } from './recovery-code.entity.ts';
import { SessionSchema } from '../../http/session.entity.ts';
import { hashRecoveryCode } from './two-factor.service.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The user's row with its hidden 2FA columns. */
const secretsOf = (userId: string) =>
  t.orm.em.fork().findOneOrFail(UserSchema, { id: userId }, { populate: ['twoFactorSecret', 'twoFactorPendingSecret', 'twoFactorLastTimeStep'] as never });

/** A member with 2FA on, signed in with `agent`. */
async function twoFactorMember() {
  const member = await createMember(t);
  const agent = await loginAgent(t, member.user.email, member.password);
  const { secret, recoveryCodes } = await enableTwoFactor(agent);
  return { ...member, agent, secret, recoveryCodes };
}

describe('POST /api/auth/toggle-2fa while 2FA is off (enrolment)', () => {
  it('answers an otpauth URI, its QR code and the secret, stores the secret encrypted and keeps 2FA off', async () => {
    const { user, password } = await createMember(t);
    const agent = await loginAgent(t, user.email, password);
    const res = await call(agent, authContract.endpoints.toggleTwoFactor);
    expect(res.status).toBe(200);
    const body = z.strictObject(twoFactorEnrollmentSchema.shape).parse(res.body);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(body.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(body.secret);
    expect(uri.searchParams.get('issuer')).toBe('Tamil Community');
    expect(decodeURIComponent(body.otpauthUri)).toContain(user.email);
    expect(body.qrCode.length).toBeGreaterThan(500);

    expect((await call(agent, authContract.endpoints.user)).body.twoFactorEnabled).toBe(false);
    const row = await secretsOf(user.id);
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecret).toBeNull();
    expect(row.twoFactorPendingSecret).toMatch(/^v1\./);
    expect(row.twoFactorPendingSecret).not.toContain(body.secret);
  });

  it('refuses a wrong first code (400 invalid_two_factor_code) and a confirmation without enrolment (409)', async () => {
    const { user, password } = await createMember(t);
    const agent = await loginAgent(t, user.email, password);
    const early = await call(agent, authContract.endpoints.confirmTwoFactor, { body: { code: '123456' } });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('two_factor_not_pending');

    const { secret } = twoFactorEnrollmentSchema.parse((await call(agent, authContract.endpoints.toggleTwoFactor)).body);
    const good = await totpCode(secret);
    const wrong = good === '000000' ? '000001' : '000000';
    const res = await call(agent, authContract.endpoints.confirmTwoFactor, { body: { code: wrong } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_two_factor_code');
    const badShape = await call(agent, authContract.endpoints.confirmTwoFactor, { body: { code: '12ab' } });
    expect(badShape.status).toBe(400);
    expect(badShape.body.fields.code).toEqual(['Enter the 6-digit code from your authenticator app']);
    expect((await secretsOf(user.id)).twoFactorEnabled).toBe(false);
  });
});

describe('POST /api/auth/2fa/confirm', () => {
  it('turns 2FA on, returns 10 recovery codes once (stored hashed), ends other sessions and rotates this one', async () => {
    const { user, password } = await createMember(t);
    const agent = t.agent();
    const login = await call(agent, authContract.endpoints.login, { body: { email: user.email, password } });
    const otherDevice = await loginAgent(t, user.email, password);
    const { secret } = twoFactorEnrollmentSchema.parse((await call(agent, authContract.endpoints.toggleTwoFactor)).body);

    const res = await call(agent, authContract.endpoints.confirmTwoFactor, { body: { code: await totpCode(secret) } });
    expect(res.status).toBe(200);
    expect(res.body.twoFactorEnabled).toBe(true);
    const codes: string[] = res.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);

    const rows = await t.orm.em.fork().find(RecoveryCodeSchema, { user: user.id });
    expect(rows.map((r) => r.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(rows)).not.toContain(codes[0]);
    const row = await secretsOf(user.id);
    expect(row.twoFactorEnabled).toBe(true);
    expect(row.twoFactorPendingSecret).toBeNull();
    expect(row.twoFactorSecret).toMatch(/^v1\./);

    expect(sidOf(sessionCookie(login))).toBeTruthy();
    expect(sidOf(sessionCookie(res))).toBeTruthy();
    expect(sidOf(sessionCookie(res))).not.toBe(sidOf(sessionCookie(login)));
    expect((await call(agent, authContract.endpoints.user)).body.twoFactorEnabled).toBe(true);
    expect((await call(otherDevice, authContract.endpoints.user)).status).toBe(401);
    expect(await sessionCount(t, user.id)).toBe(1);
    expect((await call(agent, authContract.endpoints.confirmTwoFactor, { body: { code: await totpCode(secret, 1) } })).status).toBe(409);
  });
});

describe('login with 2FA', () => {
  it('answers { twoFactorRequired: true } without signing in, then signs in with a current code (once)', async () => {
    const { user, password, secret } = await twoFactorMember();
    const browser = t.agent();
    const first = await call(browser, authContract.endpoints.login, { body: { email: user.email, password } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect((await call(browser, authContract.endpoints.user)).status).toBe(401);

    const code = await totpCode(secret, 1);
    const done = await call(browser, authContract.endpoints.loginTwoFactor, { body: { code: `${code.slice(0, 3)} ${code.slice(3)}` } });
    expect(done.status).toBe(200);
    expect(currentUserSchema.parse(done.body)).toMatchObject({ id: user.id, twoFactorEnabled: true });
    expect((await call(browser, authContract.endpoints.user)).body.id).toBe(user.id);

    // The same code is refused for the next login (replay), before and after the password step.
    const again = t.agent();
    expect((await call(again, authContract.endpoints.login, { body: { email: user.email, password } })).body).toEqual({ twoFactorRequired: true });
    const replay = await call(again, authContract.endpoints.loginTwoFactor, { body: { code } });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('invalid_two_factor_code');
    expect((await call(again, authContract.endpoints.user)).status).toBe(401);
  });

  it('refuses a wrong code (401) and keeps the pending login for a retry', async () => {
    const { user, password, secret } = await twoFactorMember();
    await forgetLastTimeStep(t, user.id);
    const browser = t.agent();
    await call(browser, authContract.endpoints.login, { body: { email: user.email, password } });
    const good = await totpCode(secret);
    const wrong = await call(browser, authContract.endpoints.loginTwoFactor, { body: { code: good === '999999' ? '999998' : '999999' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'The code is not correct', code: 'invalid_two_factor_code' });
    expect((await call(browser, authContract.endpoints.loginTwoFactor, { body: { code: good } })).status).toBe(200);
  });

  it('answers 401 two_factor_expired without a password step, or 5 minutes after it', async () => {
    const { user, password, secret } = await twoFactorMember();
    const none = await call(t.agent(), authContract.endpoints.loginTwoFactor, { body: { code: '123456' } });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('two_factor_expired');

    const browser = t.agent();
    await call(browser, authContract.endpoints.login, { body: { email: user.email, password } });
    const em = t.orm.em.fork();
    const pending = (await em.find(SessionSchema, { userId: null })).filter((s) => (s.data.pendingTwoFactor as { userId?: string } | undefined)?.userId === user.id);
    expect(pending).toHaveLength(1);
    const row = pending[0]!;
    row.data = { ...row.data, pendingTwoFactor: { userId: user.id, at: Date.now() - 5 * 60 * 1000 - 1000 } };
    await em.flush();
    const late = await call(browser, authContract.endpoints.loginTwoFactor, { body: { code: await totpCode(secret, 1) } });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('two_factor_expired');
    expect((await call(browser, authContract.endpoints.user)).status).toBe(401);
  });

  it('accepts each recovery code once (any case, with or without dashes)', async () => {
    const { user, password, recoveryCodes } = await twoFactorMember();
    const code = recoveryCodes[3]!;
    const browser = t.agent();
    await call(browser, authContract.endpoints.login, { body: { email: user.email, password } });
    const ok = await call(browser, authContract.endpoints.loginTwoFactor, { body: { code: code.replace(/-/g, '').toLowerCase() } });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(user.id);
    expect(await t.orm.em.fork().count(RecoveryCodeSchema, { user: user.id, usedAt: null })).toBe(9);

    const other = t.agent();
    await call(other, authContract.endpoints.login, { body: { email: user.email, password } });
    const reused = await call(other, authContract.endpoints.loginTwoFactor, { body: { code } });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('invalid_two_factor_code');
    expect((await call(other, authContract.endpoints.loginTwoFactor, { body: { code: recoveryCodes[4] } })).status).toBe(200);
  });
});

describe('POST /api/auth/toggle-2fa while 2FA is on (turning it off)', () => {
  it('needs a current code or the password, and refuses wrong ones', async () => {
    const { user, agent, secret } = await twoFactorMember();
    const empty = await call(agent, authContract.endpoints.toggleTwoFactor);
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('validation_failed');
    const badPassword = await call(agent, authContract.endpoints.toggleTwoFactor, { body: { password: 'not-the-password' } });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.code).toBe('invalid_password');
    const good = await totpCode(secret, 1);
    const badCode = await call(agent, authContract.endpoints.toggleTwoFactor, { body: { code: good === '111111' ? '111112' : '111111' } });
    expect(badCode.status).toBe(400);
    expect(badCode.body.code).toBe('invalid_two_factor_code');
    expect((await secretsOf(user.id)).twoFactorEnabled).toBe(true);
  });

  it('turns 2FA off with the password: secrets and recovery codes removed, other sessions ended', async () => {
    const { user, password, agent } = await twoFactorMember();
    const res = await call(agent, authContract.endpoints.toggleTwoFactor, { body: { password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Two-factor authentication is off', twoFactorEnabled: false });
    const row = await secretsOf(user.id);
    expect([row.twoFactorEnabled, row.twoFactorSecret, row.twoFactorPendingSecret, row.twoFactorLastTimeStep]).toEqual([false, null, null, null]);
    expect(await t.orm.em.fork().count(RecoveryCodeSchema, { user: user.id })).toBe(0);
    expect((await call(agent, authContract.endpoints.user)).body.twoFactorEnabled).toBe(false);
    // A password login is enough again.
    const login = await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password } });
    expect(login.body.id).toBe(user.id);
  });

  it('turns 2FA off with a current code', async () => {
    const { user, password, agent, secret } = await twoFactorMember();
    const otherDevice = t.agent();
    await call(otherDevice, authContract.endpoints.login, { body: { email: user.email, password } });
    await call(otherDevice, authContract.endpoints.loginTwoFactor, { body: { code: await totpCode(secret, 1) } });
    expect((await call(otherDevice, authContract.endpoints.user)).status).toBe(200);
    await forgetLastTimeStep(t, user.id);

    const res = await call(agent, authContract.endpoints.toggleTwoFactor, { body: { code: await totpCode(secret) } });
    expect(res.status).toBe(200);
    expect((await secretsOf(user.id)).twoFactorEnabled).toBe(false);
    expect((await call(otherDevice, authContract.endpoints.user)).status).toBe(401);
    expect((await call(agent, authContract.endpoints.user)).status).toBe(200);
  });
});
