import { Writable } from 'node:stream';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { forgotPasswordResponseSchema } from '#shared/auth/schemas.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../http/logger.ts';
import { createRateLimiters } from '../../http/rate-limit.ts';
import type { Mailer, OutgoingMail } from '../../services/mail.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerViaApi, registrationBody } from '../../test/factories.ts';
import { hashResetToken } from './auth.service.ts';
import { PasswordResetTokenSchema } from './password-reset-token.entity.ts';
import { SessionSchema } from '../../http/session.entity.ts';
import { UserSchema } from '../users/user.entity.ts';
import { authContract } from '#shared/auth/contract.ts';
import { devContract } from '#shared/dev/contract.ts';
import { usersContract } from '#shared/users/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://tamil.example.org' });
});
afterAll(() => t.close());

const FORGOT_MESSAGE = 'If an account exists for this email, a reset link has been sent.';
/** Registers a new member (a name with markup, a UK number) through the API; returns a signed-in agent and the credentials. */
async function registered() {
  const { agent, body, user } = await registerViaApi(t, registrationBody({ fullName: 'Suresh <Kumar>', password: 'first-pass-1', phoneNumber: '+447911123456', address: '5 High Street', city: 'London', country: 'United Kingdom', language: undefined }));
  return { agent, body, id: user.id };
}

async function forgot(email: string) {
  const res = await call(t.agent(), authContract.endpoints.forgotPassword, { body: { email } });
  expect(res.status).toBe(200);
  return z.strictObject(forgotPasswordResponseSchema.shape).parse(res.body);
}

const reset = (token: string, newPassword = 'brand-new-pass') => call(t.agent(), authContract.endpoints.resetPassword, { body: { token, newPassword } });

