import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { currentUserSchema } from '#shared/schemas/current-user.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../http/logger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerViaApi, registrationBody } from '../../test/factories.ts';
import { UserSchema } from '../users/user.entity.ts';
import { isCustomerIdCollision } from '../users/users.service.ts';
import { SessionSchema } from '../../http/session.entity.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
/** Every response body any agent of this file received (checked for secrets at the end). */
const bodies: string[] = [];
const record = (req: { on(event: 'response', cb: (res: { text?: string }) => void): void }) => {
  req.on('response', (res) => bodies.push(res.text ?? ''));
};
const agent = (): TestAgent => t.agent().use(record as never);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A valid registration body with a unique e-mail and username. */
const member = (overrides: Record<string, unknown> = {}) => registrationBody(overrides);
/** Registers `body` with a new agent, which is then signed in. */
const registered = (body = member()) => registerViaApi(t, body);

/** The session cookies (`tc.sid` and its signature) a response sets, as a Cookie header value. */
function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const setCookie = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const live = setCookie.filter((c) => c.startsWith('tc.sid') && !/expires=Thu, 01 Jan 1970/i.test(c));
  return live.map((c) => c.split(';')[0]).join('; ');
}
const sidOf = (cookie: string) => /(?:^|; )tc\.sid=([^;]+)/.exec(cookie)?.[1];

