import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createMember, loginAgent } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { enableTwoFactor } from '../test/security.ts';
import { createLogger } from './logger.ts';
import { collectLimits, createRateLimiters, defineLimits, LIMIT_STORE_DOWN_MESSAGE, type LimitName, type RateLimiters } from './rate-limit.ts';
import { rateLimits } from '../registry.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  // Production limits; TRUST_PROXY so each test can speak from its own X-Forwarded-For address.
  t = await createTestApp({ TRUST_PROXY: 'true' }, { rateLimits: 'production' });
});
afterAll(() => t.close());

let ipSeq = 0;
/** A client IP no other test uses. */
const newIp = () => `198.51.100.${++ipSeq}`;

/** Asserts a 429 `rate_limited` answer with a Retry-After of 1…maxSeconds seconds. */
function expectLimited(res: { status: number; body: { code?: string; message?: string }; headers: Record<string, string> }, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 'rate_limited', message: 'Too many requests — please wait and try again' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('login limits (issue 5 item 3)', () => {
  it('refuses the 11th login from one IP within a minute, even with the right password', async () => {
    const ip = newIp();
    const { user, password } = await createMember(t);
    for (let i = 0; i < 10; i++) {
      const res = await call(t.agent(), authContract.endpoints.login).set('X-Forwarded-For', ip).send({ email: `nobody${i}-${ip}@example.com`, password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    const eleventh = await call(t.agent(), authContract.endpoints.login).set('X-Forwarded-For', ip).send({ email: user.email, password });
    expectLimited(eleventh, 60);
    // Another IP is not affected.
    expect((await call(t.agent(), authContract.endpoints.login).set('X-Forwarded-For', newIp()).send({ email: user.email, password })).status).toBe(200);
  });

  it('refuses the 6th login for one account within a minute, whatever the IP', async () => {
    const { user, password } = await createMember(t);
    for (let i = 0; i < 5; i++) {
      const res = await call(t.agent(), authContract.endpoints.login).set('X-Forwarded-For', newIp()).send({ email: user.email.toUpperCase(), password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    expectLimited(await call(t.agent(), authContract.endpoints.login).set('X-Forwarded-For', newIp()).send({ email: user.email, password }), 60);
  });

  it('forgets the account counter after a successful login', async () => {
    const { user, password } = await createMember(t);
    const attempt = (pw: string) => call(t.agent(), authContract.endpoints.login).set('X-Forwarded-For', newIp()).send({ email: user.email, password: pw });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).status).toBe(401);
    expect((await attempt(password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).status).toBe(401);
    expect((await attempt(password)).status).toBe(200);
  });

  it('shares the counters between app instances on one database', async () => {
    const ip = newIp();
    const other = createApp({ config: t.config, orm: t.orm, logger: createLogger('silent'), mailer: t.mailer, rateLimiters: createRateLimiters({ orm: t.orm }) });
    for (let i = 0; i < 5; i++) await call(t.agent(), authContract.endpoints.login).set('X-Forwarded-For', ip).send({ email: `a${i}-${ip}@example.com`, password: 'x' });
    for (let i = 0; i < 5; i++) await call(supertest(other.callback()), authContract.endpoints.login).set('X-Forwarded-For', ip).send({ email: `b${i}-${ip}@example.com`, password: 'x' });
    expectLimited(await call(supertest(other.callback()), authContract.endpoints.login).set('X-Forwarded-For', ip).send({ email: `c-${ip}@example.com`, password: 'x' }), 60);
  });
});

describe('other limits', () => {
  it('refuses the 21st registration from one IP within an hour', async () => {
    const ip = newIp();
    const register = (i: number) =>
      call(t.agent(), authContract.endpoints.register).set('X-Forwarded-For', ip).send({
        fullName: 'Rate Limit', username: `rl_${ipSeq}_${i}`, email: `rl-${ipSeq}-${i}@example.com`, password: 'secret-123',
        phoneNumber: '+94771234567', address: '1 Road', city: 'Jaffna',
      });
    for (let i = 0; i < 20; i++) expect((await register(i)).status).toBe(201);
    expectLimited(await register(20), 3600);
  });

  it('refuses the 4th forgot-password request for one e-mail within an hour, and the 6th from one IP', async () => {
    const email = `forgot-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await call(t.agent(), authContract.endpoints.forgotPassword).set('X-Forwarded-For', newIp()).send({ email })).status).toBe(200);
    expectLimited(await call(t.agent(), authContract.endpoints.forgotPassword).set('X-Forwarded-For', newIp()).send({ email }), 3600);
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await call(t.agent(), authContract.endpoints.forgotPassword).set('X-Forwarded-For', ip).send({ email: `f${i}-${email}` })).status).toBe(200);
    expectLimited(await call(t.agent(), authContract.endpoints.forgotPassword).set('X-Forwarded-For', ip).send({ email: `f9-${email}` }), 3600);
  });

  it('refuses the 4th verification mail within an hour', async () => {
    const { user, password } = await createMember(t);
    const agent = await loginAgent(t, user.email, password);
    for (let i = 0; i < 3; i++) expect((await call(agent, authContract.endpoints.sendVerification).set('X-Forwarded-For', newIp())).status).toBe(200);
    expectLimited(await call(agent, authContract.endpoints.sendVerification).set('X-Forwarded-For', newIp()), 3600);
    expect((await t.mailer.listOutbox()).filter((m) => m.to === user.email)).toHaveLength(3);
  });

  it('refuses the 6th second-factor code for one account within 5 minutes', async () => {
    const { user, password } = await createMember(t);
    await enableTwoFactor(await loginAgent(t, user.email, password));
    const browser = t.agent();
    expect((await call(browser, authContract.endpoints.login).set('X-Forwarded-For', newIp()).send({ email: user.email, password })).body).toEqual({ twoFactorRequired: true });
    // confirm used 1 point of the account's 5 — four wrong codes now, then the limit
    for (let i = 0; i < 4; i++) expect((await call(browser, authContract.endpoints.loginTwoFactor).set('X-Forwarded-For', newIp()).send({ code: 'AAAA-AAAA-AAAA-AAAA' })).status).toBe(401);
    expectLimited(await call(browser, authContract.endpoints.loginTwoFactor).set('X-Forwarded-For', newIp()).send({ code: 'AAAA-AAAA-AAAA-AAAA' }), 300);
  });
});

describe('createRateLimiters', () => {
  it('keeps counters in memory when asked, with the limits the features declared', async () => {
    const limits = createRateLimiters({ store: 'memory', rules: rateLimits });
    expect(limits.store).toBe('memory');
    for (let i = 0; i < rateLimits.loginIp.points; i++) await limits.consume(['loginIp', '203.0.113.9']);
    const err = await limits.consume(['loginIp', '203.0.113.9']).then(() => null, (e: unknown) => e as { status: number; headers: Record<string, string> });
    expect(err?.status).toBe(429);
    expect(Number(err?.headers['Retry-After'])).toBeGreaterThan(0);
    await limits.consume(['loginIp', '']); // an empty key is skipped
    await limits.reset('loginIp', '203.0.113.9');
    await limits.consume(['loginIp', '203.0.113.9']);
  });

  it('uses the database when given the ORM (rate_limits table, keys hashed)', async () => {
    const limits = createRateLimiters({ orm: t.orm, policy: { loginIp: { points: 1, durationSeconds: 60 } } });
    expect(limits.store).toBe('database');
    await limits.consume(['loginIp', 'secret-address']);
    await expect(limits.consume(['loginIp', 'secret-address'])).rejects.toMatchObject({ status: 429 });
    const rows = (await t.orm.em.getConnection().execute('select key from rate_limits')) as { key: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.key.includes('secret-address'))).toBe(false);
  });

  describe.runIf(process.env.REDIS_URL)('with REDIS_URL', () => {
    let a: RateLimiters;
    let b: RateLimiters;
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('shares counters between instances through Redis', async () => {
      const policy = { loginIp: { points: 2, durationSeconds: 60 } };
      a = createRateLimiters({ redisUrl: process.env.REDIS_URL, policy });
      b = createRateLimiters({ redisUrl: process.env.REDIS_URL, policy });
      expect(a.store).toBe('redis');
      const key = `redis-test-${randomUUID()}`;
      await new Promise((resolve) => setTimeout(resolve, 300)); // let both connect
      await a.consume(['loginIp', key]);
      await b.consume(['loginIp', key]);
      await expect(a.consume(['loginIp', key])).rejects.toMatchObject({ status: 429 });
      await a.reset('loginIp', key);
    });
  });

  it('still limits, in memory, while Redis is unreachable', async () => {
    const limits = createRateLimiters({ redisUrl: 'redis://127.0.0.1:1', policy: { loginIp: { points: 1, durationSeconds: 60 } } });
    try {
      await limits.consume(['loginIp', 'x']);
      await expect(limits.consume(['loginIp', 'x'])).rejects.toMatchObject({ status: 429 });
    } finally {
      await limits.close();
    }
  });

  it('refuses the mail-sending limits with 503 while Redis is unreachable, and only those (decision 099)', async () => {
    const limits = createRateLimiters({ redisUrl: 'redis://127.0.0.1:1' });
    limits.declare(rateLimits);
    const names = Object.keys(rateLimits) as LimitName[];
    const closed = names.filter((name) => rateLimits[name].closedWhenStoreDown);
    expect(closed).toEqual(['forgotPasswordIp', 'forgotPasswordAccount', 'sendVerificationAccount', 'emailChangeAccount', 'contactIp']);
    try {
      for (const name of closed) {
        await expect(limits.consume(['loginIp', 'y'], [name, 'y'])).rejects.toMatchObject({ status: 503, code: 'service_unavailable', message: LIMIT_STORE_DOWN_MESSAGE });
      }
      for (const name of names) {
        if (!closed.includes(name)) await expect(limits.consume([name, 'z'])).resolves.toBeUndefined();
      }
    } finally {
      await limits.close();
    }
  });

  it('refuses a limit no feature declared, and one name declared twice differently (decision 180)', async () => {
    const limits = createRateLimiters({ store: 'memory' });
    await expect(limits.consume(['loginIp', 'a'])).rejects.toThrow('rate limit loginIp is declared by no feature');
    limits.declare({ loginIp: { points: 1, durationSeconds: 60 } });
    limits.declare({ loginIp: { points: 1, durationSeconds: 60 } });
    expect(() => limits.declare({ loginIp: { points: 2, durationSeconds: 60 } })).toThrow('declared twice with different rules');
  });
});

describe('collectLimits', () => {
  it("gathers every module's own limits, and refuses a name two modules declare (decision 180)", () => {
    const mine = defineLimits({ aIp: { points: 1, durationSeconds: 60 } });
    expect(collectLimits([{ name: 'a', limits: mine }, { name: 'b' }])).toEqual({ aIp: { points: 1, durationSeconds: 60 } });
    expect(() => collectLimits([{ name: 'a', limits: mine }, { name: 'c', limits: mine }])).toThrow('rate limit aIp is declared by both a and c');
    expect(Object.keys(rateLimits)).toHaveLength(19);
  });
});