describe('POST /api/auth/forgot-password', () => {
  it('mails a bilingual single-use link and (dev outbox) returns the token; only its hash is stored', async () => {
    const { body, id } = await registered();
    const res = await forgot(body.email.toUpperCase());
    expect(res.message).toBe(FORGOT_MESSAGE);
    expect(res.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [mail] = await t.mailer.listOutbox();
    expect(mail?.to).toBe(body.email);
    expect(mail?.text).toContain(`http://tamil.example.org/auth?resetToken=${res.resetToken}`);
    expect(mail?.text).toContain('கடவுச்சொல்');
    expect(mail?.text).toContain('reset your password');
    expect(mail?.html).toContain(`href="http://tamil.example.org/auth?resetToken=${res.resetToken}"`);
    expect(mail?.html).toContain('Suresh &lt;Kumar&gt;');

    const rows = await t.orm.em.fork().find(PasswordResetTokenSchema, { user: id });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashResetToken(res.resetToken as string));
    expect(rows[0]?.tokenHash).not.toContain(res.resetToken);
    const ttlMs = (rows[0]?.expiresAt as Date).getTime() - Date.now();
    expect(ttlMs).toBeGreaterThan(59 * 60 * 1000);
    expect(ttlMs).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('answers an unknown e-mail with the same 200 and sends no mail', async () => {
    const before = (await t.mailer.listOutbox()).length;
    const res = await forgot('nobody-here@example.com');
    expect(res).toEqual({ message: FORGOT_MESSAGE });
    expect(await t.mailer.listOutbox()).toHaveLength(before);
  });

  it('sends nothing for a deactivated account', async () => {
    const { body, id } = await registered();
    await t.orm.em.fork().nativeUpdate(UserSchema, { id }, { isActive: false });
    const before = (await t.mailer.listOutbox()).length;
    expect(await forgot(body.email)).toEqual({ message: FORGOT_MESSAGE });
    expect(await t.mailer.listOutbox()).toHaveLength(before);
  });

  it('never returns the token when mail is really sent', async () => {
    const sent: OutgoingMail[] = [];
    const realMailer: Mailer = { usesDevOutbox: false, send: async (m) => void sent.push(m), listOutbox: async () => [] };
    const app = createApp({ config: t.config, orm: t.orm, logger: createLogger('silent'), mailer: realMailer, rateLimiters: createRateLimiters({ store: 'memory' }) });
    const { body } = await registered();
    const res = await call(supertest(app.callback()), authContract.endpoints.forgotPassword, { body: { email: body.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_MESSAGE });
    expect(sent).toHaveLength(0); // queued, not sent inline: the job worker delivers it
    await t.jobs.runUntilIdle({ mailer: realMailer });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toMatch(/\/auth\?resetToken=[A-Za-z0-9_-]{43}/);
  });

  it('never returns the token in production, even when mail falls back to the outbox', async () => {
    const app = createApp({ config: { ...t.config, isProduction: true }, orm: t.orm, logger: createLogger('silent'), mailer: t.mailer, rateLimiters: createRateLimiters({ store: 'memory' }) });
    const { body } = await registered();
    const res = await call(supertest(app.callback()), authContract.endpoints.forgotPassword, { body: { email: body.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_MESSAGE });
    expect((await t.mailer.listOutbox())[0]?.to).toBe(body.email);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const res = await call(t.agent(), authContract.endpoints.forgotPassword, { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the user, and the token works once', async () => {
    const { agent: signedIn, body, id } = await registered();
    expect((await call(signedIn, authContract.endpoints.user)).status).toBe(200);
    const { resetToken } = await forgot(body.email);

    const res = await reset(resetToken as string);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password has been reset. Please log in.' });

    expect((await call(signedIn, authContract.endpoints.user)).status).toBe(401);
    expect(await t.orm.em.fork().count(SessionSchema, { userId: id })).toBe(0);
    expect((await call(t.agent(), authContract.endpoints.login, { body: { email: body.email, password: body.password } })).status).toBe(401);
    expect((await call(t.agent(), authContract.endpoints.login, { body: { email: body.email, password: 'brand-new-pass' } })).status).toBe(200);
    const row = await t.orm.em.fork().findOneOrFail(PasswordResetTokenSchema, { tokenHash: hashResetToken(resetToken as string) });
    expect(row.usedAt).toBeInstanceOf(Date);

    const again = await reset(resetToken as string, 'third-password');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This reset link is invalid or has expired', code: 'invalid_reset_token' });
  });

  it('lets only one of two concurrent uses of a token succeed', async () => {
    const { body } = await registered();
    const { resetToken } = await forgot(body.email);
    const results = await Promise.all([reset(resetToken as string, 'concurrent-a'), reset(resetToken as string, 'concurrent-b')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired token', async () => {
    const { body } = await registered();
    const { resetToken } = await forgot(body.email);
    await t.orm.em.fork().nativeUpdate(PasswordResetTokenSchema, { tokenHash: hashResetToken(resetToken as string) }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await reset(resetToken as string);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_reset_token');
    expect((await call(t.agent(), authContract.endpoints.login, { body: { email: body.email, password: body.password } })).status).toBe(200);
  });

  it('spends the older outstanding tokens of the user too', async () => {
    const { body } = await registered();
    const first = (await forgot(body.email)).resetToken as string;
    const second = (await forgot(body.email)).resetToken as string;
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first)).status).toBe(400);
  });

  it('refuses an unknown token', async () => {
    const res = await reset('A'.repeat(43));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_reset_token');
  });

  it.each([
    ['token', { newPassword: 'long-enough' }, 'The reset token is required'],
    ['token', { token: '  ', newPassword: 'long-enough' }, 'The reset token is required'],
    ['newPassword', { token: 'abc' }, 'Password is required'],
    ['newPassword', { token: 'abc', newPassword: '12345' }, 'Password must be at least 6 characters long'],
  ])('refuses a missing or invalid %s with 400 validation_failed', async (field, payload, message) => {
    const res = await call(t.agent(), authContract.endpoints.resetPassword, { body: payload });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toEqual({ [field]: [message] });
  });
});

describe('development outbox', () => {
  it('GET /dev/outbox lists the reset mail with escaped content and a clickable link', async () => {
    const { body } = await registered();
    const { resetToken } = await forgot(body.email);
    const res = await call(t.agent(), devContract.endpoints.outbox);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const link = `http://tamil.example.org/auth?resetToken=${resetToken}`;
    expect(res.text).toContain(`<a href="${link}" rel="noreferrer">${link}</a>`);
    expect(res.text).toContain('Suresh &lt;Kumar&gt;');
    expect(res.text).not.toContain('Suresh <Kumar>');
    expect(res.text).toContain(body.email);
  });

  it('escapes every value, links only http(s) URLs, and lists newest first', async () => {
    await t.mailer.send({ to: 'x@example.com', subject: 'older', text: 'first' });
    await new Promise((r) => setTimeout(r, 5));
    await t.mailer.send({
      to: '"><img src=x onerror=alert(1)>@example.com',
      subject: '<script>alert("s")</script>',
      text: 'Go to https://a.example/p?x=1&y=<b>2</b>. Not javascript:alert(1)',
      html: '<p onclick="evil()">hi</p>',
    });
    const page = (await call(t.agent(), devContract.endpoints.outbox)).text;
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<p onclick');
    expect(page).toContain('&lt;script&gt;alert(&quot;s&quot;)&lt;/script&gt;');
    expect(page).toContain('<a href="https://a.example/p?x=1&amp;y=" rel="noreferrer">https://a.example/p?x=1&amp;y=</a>&lt;b&gt;2&lt;/b&gt;.');
    expect(page).not.toMatch(/href="javascript/);
    expect(page.indexOf('&lt;script&gt;')).toBeLessThan(page.indexOf('<h2>older</h2>'));

    const json = await call(t.agent(), devContract.endpoints.outboxJson);
    expect(json.status).toBe(200);
    expect(json.body[0].subject).toBe('<script>alert("s")</script>');
    expect(json.body[1].subject).toBe('older');
  });

  it('is not served in production', async () => {
    const app = createApp({ config: { ...t.config, isProduction: true }, orm: t.orm, logger: createLogger('silent'), mailer: t.mailer, rateLimiters: createRateLimiters({ store: 'memory' }) });
    const res = await call(supertest(app.callback()), devContract.endpoints.outboxJson);
    expect(res.status).toBe(404);
  });
});

describe('logs', () => {
  it('contain no password, reset token or phone number along the whole account flow', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    // A logger WITHOUT the production redaction: what the app itself chooses to log must already be clean.
    // Own in-memory rate limits: this file's earlier requests used up the shared database counters of this IP.
    const app = createApp({ config: t.config, orm: t.orm, logger: pino({ level: 'trace' }, sink), mailer: t.mailer, rateLimiters: createRateLimiters({ store: 'memory' }) });
    const agent = supertest.agent(app.callback());
    const body = { fullName: 'Log Test', username: 'log_test', email: 'log-test@example.com', password: 'pw-in-logs-1', phoneNumber: '+94 77 765 4321', address: 'a', city: 'b' };
    expect((await call(agent, authContract.endpoints.register, { body })).status).toBe(201);
    await call(agent, authContract.endpoints.login, { body: { email: body.email, password: 'wrong-pw-in-logs' } });
    await call(agent, usersContract.endpoints.updateProfile, { body: { phoneNumber: '+94 71 999 8888' } });
    const { resetToken } = forgotPasswordResponseSchema.parse((await call(agent, authContract.endpoints.forgotPassword, { body: { email: body.email } })).body);
    expect((await call(agent, authContract.endpoints.resetPassword, { body: { token: resetToken, newPassword: 'new-pw-in-logs' } })).status).toBe(200);
    await call(agent, authContract.endpoints.user, { query: { resetToken } });

    expect(lines.length).toBeGreaterThanOrEqual(6);
    const log = lines.join('');
    for (const secret of ['pw-in-logs-1', 'wrong-pw-in-logs', 'new-pw-in-logs', resetToken as string, '777654321', '719998888']) {
      expect(log).not.toContain(secret);
    }
  });
});