describe('GET /api/auth/user', () => {
  it('answers 401 unauthorized without a session', async () => {
    const res = await call(agent(), authContract.endpoints.user);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required', code: 'unauthorized' });
  });

  it('returns the signed-in user in the shared shape, with role, isAdmin and a QR code of the customer id', async () => {
    const { agent: a, body } = await registered();
    const res = await call(a, authContract.endpoints.user);
    expect(res.status).toBe(200);
    const user = z.strictObject(currentUserSchema.shape).parse(res.body);
    expect(user).toMatchObject({ email: body.email, username: body.username, role: 'member', isAdmin: false, phoneNumber: '+94771234567', age: 18, postalCode: '', userType: 'private', dateOfBirth: null, isActive: true });
    expect(user.customerId).toMatch(/^TC-[2-9A-HJ-NP-Z]{8}$/);
    expect(user.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
  });

  it('marks the admin role as isAdmin', async () => {
    const { agent: a, user } = await registered();
    await t.orm.em.fork().nativeUpdate(UserSchema, { id: user.id }, { role: 'admin' });
    const res = await call(a, authContract.endpoints.user);
    expect(res.body).toMatchObject({ role: 'admin', isAdmin: true });
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account (201), signs it in and stores a hashed password', async () => {
    const body = member({ email: 'New.Person@Example.COM', postalCode: '40000', age: 34 });
    const a = agent();
    const res = await call(a, authContract.endpoints.register, { body });
    expect(res.status).toBe(201);
    const user = currentUserSchema.parse(res.body);
    expect(user).toMatchObject({ email: 'new.person@example.com', fullName: 'Kavitha Raj', age: 34, postalCode: '40000', country: 'Sri Lanka', language: 'ta' });
    expect(sessionCookie(res)).toMatch(/tc\.sid=/);
    expect((await call(a, authContract.endpoints.user)).body.id).toBe(user.id);
    const row = await t.orm.em.fork().findOneOrFail(UserSchema, { id: user.id }, { populate: ['passwordHash'] as never });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(body.password);
    expect(await t.orm.em.fork().count(SessionSchema, { userId: user.id })).toBe(1);
  });

  it('applies the spec defaults (age 18, country India, language ta)', async () => {
    const { country: _c, language: _l, ...body } = member();
    expect(body).not.toHaveProperty('age');
    const res = await call(agent(), authContract.endpoints.register, { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ age: 18, country: 'India', language: 'ta', userType: 'private' });
  });

  it('refuses an e-mail already registered in another case with 409 email_exists', async () => {
    const { body } = await registered();
    const res = await call(agent(), authContract.endpoints.register, { body: member({ email: body.email.toUpperCase() }) });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('email_exists');
    expect(res.body.message).toContain('already exists');
  });

  it('refuses a taken username with 409 username_taken', async () => {
    const { body } = await registered();
    const res = await call(agent(), authContract.endpoints.register, { body: member({ username: body.username }) });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('username_taken');
    expect(res.body.message).toContain('already taken');
  });

  it('answers two racing registrations of one e-mail with one 201 and one 409, never a 500', async () => {
    const email = `race${Date.now()}@example.com`;
    const results = await Promise.all([call(agent(), authContract.endpoints.register, { body: member({ email }) }), call(agent(), authContract.endpoints.register, { body: member({ email }) })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('email_exists');
    const sameName = member();
    const racing = await Promise.all([call(agent(), authContract.endpoints.register, { body: sameName }), call(agent(), authContract.endpoints.register, { body: { ...sameName, email: 'other-racer@example.com' } })]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(racing.find((r) => r.status === 409)?.body.code).toBe('username_taken');
  });

  it('recognises a customer id collision raised by the database (retried by registration)', async () => {
    const { user } = await registered();
    const em = t.orm.em.fork();
    em.create(UserSchema, { ...member(), passwordHash: 'x', customerId: user.customerId } as never);
    const err = await em.flush().then(() => null, (e: unknown) => e);
    expect(isCustomerIdCollision(err)).toBe(true);
  });

  it.each([
    ['fullName', { fullName: '   ' }],
    ['username', { username: 'a b' }],
    ['username', { username: 'ab' }],
    ['email', { email: 'not-an-email' }],
    ['password', { password: '12345' }],
    ['password', { password: undefined }],
    ['phoneNumber', { phoneNumber: '0771234567' }],
    ['phoneNumber', { phoneNumber: '+94 12' }],
    ['age', { age: 12 }],
    ['age', { age: 'old' }],
    ['address', { address: '' }],
    ['country', { country: 'Atlantis' }],
    ['city', { city: ' ' }],
    ['postalCode', { postalCode: 'x'.repeat(21) }],
    ['language', { language: 'fr' }],
    ['userType', { userType: 'business' }],
  ])('refuses an invalid %s with 400 validation_failed', async (field, overrides) => {
    const res = await call(agent(), authContract.endpoints.register, { body: member(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('refuses an empty body with a field message for every required field', async () => {
    const res = await call(agent(), authContract.endpoints.register, { body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['address', 'city', 'email', 'fullName', 'password', 'phoneNumber', 'username']);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in (200 current user), records lastLoginAt and rotates the session key', async () => {
    const { agent: a, body, user } = await registered();
    const before = await call(a, authContract.endpoints.user);
    expect(before.status).toBe(200);
    const firstLogin = await call(a, authContract.endpoints.login, { body: { email: body.email, password: body.password } });
    const oldCookie = sessionCookie(firstLogin);
    expect(firstLogin.status).toBe(200);
    const secondLogin = await call(a, authContract.endpoints.login, { body: { email: body.email.toUpperCase(), password: body.password } });
    expect(secondLogin.status).toBe(200);
    const newCookie = sessionCookie(secondLogin);
    expect(sidOf(oldCookie)).toBeTruthy();
    expect(sidOf(newCookie)).toBeTruthy();
    expect(sidOf(newCookie)).not.toBe(sidOf(oldCookie));
    const logged = currentUserSchema.parse(secondLogin.body);
    expect(logged.id).toBe(user.id);
    expect(Date.now() - new Date(logged.lastLoginAt ?? 0).getTime()).toBeLessThan(60_000);
    // The pre-login session key is dead; the new one works.
    expect((await call(supertest(t.server), authContract.endpoints.user).set('Cookie', oldCookie)).status).toBe(401);
    expect((await call(supertest(t.server), authContract.endpoints.user).set('Cookie', newCookie)).status).toBe(200);
    expect(await t.orm.em.fork().count(SessionSchema, { userId: user.id })).toBe(1);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 invalid_credentials body', async () => {
    const { body } = await registered();
    const wrong = await call(agent(), authContract.endpoints.login, { body: { email: body.email, password: 'wrong-password' } });
    const unknown = await call(agent(), authContract.endpoints.login, { body: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookie(wrong)).toBe('');
  });

  it('refuses a deactivated account with 403 account_blocked (and a wrong password with 401)', async () => {
    const { body, user } = await registered();
    await t.orm.em.fork().nativeUpdate(UserSchema, { id: user.id }, { isActive: false });
    const res = await call(agent(), authContract.endpoints.login, { body: { email: body.email, password: body.password } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Your account is blocked or deactivated', code: 'account_blocked' });
    const wrong = await call(agent(), authContract.endpoints.login, { body: { email: body.email, password: 'not-it' } });
    expect(wrong.status).toBe(401);
  });

  it.each([
    ['email', { email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    ['email', { password: 'x' }, 'Please enter a valid email address'],
    ['password', { email: 'a@example.com', password: '' }, 'Password is required'],
    ['password', { email: 'a@example.com' }, 'Password is required'],
  ])('refuses a missing or invalid %s with 400', async (field, body, message) => {
    const res = await call(agent(), authContract.endpoints.login, { body });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: [message] });
  });
});

describe('sessions', () => {
  it('survive an app restart (they live in the database)', async () => {
    const { agent: a, body } = await registered();
    const login = await call(a, authContract.endpoints.login, { body: { email: body.email, password: body.password } });
    const cookie = sessionCookie(login);
    const restarted = createApp({ config: t.config, orm: t.orm, logger: createLogger('silent'), mailer: t.mailer });
    const res = await call(supertest(restarted.callback()), authContract.endpoints.user).set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(body.email);
  });

  it('are not accepted with a forged signature', async () => {
    const { agent: a, body } = await registered();
    const cookie = sessionCookie(await call(a, authContract.endpoints.login, { body: { email: body.email, password: body.password } }));
    const forged = cookie.replace(/tc\.sid\.sig=[^;]+/, 'tc.sid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await call(supertest(t.server), authContract.endpoints.user).set('Cookie', forged)).status).toBe(401);
  });

  it('set the cookie httpOnly and SameSite=Lax', async () => {
    const res = await call(agent(), authContract.endpoints.register, { body: member() });
    const cookie = ((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith('tc.sid=') && !/1970/.test(c));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });
});

describe('POST /api/logout (decision 158)', () => {
  it("ends the session when the site's own form posts it, deletes its row and sends the browser home (303)", async () => {
    const { agent: a, user } = await registered();
    // what the header's Logout form sends: a same-origin POST without a body
    const res = await call(a, authContract.endpoints.logout).set('Origin', t.config.publicUrl).set('Sec-Fetch-Site', 'same-origin').type('form').send('');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await call(a, authContract.endpoints.user)).status).toBe(401);
    expect(await t.orm.em.fork().count(SessionSchema, { userId: user.id })).toBe(0);
  });

  it('also answers 303 without a session', async () => {
    const res = await call(agent(), authContract.endpoints.logout);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it('cannot be triggered by another site: a cross-site POST is 403 csrf_rejected and the member stays signed in', async () => {
    const { agent: a, user } = await registered();
    const refusals = [
      await call(a, authContract.endpoints.logout).set('Origin', 'https://evil.example').type('form').send(''),
      await call(a, authContract.endpoints.logout).set('Referer', 'https://evil.example/page'),
      await call(a, authContract.endpoints.logout).set('Sec-Fetch-Site', 'cross-site'),
      await call(a, authContract.endpoints.logout).set('Origin', 'null'),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'csrf_rejected', message: 'This request did not come from this site' });
    }
    expect((await call(a, authContract.endpoints.user)).body).toMatchObject({ email: user.email });
  });

  it('is not a GET: a link, an image or a prefetch to /api/logout is 405 (Allow: POST; decision 173) and ends nothing', async () => {
    const { agent: a, user } = await registered();
    for (const method of ['get', 'head'] as const) {
      const res = await a[method]('/api/logout').redirects(0); // not a contract path: a wrong method (GET, HEAD) for the logout endpoint
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['set-cookie']?.toString() ?? '').not.toMatch(/tc\.sid=;/);
    }
    expect((await call(a, authContract.endpoints.user)).body).toMatchObject({ email: user.email });
    expect(await t.orm.em.fork().count(SessionSchema, { userId: user.id })).toBe(1);
  });
});

describe('DELETE /api/auth/delete-account', () => {
  it('needs a session (401)', async () => {
    const res = await call(agent(), authContract.endpoints.deleteAccount);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('deactivates the account, ends all its sessions, and later logins get 403', async () => {
    const { agent: a, body, user } = await registered();
    const other = agent();
    expect((await call(other, authContract.endpoints.login, { body: { email: body.email, password: body.password } })).status).toBe(200);
    expect(await t.orm.em.fork().count(SessionSchema, { userId: user.id })).toBe(2);

    const res = await call(a, authContract.endpoints.deleteAccount);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Account deactivated' });
    expect((await call(a, authContract.endpoints.user)).status).toBe(401);
    expect((await call(other, authContract.endpoints.user)).status).toBe(401);
    expect(await t.orm.em.fork().count(SessionSchema, { userId: user.id })).toBe(0);
    expect((await t.orm.em.fork().findOneOrFail(UserSchema, { id: user.id })).isActive).toBe(false);
    const login = await call(agent(), authContract.endpoints.login, { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('account_blocked');
  });
});

describe('responses', () => {
  it('never contain a password hash', () => {
    expect(bodies.length).toBeGreaterThan(40);
    expect(bodies.some((b) => b.includes('"customerId"'))).toBe(true);
    for (const body of bodies) {
      expect(body).not.toContain('passwordHash');
      expect(body).not.toContain('$argon2');
    }
  });
});
