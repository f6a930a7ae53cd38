import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '#shared/schemas/current-user.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { enableTwoFactor, forgetLastTimeStep, lastVerificationLink, totpCode } from '../../test/security.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { EmailChangeTokenSchema } from './email-change-token.entity.ts';
import { UserSchema } from './user.entity.ts';
import { authContract } from '#shared/auth/contract.ts';
import { usersContract } from '#shared/users/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://tamil.example' }, { rateLimits: { emailChangeAccount: { points: 5, durationSeconds: 3600 } } });
});
afterAll(() => t.close());

let seq = 0;
/** A fresh address nobody uses. */
const freshEmail = () => `moved-${process.pid}-${++seq}@example.com`;
const row = (id: string) => t.orm.em.fork().findOneOrFail(UserSchema, { id });
const auditOf = (event: string, userId: string) => t.orm.em.fork().find(AuditEventSchema, { event, userId });

/** A member signed in twice (this browser and a phone). */
async function memberOnTwoDevices() {
  const member = await createMember(t);
  const agent = await loginAgent(t, member.user.email, member.password);
  const phone = await loginAgent(t, member.user.email, member.password);
  return { ...member, agent, phone };
}

/** The path + query of the revert link last mailed to `email`. */
async function revertPath(email: string): Promise<string> {
  const mail = [...(await t.mailer.listOutbox())].reverse().find((m) => m.to === email && m.text.includes(endpointPath(authContract.endpoints.revertEmail, { query: { token: '' } })));
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/revert-email\?token=[A-Za-z0-9_%-]+/)?.[0];
  if (!link) throw new Error(`no revert link mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('PATCH /api/users/profile cannot change the e-mail (decision 161)', () => {
  it('refuses a new address with 400 on `email`, pointing to the Security tab; nothing changes', async () => {
    const { user, agent } = await memberOnTwoDevices();
    const res = await call(agent, usersContract.endpoints.updateProfile, { body: { email: freshEmail(), city: 'Kandy' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', fields: { email: ['Change your email address in the Security tab of your profile: it asks for your password'] } });
    expect(await row(user.id)).toMatchObject({ email: user.email, city: 'Jaffna' });
  });
});

describe('POST /api/auth/change-email (decision 161)', () => {
  it('needs a session, a proof and a different address: 401, then 400 for each missing or wrong part, nothing changed', async () => {
    expect((await call(t.agent(), authContract.endpoints.changeEmail, { body: { email: freshEmail(), password: 'x' } })).status).toBe(401);
    const { user, password, agent } = await memberOnTwoDevices();
    const noProof = await call(agent, authContract.endpoints.changeEmail, { body: { email: freshEmail() } });
    expect(noProof.status).toBe(400);
    expect(noProof.body.fields).toEqual({ password: ['Enter your current password or a code from your authenticator app'] });
    const wrong = await call(agent, authContract.endpoints.changeEmail, { body: { email: freshEmail(), password: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_password');
    const same = await call(agent, authContract.endpoints.changeEmail, { body: { email: user.email.toUpperCase(), password } });
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual({ email: ['This is already your email address'] });
    const noCode = await call(agent, authContract.endpoints.changeEmail, { body: { email: freshEmail(), code: '123456' } }); // 2FA is off
    expect(noCode.body.code).toBe('invalid_two_factor_code');
    const other = await createMember(t);
    const taken = await call(agent, authContract.endpoints.changeEmail, { body: { email: other.user.email, password } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_exists');
    expect((await row(user.id)).email).toBe(user.email);
    expect(await t.orm.em.fork().count(EmailChangeTokenSchema, { user: user.id })).toBe(0);
  });

  it('with the password: the new address, unverified; the old one mailed a 7-day revert link, the new one a verification link; other devices signed out', async () => {
    const { user, password, agent, phone } = await memberOnTwoDevices();
    const next = freshEmail();
    const before = Date.now();
    const res = await call(agent, authContract.endpoints.changeEmail, { body: { email: next.toUpperCase(), password } });
    expect(res.status, res.text).toBe(200);
    expect(currentUserSchema.parse(res.body)).toMatchObject({ email: next, emailVerified: false });
    expect((await call(agent, authContract.endpoints.user)).body.email).toBe(next);
    expect((await call(phone, authContract.endpoints.user)).status).toBe(401);
    await loginAgent(t, next, password);
    expect((await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password } })).status).toBe(401);

    const mails = await t.mailer.listOutbox();
    const notice = mails.find((m) => m.to === user.email && m.subject.includes('Your email address was changed'))!;
    expect(notice.text).toContain(next);
    expect(notice.text).toContain('7 நாட்களுக்குள்');
    expect(await lastVerificationLink(t, next)).toMatch(/^http:\/\/tamil\.example\/api\/auth\/verify-email\?token=/);
    const [token] = await t.orm.em.fork().find(EmailChangeTokenSchema, { user: user.id });
    expect(token).toMatchObject({ oldEmail: user.email, newEmail: next, usedAt: null });
    expect(token!.expiresAt.getTime() - before).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(token!.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 60_000);
    expect((await auditOf('email_changed', user.id))[0]?.details).toEqual({ from: user.email, to: next });
    expect((await auditOf('sessions_revoked', user.id))[0]?.details).toMatchObject({ reason: 'email_changed', count: 1 });
  });

  it('with 2FA on, a current code proves it too', async () => {
    const { user, agent } = await memberOnTwoDevices();
    const { secret } = await enableTwoFactor(agent);
    await forgetLastTimeStep(t, user.id);
    const next = freshEmail();
    const res = await call(agent, authContract.endpoints.changeEmail, { body: { email: next, code: await totpCode(secret) } });
    expect(res.status, res.text).toBe(200);
    expect((await row(user.id)).email).toBe(next);
  });

  it('allows 5 attempts an hour per account, right or wrong (429 after)', async () => {
    const { agent } = await memberOnTwoDevices();
    for (let i = 0; i < 5; i++) expect((await call(agent, authContract.endpoints.changeEmail, { body: { email: freshEmail(), password: 'wrong-password' } })).status).toBe(400);
    expect((await call(agent, authContract.endpoints.changeEmail, { body: { email: freshEmail(), password: 'wrong-password' } })).status).toBe(429);
  });
});

describe('GET /api/auth/revert-email (decision 161)', () => {
  it('puts the old address back, verified; ends every session; replaces the password and mails a reset link; works once', async () => {
    const { user, password, agent, phone } = await memberOnTwoDevices();
    const next = freshEmail();
    expect((await call(agent, authContract.endpoints.changeEmail, { body: { email: next, password } })).status).toBe(200);
    const newcomer = await loginAgent(t, next, password); // whoever changed it, signed in again
    const path = await revertPath(user.email);

    const res = await t.agent().get(path).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth?emailReverted=1');
    expect(await row(user.id)).toMatchObject({ email: user.email, emailVerified: true });
    for (const a of [agent, phone, newcomer]) expect((await call(a, authContract.endpoints.user)).status).toBe(401);
    expect((await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password } })).status).toBe(401);
    const reset = (await t.mailer.listOutbox()).find((m) => m.to === user.email && m.text.includes('/auth?resetToken='));
    expect(reset).toBeDefined();
    expect((await auditOf('email_change_reverted', user.id))[0]?.details).toEqual({ from: next, to: user.email });

    expect((await t.agent().get(path).redirects(0)).headers.location).toBe('/auth?emailReverted=used');
    expect((await call(t.agent(), authContract.endpoints.revertEmail, { query: { token: 'nonsense' } }).redirects(0)).headers.location).toBe('/auth?emailReverted=invalid');
  });

  it('counts one of two simultaneous clicks; an expired link and a taken address change nothing', async () => {
    const { user, password, agent } = await memberOnTwoDevices();
    const next = freshEmail();
    await call(agent, authContract.endpoints.changeEmail, { body: { email: next, password } });
    const path = await revertPath(user.email);
    const outcomes = await Promise.all([0, 1].map(() => t.agent().get(path).redirects(0)));
    expect(outcomes.map((r) => r.headers.location).sort()).toEqual(['/auth?emailReverted=1', '/auth?emailReverted=used']);

    const second = await memberOnTwoDevices();
    await call(second.agent, authContract.endpoints.changeEmail, { body: { email: freshEmail(), password: second.password } });
    const taken = await revertPath(second.user.email);
    await createMember(t, { email: second.user.email }); // someone registered the freed address meanwhile
    expect((await t.agent().get(taken).redirects(0)).headers.location).toBe('/auth?emailReverted=taken');
    expect((await t.orm.em.fork().findOneOrFail(EmailChangeTokenSchema, { user: second.user.id })).usedAt).toBeNull();

    const third = await memberOnTwoDevices();
    const thirdNext = freshEmail();
    await call(third.agent, authContract.endpoints.changeEmail, { body: { email: thirdNext, password: third.password } });
    const expired = await revertPath(third.user.email);
    await t.orm.em.fork().nativeUpdate(EmailChangeTokenSchema, { user: third.user.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await t.agent().get(expired).redirects(0)).headers.location).toBe('/auth?emailReverted=expired');
    expect((await row(third.user.id)).email).toBe(thirdNext);
  });
});
