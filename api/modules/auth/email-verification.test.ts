import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sendVerificationResponseSchema } from '#shared/schemas/security.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { lastVerificationLink } from '../../test/security.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { UserSchema } from '../users/user.entity.ts';
import { EmailVerificationTokenSchema } from './email-verification-token.entity.ts';
import { hashVerificationToken } from './email-verification.service.ts';
import { authContract } from '#shared/auth/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://tamil.example' });
});
afterAll(() => t.close());

/** A signed-in member who asked for a verification mail; returns the link's path + query. */
async function memberWithLink() {
  const member = await createMember(t);
  const agent = await loginAgent(t, member.user.email, member.password);
  const res = await call(agent, authContract.endpoints.sendVerification);
  expect(res.status).toBe(200);
  const link = await lastVerificationLink(t, member.user.email);
  expect(link).toBeDefined();
  const url = new URL(link as string);
  return { ...member, agent, res, url, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') as string };
}

const emailVerified = async (userId: string) => (await t.orm.em.fork().findOneOrFail(UserSchema, { id: userId })).emailVerified;

describe('POST /api/auth/send-verification', () => {
  it('needs a session (401)', async () => {
    expect((await call(t.agent(), authContract.endpoints.sendVerification)).status).toBe(401);
  });

  it('mails a bilingual single-use link valid 24 hours; only the token hash is stored', async () => {
    const before = Date.now();
    const { user, res, url, token } = await memberWithLink();
    expect(z.strictObject(sendVerificationResponseSchema.shape).parse(res.body)).toEqual({ message: 'Verification email sent. Open the link in it within 24 hours.', emailVerified: false });
    expect(url.origin).toBe('http://tamil.example');
    expect(url.pathname).toBe(endpointPath(authContract.endpoints.verifyEmail));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = (await t.mailer.listOutbox()).find((m) => m.to === user.email)!;
    expect(mail.subject).toBe('மின்னஞ்சல் உறுதிப்படுத்தல் / Confirm your email address');
    expect(mail.text).toContain('24 மணி நேரம்');
    expect(mail.text).toContain('valid for 24 hours');

    const rows = await t.orm.em.fork().find(EmailVerificationTokenSchema, { user: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashVerificationToken(token));
    expect(rows[0]!.email).toBe(user.email);
    const ttl = rows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(24 * 3600 * 1000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600 * 1000 + 60_000);
    expect(await emailVerified(user.id)).toBe(false);
  });

  it('sends nothing when the address is already verified', async () => {
    const { user, password } = await createMember(t);
    await t.orm.em.fork().nativeUpdate(UserSchema, { id: user.id }, { emailVerified: true });
    const agent = await loginAgent(t, user.email, password);
    const res = await call(agent, authContract.endpoints.sendVerification);
    expect(res.body).toEqual({ message: 'Your email address is already verified', emailVerified: true });
    expect(await lastVerificationLink(t, user.email)).toBeUndefined();
  });
});

describe('GET /api/auth/verify-email', () => {
  it('marks the e-mail verified and redirects to /profile?verified=1; the link then answers "used"', async () => {
    const { user, agent, path } = await memberWithLink();
    const res = await agent.get(path).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/profile?verified=1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await emailVerified(user.id)).toBe(true);
    expect((await call(agent, authContract.endpoints.user)).body.emailVerified).toBe(true);
    expect(await t.orm.em.fork().count(AuditEventSchema, { event: 'email_verified', userId: user.id })).toBe(1);

    const again = await agent.get(path).redirects(0);
    expect(again.headers.location).toBe('/profile?verified=used');
  });

  it('works in a browser that is not signed in, redirecting to /auth', async () => {
    const { user, path } = await memberWithLink();
    const res = await t.agent().get(path).redirects(0);
    expect(res.headers.location).toBe('/auth?verified=1');
    expect(await emailVerified(user.id)).toBe(true);
  });

  it('refuses an expired link (older than 24 h) with "expired" and leaves the address unverified', async () => {
    const { user, agent, path, token } = await memberWithLink();
    await t.orm.em.fork().nativeUpdate(EmailVerificationTokenSchema, { tokenHash: hashVerificationToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await agent.get(path).redirects(0);
    expect(res.headers.location).toBe('/profile?verified=expired');
    expect(await emailVerified(user.id)).toBe(false);
  });

  it('refuses unknown, missing and over-long tokens with "invalid"', async () => {
    for (const query of ['?token=not-a-real-token', '', `?token=${'a'.repeat(300)}`, '?token=a&token=b']) {
      const res = await t.agent().get(`${endpointPath(authContract.endpoints.verifyEmail)}${query}`).redirects(0); // raw query strings: a repeated key cannot be a query object
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/auth?verified=invalid');
    }
  });

  it('does not verify an address the account changed to after the mail was sent', async () => {
    const { user, password, agent, path } = await memberWithLink();
    await t.orm.em.fork().nativeUpdate(UserSchema, { id: user.id }, { emailVerified: true });
    const change = await call(agent, authContract.endpoints.changeEmail, { body: { email: `changed-${user.email}`, password } });
    expect(change.status).toBe(200);
    expect(change.body.emailVerified).toBe(false);
    const res = await agent.get(path).redirects(0);
    expect(res.headers.location).toBe('/profile?verified=invalid');
    expect(await emailVerified(user.id)).toBe(false);
  });

  it('spends every outstanding link of the account once one of them is used', async () => {
    const { user, agent, path } = await memberWithLink();
    await call(agent, authContract.endpoints.sendVerification);
    const second = new URL((await lastVerificationLink(t, user.email)) as string);
    expect(`${second.pathname}${second.search}`).not.toBe(path);
    expect((await agent.get(path).redirects(0)).headers.location).toBe('/profile?verified=1');
    expect((await agent.get(`${second.pathname}${second.search}`).redirects(0)).headers.location).toBe('/profile?verified=used');
  });
});
