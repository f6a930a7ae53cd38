/**
 * Decision 158: no cache keeps what a session shapes. Every GET route under /api, walked as a member and as the
 * admin (read from the mounted routers, so a route added later is walked too), answers with `Cache-Control`
 * `private, no-store` — or its own `no-store` — whatever its status; only the routes listed in
 * {@link SAME_FOR_EVERYONE} may say `public`. Answers that set or clear the session cookie say it too, and guests'
 * answers keep what their route chose (the shared first pages of api/http/guest-cache.ts).
 */
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createMember, loginAgent, registrationBody } from '../test/factories.ts';
import { concretePath, registeredRoutes } from '../test/routes.ts';
import { authContract } from '#shared/auth/contract.ts';
import { statsContract } from '#shared/stats/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../test/call.ts';

/** GET routes whose answer is the same for everyone and may be kept by any cache, members' requests included. */
const SAME_FOR_EVERYONE = new Set(['GET /api/stats/public', 'GET /api/docs/:file']);
/** What a member's answer may say: ours, or a route's own `no-store` (both never kept, not even by the browser). */
const NEVER_KEPT = ['no-store', 'private, no-store'];

let t: TestApp;
let member: TestAgent;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  const m = await createMember(t);
  member = await loginAgent(t, m.user.email, m.password);
  const a = await createMember(t, {}, 'admin');
  admin = await loginAgent(t, a.user.email, a.password);
});
afterAll(() => t.close());

describe('Cache-Control of answers a session shapes', () => {
  it('every GET route under /api, as a member and as the admin: private and revalidated, or never stored (whatever the status)', async () => {
    const routes = registeredRoutes(t.app).filter((route) => route.method === 'GET' && route.path.startsWith('/api/')); // not a contract path: the API's prefix
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      for (const [who, agent] of [['member', member], ['admin', admin]] as const) {
        const res = await agent.get(concretePath(route.path)).redirects(0);
        const cacheControl = String(res.headers['cache-control'] ?? '(none)');
        const ok = SAME_FOR_EVERYONE.has(name) ? cacheControl.startsWith('public') : NEVER_KEPT.includes(cacheControl);
        if (!ok) wrong.push(`${name} as ${who} → ${res.status} Cache-Control: ${cacheControl}`);
      }
    }
    expect(wrong).toEqual([]);
    // the walk really was signed in
    expect((await call(member, authContract.endpoints.user)).status).toBe(200);
  });

  it("a member's first page of a shared list is theirs alone: private, no-store, no ETag", async () => {
    const res = await call(member, taxiContract.endpoints.list);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers that start or end a session: registration, login, a failed login of a signed-in browser, logout', async () => {
    const browser = t.agent();
    const registered = await call(browser, authContract.endpoints.register, { body: registrationBody() });
    expect(registered.status).toBe(201);
    expect(registered.headers['cache-control']).toBe('private, no-store');
    const { user, password } = await createMember(t);
    const login = await call(t.agent(), authContract.endpoints.login, { body: { email: user.email, password } });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
    const refused = await call(browser, authContract.endpoints.login, { body: { email: user.email, password: 'wrong-password' } });
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const logout = await call(browser, authContract.endpoints.logout);
    expect(logout.status).toBe(303);
    expect(logout.headers['cache-control']).toBe('private, no-store');
  });

  it("guests' answers keep their route's choice: the shared first page revalidates, public statistics stay public", async () => {
    const guest = t.agent();
    const page = await call(guest, taxiContract.endpoints.list);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeDefined();
    expect((await call(guest, statsContract.endpoints.public)).headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect((await call(guest, authContract.endpoints.user)).headers['cache-control']).toBeUndefined();
  });
});
