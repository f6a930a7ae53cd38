/**
 * Decision 158: a client cannot choose its own address by writing X-Forwarded-For. Behind the configured
 * proxies (TRUST_PROXY: true = 1, a number of hops, or the proxies' addresses) the app takes the address the last
 * trusted proxy saw, whatever the client put to the left of it; the per-IP login limit and the audit log see that
 * address. Decision 158.
 */
import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createHttpServer } from './http-server.ts';
import { createLogger } from './logger.ts';
import { clientBehindProxies, MAX_PROXY_HOPS, parseTrustProxy, type ProxyTrust } from './proxy-trust.ts';
import { createRateLimiters } from './rate-limit.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('TRUST_PROXY', () => {
  it.each([
    ['', { mode: 'none' }],
    ['false', { mode: 'none' }],
    ['0', { mode: 'none' }],
    ['true', { mode: 'hops', hops: 1 }],
    ['TRUE', { mode: 'hops', hops: 1 }],
    ['1', { mode: 'hops', hops: 1 }],
    ['2', { mode: 'hops', hops: 2 }],
    [String(MAX_PROXY_HOPS), { mode: 'hops', hops: MAX_PROXY_HOPS }],
    ['10.0.0.0/8', { mode: 'addresses', addresses: ['10.0.0.0/8'] }],
    [' 10.0.0.0/8 , 127.0.0.1,fd00::/8, ::1 ', { mode: 'addresses', addresses: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1'] }],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    [String(MAX_PROXY_HOPS + 1), /more than 10/],
    ['proxy', /"proxy" is not an IP address/],
    ['10.0.0.0/33', /prefix length must be 0–32/],
    ['fd00::/129', /prefix length must be 0–128/],
    ['10.0.0.0/', /prefix length/],
    ['10.0.0.0/8/8', /not an IP address or CIDR range/],
    ['300.1.1.1', /not an IP address/],
    ['10.0.0.1, localhost', /"localhost" is not an IP address/],
    [',', /expected true, false, a number of proxies or a list/],
  ])('refuses %j at start with a message that names it', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(message);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value, SESSION_SECRET: 'x'.repeat(40) })).toThrow(/Invalid environment:\n {2}TRUST_PROXY: /);
  });

  it('walks X-Forwarded-For from the right while the hop is a trusted proxy', () => {
    const proxies = new Set(['10.0.0.1', '10.0.0.2']);
    const isProxy = (address: string) => proxies.has(address);
    expect(clientBehindProxies('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', isProxy)).toBe('198.51.100.7');
    expect(clientBehindProxies('10.0.0.2', '', isProxy)).toBe('10.0.0.2');
    expect(clientBehindProxies('10.0.0.2', '10.0.0.1', isProxy)).toBe('10.0.0.1');
    expect(clientBehindProxies('203.0.113.5', '6.6.6.6', isProxy)).toBe('203.0.113.5');
    expect(clientBehindProxies('10.0.0.2', 'unknown, 10.0.0.1', isProxy)).toBe('unknown');
  });
});

/** The app on the test database with `trust`, production login limits, behind a real HTTP server on loopback. */
function appTrusting(trust: ProxyTrust) {
  const app = createApp({ config: { ...t.config, trustProxy: trust }, orm: t.orm, logger: createLogger('silent'), mailer: t.mailer, rateLimiters: createRateLimiters({ orm: t.orm }) });
  return supertest(createHttpServer(app.callback()));
}

/** A failed login sent with `headers`; returns its status and the address the audit log recorded for it. */
async function failedLogin(client: ReturnType<typeof appTrusting>, headers: Record<string, string>): Promise<{ status: number; ip: string | null }> {
  const email = `nobody-${randomUUID()}@example.com`;
  const res = await call(client, authContract.endpoints.login).set(headers).send({ email, password: 'wrong-password' });
  const rows = await t.orm.em.fork().getConnection().execute<{ ip: string | null }[]>(`select ip from audit_events where event = 'login_failure' and details->>'email' = ?`, [email]);
  return { status: res.status, ip: rows[0]?.ip ?? null };
}

/** The test client's own address as the server sees it. */
const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

const SPOOFED = ['6.6.6.6', '127.0.0.1', '::1', 'unknown', '10.0.0.9', `203.0.113.${Math.floor(Math.random() * 200)}`];

describe('the client address behind the configured proxies', () => {
  it('TRUST_PROXY=true (one proxy): the right-most entry, whatever the client wrote to the left of it', async () => {
    const client = appTrusting(parseTrustProxy('true'));
    for (const [i, spoof] of SPOOFED.entries()) {
      // (each client its own address: the login limit allows 10 a minute per address)
      expect((await failedLogin(client, { 'X-Forwarded-For': `${spoof}, 198.51.100.${30 + i}` })).ip).toBe(`198.51.100.${30 + i}`);
      expect((await failedLogin(client, { 'X-Forwarded-For': `${spoof},198.51.100.${30 + i}` })).ip).toBe(`198.51.100.${30 + i}`);
    }
    expect((await failedLogin(client, { 'X-Forwarded-For': '198.51.100.22' })).ip).toBe('198.51.100.22');
  });

  it('TRUST_PROXY=2 (a CDN, then the load balancer): the second entry from the right', async () => {
    const client = appTrusting(parseTrustProxy('2'));
    expect((await failedLogin(client, { 'X-Forwarded-For': '6.6.6.6, 7.7.7.7, 198.51.100.23, 10.0.0.4' })).ip).toBe('198.51.100.23');
  });

  it('TRUST_PROXY=<addresses>: entries written by listed proxies are skipped; from any other peer the headers count for nothing', async () => {
    const trusted = appTrusting(parseTrustProxy('127.0.0.0/8, ::1, 10.0.0.0/8'));
    expect((await failedLogin(trusted, { 'X-Forwarded-For': '6.6.6.6, 198.51.100.24, 10.1.2.3' })).ip).toBe('198.51.100.24');
    const elsewhere = appTrusting(parseTrustProxy('10.0.0.0/8'));
    expect((await failedLogin(elsewhere, { 'X-Forwarded-For': '198.51.100.25' })).ip).toMatch(LOOPBACK);
    // The protocol and host a proxy reports count only from a listed proxy: here they cannot make another site's
    // Origin look like this one's to the CSRF check.
    const claimed = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Origin: 'https://evil.example' };
    expect((await failedLogin(elsewhere, claimed)).status).toBe(403);
    expect((await failedLogin(trusted, claimed)).status).toBe(401);
  });

  it('TRUST_PROXY=false: the socket peer, the headers ignored', async () => {
    const client = appTrusting(parseTrustProxy('false'));
    expect((await failedLogin(client, { 'X-Forwarded-For': '198.51.100.26' })).ip).toMatch(LOOPBACK);
  });

  it('a changing, spoofed left part never resets the per-IP login limit: the 11th login in a minute is 429', async () => {
    const client = appTrusting(parseTrustProxy('true'));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await failedLogin(client, { 'X-Forwarded-For': `203.0.113.${i + 1}, 198.51.100.27` })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });
});
