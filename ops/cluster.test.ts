/**
 * Issue 20 "Beyond one server": two app processes (NODE_ENV=production) behind HAProxy on one PostgreSQL database,
 * Redis and an S3 server, all on loopback (ops/cluster/). What a member does on one process holds on the other;
 * limits, idempotency and scheduled work count once across both; a rolling restart under load fails no request.
 * The outages of ops/faults.ts run last on the same cluster. Run by .ci/run (`npx vitest run --config
 * ops/vitest.config.ts`), not by `npm test`. Decision 098.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authContract } from '#shared/auth/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { healthContract } from '#shared/health/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { taxiBody } from '#shared/taxi/samples.ts';
import { uploadsContract } from '#shared/uploads/contract.ts';
import { call, callEndpoint, logIn, putToBucket, registerMember, testAddress, withoutQuery, type Member } from './cluster/client.ts';
import { METRICS_TOKEN, startCluster, type Cluster } from './cluster/cluster.ts';
import { FORWARDED_HEADER_RULES, HAPROXY_BIN } from './cluster/haproxy.ts';
import { percentile, startLoad } from './cluster/load.ts';
import { waitUntil } from './cluster/wait.ts';
import { describeFaults } from './faults.ts';

let cluster: Cluster;
let a: string;
let b: string;
let origin: string;

beforeAll(async () => {
  cluster = await startCluster();
  [a, b] = cluster.apps.map((app) => app.origin) as [string, string];
  origin = cluster.origin;
});
beforeEach(({ onTestFailed }) => onTestFailed(() => cluster?.diagnose()));
afterAll(() => cluster?.close());

describe('starting together on a fresh database', () => {
  it('applies each migration once and seeds once (the others wait for the lock)', async () => {
    const migrations = await cluster.sql<{ name: string; n: string }>('select name, count(*) as n from mikro_orm_migrations group by name');
    expect(migrations.length).toBeGreaterThan(5);
    expect(migrations.filter((m) => Number(m.n) !== 1)).toEqual([]);
    const admins = await cluster.sql<{ n: string }>(`select count(*) as n from users where email = 'cluster-admin@example.com'`);
    expect(Number(admins[0]!.n)).toBe(1);
    const applied = cluster.apps.filter((app) => app.logLines().some((line) => line.msg === 'migrations applied'));
    expect(applied).toHaveLength(1);
  });
});

describe('a member across processes', () => {
  it('registers on one process and continues on the other with the same session', async () => {
    const member = await registerMember(a, origin);
    const me = await member.callEndpoint(b, authContract.endpoints.user);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: member.email });

    const again = await logIn(b, origin, member);
    const post = await again.callEndpoint(a, taxiContract.endpoints.create, { body: taxiBody({ additionalNotes: 'Posted through process A' }) });
    expect(post.status).toBe(201);
    const mine = await again.callEndpoint(b, taxiContract.endpoints.list, { query: { limit: 50 } });
    expect((mine.body as { items: { id: string; isMine: boolean }[] }).items.find((i) => i.id === (post.body as { id: string }).id)).toMatchObject({ isMine: true });
  });

  it('counts a rate limit across both processes (Redis), not per process', async () => {
    const member = await registerMember(a, origin);
    const wrong = (base: string) => callEndpoint(base, authContract.endpoints.login, { origin, body: { email: member.email, password: 'not-the-password' }, from: member.address });
    // 5 logins a minute per account (api/http/rate-limit.ts): 3 on A and 2 on B are all answered…
    for (const base of [a, b, a, b, a]) expect((await wrong(base)).status).toBe(401);
    // …and the 6th is refused wherever it lands.
    const sixth = await wrong(b);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // The counters live in Redis, not in the database table of the single-server setup.
    expect(await cluster.sql('select key from rate_limits limit 1')).toEqual([]);
  });

  it('serves from one process a photo uploaded through the other', async () => {
    const member = await registerMember(a, origin);
    const start = await member.callEndpoint(a, uploadsContract.endpoints.requestUpload);
    expect(start.status).toBe(200);
    const uploadURL = (start.body as { uploadURL: string }).uploadURL;
    expect(uploadURL.startsWith(`http://127.0.0.1:${cluster.gates.s3.port}/${cluster.bucket}/`)).toBe(true);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    expect(await putToBucket(uploadURL, photo)).toBe(200);
    const done = await member.callEndpoint(a, uploadsContract.endpoints.productImage, { body: { imageURL: withoutQuery(uploadURL) } });
    expect(done.status).toBe(200);
    const image = done.body as { objectPath: string; variants: { w320: { url: string } } };

    const served = await fetch(b + image.variants.w320.url, { headers: { cookie: member.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(320);
  });

  it('makes one record of the same Idempotency-Key sent to both processes at once', async () => {
    const member = await registerMember(a, origin);
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const body = taxiBody({ additionalNotes: `Round ${round} ${key}` });
      const answers = await Promise.all([a, b].map((base) => member.callEndpoint(base, taxiContract.endpoints.create, { body, headers: { 'idempotency-key': key } })));
      expect(answers.map((r) => r.status)).toEqual([201, 201]);
      expect((answers[0]!.body as { id: string }).id).toBe((answers[1]!.body as { id: string }).id);
      expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    }
    const rows = await cluster.sql<{ n: string }>('select count(*) as n from taxi_requests t join users u on u.id = t.owner_id where u.email = $1', [member.email]);
    expect(Number(rows[0]!.n)).toBe(5);
    const keys = await cluster.sql<{ n: string }>('select count(*) as n from idempotency_keys k join users u on u.id = k.user_id where u.email = $1', [member.email]);
    expect(Number(keys[0]!.n)).toBe(5);
  });
});

describe('through the proxy', () => {
  it('passes a request id from HAProxy into the app log, and keeps a client’s own', async () => {
    const made = await callEndpoint(origin, healthContract.endpoints.live);
    const id = made.headers.get('x-request-id')!;
    expect(id).toMatch(/^7F000001-[0-9A-F]+-7F000001-[0-9A-F]+-[0-9A-F]+-[0-9A-F]+-[0-9A-F]+$/);
    const own = `client-${randomUUID()}`;
    expect((await callEndpoint(origin, healthContract.endpoints.live, { headers: { 'x-request-id': own } })).headers.get('x-request-id')).toBe(own);

    for (const rid of [id, own]) {
      await waitUntil(`the request line of ${rid} in an app log`, () =>
        cluster.apps.some((app) => app.logLines().some((line) => line.requestId === rid && line.msg === 'request' && line.path === endpointPath(healthContract.endpoints.live))),
      );
      await waitUntil(`${rid} in the HAProxy log`, () => readFileSync(path.join(cluster.dir, 'haproxy.log'), 'utf8').includes(`rid=${rid}`));
    }
  });

  it('takes the client address from HAProxy, never from the client: 25 logins with a spoofed, changing X-Forwarded-For meet the per-IP limit', async () => {
    const from = testAddress();
    const tag = randomUUID().slice(0, 8);
    // What a client may write: another address each time, a list, loopback, an IPv6 form, a word; and the other headers.
    const spoofs = (i: number) => [`203.0.113.${i + 1}`, `198.51.100.${i + 1}, 203.0.113.${i + 1}`, '127.0.0.1', `::ffff:10.0.0.${i + 1}`, 'unknown'][i % 5]!;
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const spoof = spoofs(i);
      const headers = { 'x-forwarded-for': spoof, 'x-real-ip': spoof, forwarded: `for="${spoof}"`, 'x-forwarded-host': 'evil.example' };
      const res = await callEndpoint(origin, authContract.endpoints.login, { origin, from, headers, body: { email: `spoof-${tag}-${i}@example.com`, password: 'not-the-password' } });
      statuses.push(res.status);
    }
    // 10 logins a minute per address (api/http/rate-limit.ts), counted across both processes: the rest are refused.
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(15).fill(429)]);
    // The audit log names the address HAProxy saw, for each of the 10 it answered.
    const seen = await cluster.sql<{ ip: string; n: string }>(
      `select ip, count(*) as n from audit_events where event = 'login_failure' and details->>'email' like $1 group by ip`,
      [`spoof-${tag}-%`],
    );
    expect(seen.map((row) => [row.ip, Number(row.n)])).toEqual([[from, 10]]);
  });

  it('ships the same forwarded-header rules in ops/deploy/haproxy.cfg, which HAProxy accepts', () => {
    const shipped = readFileSync(path.join(import.meta.dirname, 'deploy/haproxy.cfg'), 'utf8');
    const lines = shipped.split('\n').map((line) => line.trim());
    expect(FORWARDED_HEADER_RULES.filter((rule) => !lines.includes(rule))).toEqual([]);
    expect(lines.filter((line) => /^option\s+forwardfor\b/.test(line))).toEqual([]);
    const check = spawnSync(HAPROXY_BIN, ['-c', '-f', path.join(import.meta.dirname, 'deploy/haproxy.cfg')], { env: { ...process.env, S3_HOST: 'files.example.org' }, encoding: 'utf8', timeout: 20_000 });
    expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
  });

  it('spreads requests over both processes and exposes metrics with the token only', async () => {
    await cluster.proxy.waitFor(cluster.apps.map((app) => app.name), 'UP');
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await callEndpoint(origin, healthContract.endpoints.live)).headers.get('x-request-id')!);
    await waitUntil('requests of the round robin in both logs', () =>
      cluster.apps.every((app) => app.logLines().some((line) => ids.includes(line.requestId as string))),
    );
    expect((await call(origin, 'GET', '/metrics')).status).toBe(404);
    const metrics = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_requests_total{');
  });
});

describe('scheduled work', () => {
  it('catches up each missed daily draw and the cleanup once when both processes start together', async () => {
    await Promise.all(cluster.apps.map((app) => app.stop()));
    // Both were down for three days: age the schedules' state as if so.
    await cluster.sql(`update job_schedules set since = now() - interval '4 days', last_period_at = now() - interval '3 days 1 hour'`);
    const schedules = await cluster.sql<{ name: string }>('select name from job_schedules');
    expect(schedules.map((s) => s.name)).toEqual(expect.arrayContaining(['wheel.draw-daily']));
    await Promise.all(cluster.apps.map((app) => app.start()));
    await cluster.proxy.waitFor(cluster.apps.map((app) => app.name), 'UP');

    await waitUntil('the caught-up jobs to finish', async () => {
      const open = await cluster.sql(`select id from jobs where status in ('queued', 'running') and unique_key is not null`);
      const draws = await cluster.sql(`select id from jobs where name = 'wheel.draw'`);
      return open.length === 0 && draws.length >= 3;
    }, 30_000);
    const jobs = await cluster.sql<{ name: string; unique_key: string; status: string; attempts: number }>(
      `select name, unique_key, status, attempts from jobs where unique_key is not null order by unique_key`,
    );
    const keys = jobs.map((j) => j.unique_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(jobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
    const drawJobs = jobs.filter((j) => j.name === 'wheel.draw');
    const draws = await cluster.sql<{ day: string; status: string }>('select day, status from wheel_draws order by day');
    expect(draws).toHaveLength(drawJobs.length);
    expect(draws.every((d) => d.status === 'not_drawn')).toBe(true); // nobody spun on those days
  });
});

describe('a rolling restart under steady load', () => {
  it('fails no request while each process in turn drains, stops and comes back', async () => {
    const members = await Promise.all([registerMember(origin, origin), registerMember(origin, origin)]);
    const load = startLoad({ base: origin, origin, members: members as Member[], concurrency: 4, mix: { list: 3, me: 3, post: 2 }, pauseMs: 5 });
    try {
      await waitUntil('the load to get going', () => load.done() >= 20);
      for (const app of cluster.apps) {
        const before = load.done();
        const pid = app.pid();
        await app.stop(); // SIGTERM: not ready → HAProxy takes it out → drain → exit 0
        expect(app.exitCode()).toBe(0);
        expect(app.logLines().some((line) => line.msg === 'stopped')).toBe(true);
        await cluster.proxy.waitFor([app.name], 'DOWN', 10_000);
        await app.start();
        expect(app.pid()).not.toBe(pid);
        await cluster.proxy.waitFor([app.name], 'UP', 20_000);
        await waitUntil(`requests after restarting ${app.name}`, () => load.done() >= before + 20);
      }
    } finally {
      const result = await load.stop();
      const total = Object.values(result.counts).reduce((x, y) => x + y, 0);
      console.log(`rolling restart: ${total} operations in ${(result.ms / 1000).toFixed(1)} s, ${result.failureCount} failed; p99 ${percentile(Object.values(result.latencies).flat(), 99).toFixed(0)} ms`);
      expect(result.failures).toEqual([]);
      expect(total).toBeGreaterThan(100);
    }
  });
});

describeFaults(() => cluster);
