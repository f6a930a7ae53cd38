/**
 * The authorization matrix (issue 5 item 7): every route registered on the Koa app must declare its access rule
 * (`allow.public|member|owner|admin|dev` as its first middleware), and each rule is checked with a guest, a member,
 * another member and the admin. A new route without a rule — or an `owner` route without a sample record below —
 * fails this file, so later routes cannot forget. The samples live in the modules (api/test/owner-samples.ts).
 */
import Router from '@koa/router';
import Koa from 'koa';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, describe, expect, it } from 'vitest';
import { authContract } from '#shared/auth/contract.ts';
import { registrationBody } from '#shared/auth/samples.ts';
import { registerBodySchema } from '#shared/auth/schemas.ts';
import { createApp } from '../app.ts';
import { allow } from '../http/access.ts';
import { notFound } from '../http/errors.ts';
import { mayManage } from '../http/ownership.ts';
import { errorMiddleware } from '../http/error-middleware.ts';
import { createLogger } from '../http/logger.ts';
import { createRateLimiters } from '../http/rate-limit.ts';
import { buildUser, hashPassword } from '../modules/users/users.service.ts';
import type { User } from '../modules/users/user.entity.ts';
import { modules } from '../registry.ts';
import { call } from './call.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { collectOwnerSamples } from './owner-samples.ts';
import { concretePath as concrete, registeredRoutes, type RouteEntry } from './routes.ts';

const t: TestApp = await createTestApp();
afterAll(() => t.close());
const routes = registeredRoutes(t.app);
const key = (r: Pick<RouteEntry, 'method' | 'path'>) => `${r.method} ${r.path}`;

/**
 * Owner routes need a record of their own to be tested against: `METHOD path` → a function that creates a record
 * owned by `owner` and returns the path to call (its `:params` filled in). Each module gives its own, beside its
 * routes (`ownerSamples` of api/modules/<name>/<name>.test-samples.ts; decision 180).
 */
const OWNER_SAMPLES = await collectOwnerSamples(modules);

const PASSWORD = 'matrix-password-1';
const passwordHash = await hashPassword(PASSWORD);
let seq = 0;

