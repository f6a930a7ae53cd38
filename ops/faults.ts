/**
 * Issue 20 "Bad input and faults", on the two-process cluster of ops/cluster.test.ts (which calls
 * {@link describeFaults} last): PostgreSQL, Redis and the S3 store each become unreachable while the processes serve
 * (their gate resets every connection; the machine's real servers are never touched), then come back. Requests fail
 * fast with a clear 503 and the processes recover by themselves; nothing is left half-done. Decisions 099 and 140.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMIT_STORE_DOWN_MESSAGE } from '../api/http/rate-limit.ts';
import { STORE_UNREACHABLE_MESSAGE } from '../api/modules/uploads/s3-storage.ts';
import { call, putToBucket, registerMember, testAddress, withoutQuery, type Answer } from './cluster/client.ts';
import type { Cluster } from './cluster/cluster.ts';
import { waitUntil } from './cluster/wait.ts';

/** `fn`'s answer and how long it took (ms). */
async function timed(fn: () => Promise<Answer>): Promise<Answer & { ms: number }> {
  const t0 = performance.now();
  const res = await fn();
  return Object.assign(res, { ms: performance.now() - t0 });
}

/** The outage tests, on the cluster `cluster()` returns (gates restored after each). */
export function describeFaults(cluster: () => Cluster): void {
  afterEach(() => {
    for (const gate of Object.values(cluster().gates)) gate.up();
  });

  describe('PostgreSQL unreachable while serving', () => {
    it('answers 503 fast, leaves the load balancer rotation, and recovers by itself', async () => {
      const member = await registerMember(cluster().origin, cluster().origin);
      const pids = cluster().apps.map((app) => app.pid());
      cluster().gates.postgres.down();

      for (const app of cluster().apps) {
        const me = await timed(() => member.request(app.origin, 'GET', '/api/auth/user'));
        expect(me.status, me.text).toBe(503);
        expect(me.body).toMatchObject({ code: 'service_unavailable' });
        expect(me.ms).toBeLessThan(3_000);
        const ready = await call(app.origin, 'GET', '/api/health/ready');
        expect(ready.status).toBe(503);
        expect(ready.body).toMatchObject({ status: 'not_ready', db: 'unreachable' });
        expect((await call(app.origin, 'GET', '/api/health/live')).status).toBe(200);
      }
      await cluster().proxy.waitFor(cluster().apps.map((app) => app.name), 'DOWN', 10_000);
      const viaProxy = await timed(() => member.request(cluster().origin, 'GET', '/api/auth/user'));
      expect(viaProxy.status).toBe(503);
      expect(viaProxy.ms).toBeLessThan(3_000);

      cluster().gates.postgres.up();
      await cluster().proxy.waitFor(cluster().apps.map((app) => app.name), 'UP', 20_000);
      for (const base of [cluster().origin, ...cluster().apps.map((app) => app.origin)]) {
        const me = await member.request(base, 'GET', '/api/auth/user');
        expect(me.status, me.text).toBe(200);
      }
      expect(cluster().apps.map((app) => app.pid())).toEqual(pids); // no process died or was restarted
    });
  });

  describe('Redis unreachable (decision 099)', () => {
    it('keeps logins limited per process, pauses the mail-sending limits with 503, and shares counters again after', async () => {
      const member = await registerMember(cluster().origin, cluster().origin);
      const [a, b] = cluster().apps.map((app) => app.origin) as [string, string];
      cluster().gates.redis.down();

      // Fail-soft: a member still logs in…
      const ok = await call(a, 'POST', '/api/auth/login', { origin: cluster().origin, body: { email: member.email, password: member.password }, headers: { 'x-forwarded-for': testAddress() } });
      expect(ok.status, ok.text).toBe(200);
      // …and password guessing is still limited, by each process's own counter (5 a minute per account).
      const wrong = () => call(a, 'POST', '/api/auth/login', { origin: cluster().origin, body: { email: member.email, password: 'wrong' }, headers: { 'x-forwarded-for': member.address } });
      for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(401);
      expect((await wrong()).status).toBe(429);

      // Fail-closed: password-reset mail waits for the shared counter.
      const forgot = () => call(b, 'POST', '/api/auth/forgot-password', { origin: cluster().origin, body: { email: `nobody-${randomUUID()}@example.com` }, headers: { 'x-forwarded-for': testAddress() } });
      const paused = await timed(forgot);
      expect(paused.status).toBe(503);
      expect(paused.body).toEqual({ code: 'service_unavailable', message: LIMIT_STORE_DOWN_MESSAGE });
      expect(paused.ms).toBeLessThan(3_000);
      // Readiness does not depend on Redis: both processes stay in rotation.
      expect((await cluster().proxy.serverStatus())).toEqual(Object.fromEntries(cluster().apps.map((app) => [app.name, 'UP'])));

      cluster().gates.redis.up();
      await waitUntil('forgot-password to answer 200 again', async () => (await forgot()).status === 200, 20_000);
    });
  });

  describe('the S3 store unreachable', () => {
    it('refuses to finish an upload with a clear 503, attaches nothing, and the same call succeeds once it is back', async () => {
      const member = await registerMember(cluster().origin, cluster().origin);
      const start = await member.request(cluster().origin, 'POST', '/api/objects/upload');
      expect(start.status).toBe(200);
      const uploadURL = (start.body as { uploadURL: string }).uploadURL;
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
      expect(await putToBucket(uploadURL, photo)).toBe(200);
      const id = withoutQuery(uploadURL).split('/').at(-1)!;

      cluster().gates.s3.down();
      const finish = () => member.request(cluster().origin, 'PUT', '/api/product-images', { body: { imageURL: withoutQuery(uploadURL) } });
      const refused = await timed(finish);
      expect(refused.status, refused.text).toBe(503);
      expect(refused.body).toEqual({ code: 'service_unavailable', message: STORE_UNREACHABLE_MESSAGE });
      expect(refused.ms).toBeLessThan(10_000);
      const [row] = await cluster().sql<{ status: string; width: number | null }>('select status, width from stored_objects where id = $1', [id]);
      expect(row).toEqual({ status: 'pending', width: null });

      cluster().gates.s3.up();
      const done = await finish();
      expect(done.status, done.text).toBe(200);
      expect(done.body).toMatchObject({ objectPath: `/objects/${id}` });
      const [after] = await cluster().sql<{ status: string }>('select status from stored_objects where id = $1', [id]);
      expect(after).toEqual({ status: 'ready' });
    });
  });
}