/** A fresh active account with `role`, signed in through the real login. */
async function signedIn(role: 'member' | 'admin'): Promise<{ user: User; agent: TestAgent }> {
  seq += 1;
  const em = t.orm.em.fork();
  const input = registerBodySchema.parse(registrationBody({ fullName: 'Matrix Person', username: `matrix_${process.pid}_${seq}`, email: `matrix-${process.pid}-${seq}@example.com`, password: PASSWORD }));
  const user = await buildUser(em, input, role, passwordHash);
  await em.flush();
  const agent = t.agent();
  const res = await call(agent, authContract.endpoints.login, { body: { email: user.email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { user, agent };
}

/**
 * Calls the route as `agent` with an empty JSON body where the method takes one; returns the status. Not the
 * endpoint's sample body (decision 182 "Samples"): an empty body is refused by validation, which runs after the
 * access rule, so a 400 means "let through"; a valid body would reach handlers whose own refusals (a wrong password
 * at login, no teacher profile yet) answer 401 or 403 and read as a denial.
 */
async function statusOf(agent: TestAgent, method: string, path: string): Promise<number> {
  const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = agent[m](path).redirects(0);
  const res = ['post', 'put', 'patch', 'delete'].includes(m) ? await req.send({}) : await req;
  return res.status;
}

const DENIED = [401, 403];

describe('authorization matrix', () => {
  it('lists every route, and every route declares an access rule', () => {
    console.info(`authorization matrix (${routes.length} routes):\n${routes.map((r) => `  ${(r.rule ?? 'NONE').padEnd(7)} ${key(r)}`).join('\n')}`);
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map(key)).toEqual(expect.arrayContaining(['GET /api/auth/user', 'POST /api/auth/login', 'POST /api/auth/toggle-2fa', 'POST /api/auth/logout-all', 'POST /api/logout', 'GET /api/taxi-services']));
    // Nothing a link, an image or a prefetch can reach ends a session (decision 158).
    expect(routes.map(key)).not.toContain('GET /api/logout');
    expect(routes.filter((r) => !r.rule).map(key)).toEqual([]);
  });

  it('has a sample record for every owner route', () => {
    expect(routes.filter((r) => r.rule === 'owner' && !OWNER_SAMPLES[key(r)]).map(key)).toEqual([]);
    // …and no module keeps a sample for a route that is not (or no longer) an owner route.
    expect(Object.keys(OWNER_SAMPLES).filter((name) => !routes.some((r) => r.rule === 'owner' && key(r) === name))).toEqual([]);
    // The loader finds the samples in the modules' folders (at least the 10 moved there by decision 180); a new
    // feature's owner route brings its own sample and edits nothing here (decision 183).
    expect(Object.keys(OWNER_SAMPLES).length).toBeGreaterThanOrEqual(10);
  });

  it('mounts development routes only outside production', () => {
    const production = createApp({ config: { ...t.config, isProduction: true }, orm: t.orm, logger: createLogger('silent'), mailer: t.mailer, rateLimiters: createRateLimiters({ store: 'memory' }) });
    expect(registeredRoutes(production).filter((r) => r.rule === 'dev').map(key)).toEqual([]);
  });

  describe.each(routes.filter((r) => r.rule).map((r) => [key(r), r] as const))('%s', (_name, route) => {
    it(`enforces "${route.rule}" for guest, member, another member and admin`, async () => {
      const guest = t.agent();
      switch (route.rule) {
        case 'public':
        case 'dev': {
          expect(DENIED).not.toContain(await statusOf(guest, route.method, concrete(route.path)));
          const member = await signedIn('member');
          expect(DENIED).not.toContain(await statusOf(member.agent, route.method, concrete(route.path)));
          break;
        }
        case 'member': {
          expect(await statusOf(guest, route.method, concrete(route.path))).toBe(401);
          for (const who of [await signedIn('member'), await signedIn('member'), await signedIn('admin')]) {
            expect(DENIED).not.toContain(await statusOf(who.agent, route.method, concrete(route.path)));
          }
          break;
        }
        case 'owner': {
          const sample = OWNER_SAMPLES[key(route)];
          if (!sample) throw new Error(`no sample record for owner route ${key(route)}`);
          const owner = await signedIn('member');
          const other = await signedIn('member');
          const path = await sample(t, owner.user);
          expect(await statusOf(guest, route.method, path)).toBe(401);
          // The ownership policy (api/http/ownership.ts): someone else's record looks missing.
          expect(await statusOf(other.agent, route.method, path)).toBe(404);
          expect(DENIED).not.toContain(await statusOf(owner.agent, route.method, path));
          break;
        }
        case 'admin': {
          expect(await statusOf(guest, route.method, concrete(route.path))).toBe(401);
          expect(await statusOf((await signedIn('member')).agent, route.method, concrete(route.path))).toBe(403);
          expect(DENIED).not.toContain(await statusOf((await signedIn('admin')).agent, route.method, concrete(route.path)));
          break;
        }
        default:
          throw new Error(`unknown rule ${String(route.rule)}`);
      }
    });
  });
});

describe('the matrix machinery', () => {
  /** A tiny app: the signed-in user comes from an `X-User` header (`id:role`); one owner route owned by "alice". */
  function ownerApp() {
    const app = new Koa();
    app.use(errorMiddleware() as Koa.Middleware);
    app.use(async (ctx, next) => {
      const [id, role] = (ctx.get('x-user') || ':').split(':');
      if (id) ctx.state.user = { id, role } as unknown as User;
      await next();
    });
    const router = new Router();
    const owned = (allowAdmin: boolean) => async (ctx: Koa.Context) => {
      if (!mayManage({ owner: 'alice' }, ctx.state.user as User | undefined, { allowAdmin })) throw notFound();
      ctx.body = { ok: true };
    };
    router.get('/things/:id', allow.owner as never, owned(false));
    router.get('/admin-ok/:id', allow.owner as never, owned(true));
    router.get('/forgotten', async (ctx) => {
      ctx.body = 'no rule';
    });
    app.use(router.routes());
    return app;
  }

  it('finds a route without a declared rule', () => {
    const found = registeredRoutes(ownerApp());
    expect(found.map((r) => [key(r), r.rule])).toEqual([
      ['GET /things/:id', 'owner'],
      ['GET /admin-ok/:id', 'owner'],
      ['GET /forgotten', undefined],
    ]);
  });

  it('ownership policy: 401 without a user, 404 (looks missing) for someone else, through for the owner (and the admin when allowed)', async () => {
    const client = supertest(ownerApp().callback());
    expect((await client.get('/things/1')).status).toBe(401);
    const other = await client.get('/things/1').set('X-User', 'bob:member');
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ code: 'not_found', message: 'Not found' });
    expect((await client.get('/things/1').set('X-User', 'alice:member')).status).toBe(200);
    expect((await client.get('/things/1').set('X-User', 'root:admin')).status).toBe(404);
    expect((await client.get('/admin-ok/1').set('X-User', 'root:admin')).status).toBe(200);
    expect((await client.get('/admin-ok/1').set('X-User', 'bob:member')).status).toBe(404);
  });
});
