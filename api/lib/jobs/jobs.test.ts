import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Orm } from '../../db/orm.ts';
import { defineJob, backoffDelayMs, DEFAULT_RETRY } from './define.ts';
import { enqueue, enqueueOnce } from './enqueue.ts';
import { JobScheduleSchema, JobSchema } from './job.entity.ts';
import { retryDeadJob } from './maintenance.ts';
import { createJobWorker } from './worker.ts';
import { captureLogger, createReopenableDatabase, fakeClock, testServices } from './test-support.ts';

/** What the test jobs did, in order. */
const ran: string[] = [];
const failuresLeft = new Map<string, number>();

const echoJob = defineJob({
  name: 'test.echo',
  schema: z.object({ label: z.string().min(1) }),
  async handler(payload, ctx) {
    ran.push(`${payload.label}#${ctx.job.attempt}`);
  },
});

const flakyJob = defineJob({
  name: 'test.flaky',
  schema: z.object({ label: z.string() }),
  retry: { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 60_000 },
  async handler(payload, ctx) {
    ran.push(`${payload.label}#${ctx.job.attempt}`);
    const left = failuresLeft.get(payload.label) ?? 0;
    if (left > 0) {
      failuresLeft.set(payload.label, left - 1);
      throw new Error(`smtp said no (${payload.label})`);
    }
  },
});

let db: Awaited<ReturnType<typeof createReopenableDatabase>>;
let orm: Orm;
const clock = fakeClock('2026-11-23T10:00:00Z');
const log = captureLogger();
const worker = () => createJobWorker({ definitions: [echoJob, flakyJob], services: testServices(orm, { dir: db.dir, clock, logger: log.logger }) });
const row = (id: string) => orm.em.fork().findOneOrFail(JobSchema, { id });

beforeAll(async () => {
  db = await createReopenableDatabase();
  orm = await db.open();
});
afterAll(() => db.drop());
beforeEach(async () => {
  ran.length = 0;
  log.lines.length = 0;
  await orm.em.fork().nativeDelete(JobSchema, {});
});

describe('enqueue', () => {
  it('writes the job with the caller’s flush, and not at all when that transaction rolls back', async () => {
    const em = orm.em.fork();
    const job = enqueue(em, echoJob, { label: 'a' });
    expect(await orm.em.fork().count(JobSchema, { id: job.id })).toBe(0);
    await em.flush();
    expect((await row(job.id)).status).toBe('queued');

    const rolledBack = orm.em.fork();
    let id = '';
    await expect(
      rolledBack.transactional(async (tx) => {
        id = enqueue(tx, echoJob, { label: 'b' }).id;
        await tx.flush();
        throw new Error('the record that caused the job failed');
      }),
    ).rejects.toThrow('failed');
    expect(await orm.em.fork().count(JobSchema, { id })).toBe(0);
  });

  it('refuses a payload that does not match the job’s schema', () => {
    expect(() => enqueue(orm.em.fork(), echoJob, { label: '' })).toThrow();
  });

  it('enqueueOnce makes one job per unique key', async () => {
    const results = await Promise.all([1, 2, 3].map(() => enqueueOnce(orm.em.fork(), echoJob, { label: 'once' }, { uniqueKey: 'test:once' })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await orm.em.fork().count(JobSchema, { uniqueKey: 'test:once' })).toBe(1);
  });
});

describe('worker', () => {
  it('runs due jobs once and leaves later ones for later', async () => {
    const em = orm.em.fork();
    const now = enqueue(em, echoJob, { label: 'now' }, { runAt: clock.now() });
    const later = enqueue(em, echoJob, { label: 'later' }, { runAt: new Date(clock.now().getTime() + 60_000) });
    await em.flush();
    const w = worker();
    expect((await w.runUntilIdle()).map((o) => o.outcome)).toEqual(['done']);
    expect(ran).toEqual(['now#1']);
    const done = await row(now.id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lastError: null });
    expect(done.finishedAt).toEqual(clock.now());
    expect((await row(later.id)).status).toBe('queued');
    expect(await w.runUntilIdle()).toEqual([]);
  });

  it('retries a failing job with exponential backoff, logs each failure, then dead-letters it', async () => {
    failuresLeft.set('doomed', 99);
    const em = orm.em.fork();
    const job = enqueue(em, flakyJob, { label: 'doomed' });
    await em.flush();
    const w = worker();

    expect((await w.runUntilIdle()).map((o) => o.outcome)).toEqual(['retry']);
    let stored = await row(job.id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error: smtp said no (doomed)' });
    const firstDelay = (stored.runAt as Date).getTime() - clock.now().getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(900);
    expect(firstDelay).toBeLessThanOrEqual(1100);
    expect(await w.runUntilIdle()).toEqual([]); // not due yet

    clock.advance(firstDelay);
    expect((await w.runUntilIdle()).map((o) => o.outcome)).toEqual(['retry']);
    stored = await row(job.id);
    const secondDelay = (stored.runAt as Date).getTime() - clock.now().getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(1800);
    expect(secondDelay).toBeLessThanOrEqual(2200);

    clock.advance(secondDelay);
    expect((await w.runUntilIdle()).map((o) => o.outcome)).toEqual(['dead']);
    stored = await row(job.id);
    expect(stored).toMatchObject({ status: 'dead', attempts: 3, lockedBy: null, lastError: 'Error: smtp said no (doomed)' });
    clock.advance(3_600_000);
    expect(await w.runUntilIdle()).toEqual([]);
    expect(ran).toEqual(['doomed#1', 'doomed#2', 'doomed#3']);

    const failures = log.lines.filter((l) => (l.job as { id?: string } | undefined)?.id === job.id);
    expect(failures.map((l) => [l.level, l.msg])).toEqual([
      [40, 'job failed (attempt 1 of 3); retrying'],
      [40, 'job failed (attempt 2 of 3); retrying'],
      [50, 'job failed on its last attempt (3 of 3); dead-lettered'],
    ]);
    expect((failures[0]?.err as { message: string }).message).toBe('smtp said no (doomed)');

    // An admin re-queues the dead letter once the cause is fixed.
    failuresLeft.set('doomed', 0);
    expect(await retryDeadJob(orm.em.fork(), job.id, clock.now())).toBe(true);
    expect((await w.runUntilIdle()).map((o) => o.outcome)).toEqual(['done']);
    expect(await retryDeadJob(orm.em.fork(), job.id, clock.now())).toBe(false);
  });

  it('commits a transactional job’s writes together with "done", and none of them when it fails', async () => {
    let failFirst = true;
    const markerJob = defineJob({
      name: 'test.marker',
      schema: z.object({ key: z.string() }),
      transactional: true,
      async handler(payload, ctx) {
        ctx.em.create(JobScheduleSchema, { name: payload.key, since: ctx.now, lastPeriodAt: null });
        await ctx.em.flush();
        if (failFirst) {
          failFirst = false;
          throw new Error('failed after writing');
        }
      },
    });
    const em = orm.em.fork();
    const job = enqueue(em, markerJob, { key: 'test.marker-row' });
    await em.flush();
    const w = createJobWorker({ definitions: [markerJob], services: testServices(orm, { dir: db.dir, clock, logger: log.logger }) });
    expect((await w.runUntilIdle()).map((o) => o.outcome)).toEqual(['retry']);
    expect(await orm.em.fork().count(JobScheduleSchema, { name: 'test.marker-row' })).toBe(0);
    clock.advance(60_000);
    expect((await w.runUntilIdle()).map((o) => o.outcome)).toEqual(['done']);
    expect(await orm.em.fork().count(JobScheduleSchema, { name: 'test.marker-row' })).toBe(1);
    expect((await row(job.id)).status).toBe('done');
    await orm.em.fork().nativeDelete(JobScheduleSchema, { name: 'test.marker-row' });
  });

  it('dead-letters a stored payload that no longer matches the schema, without running it', async () => {
    const em = orm.em.fork();
    const job = enqueue(em, echoJob, { label: 'x' });
    await em.flush();
    await orm.em.fork().nativeUpdate(JobSchema, { id: job.id }, { payload: { label: 42 } });
    expect((await worker().runUntilIdle()).map((o) => o.outcome)).toEqual(['dead']);
    expect(ran).toEqual([]);
    expect((await row(job.id)).lastError).toMatch(/payload does not match the schema of test.echo/);
  });

  it('claims a job again when the worker holding it died (lease expired); dead-letters it on its last attempt', async () => {
    const em = orm.em.fork();
    const stuck = enqueue(em, echoJob, { label: 'stuck' });
    const hopeless = enqueue(em, flakyJob, { label: 'hopeless' });
    await em.flush();
    const lease = { status: 'running' as const, lockedBy: 'dead-host:1:abc', lockedUntil: new Date(clock.now().getTime() + 30_000) };
    await orm.em.fork().nativeUpdate(JobSchema, { id: stuck.id }, { ...lease, attempts: 1 });
    await orm.em.fork().nativeUpdate(JobSchema, { id: hopeless.id }, { ...lease, attempts: 3 });

    const w = worker();
    expect(await w.runUntilIdle()).toEqual([]); // leases still valid
    clock.advance(30_001);
    expect((await w.runUntilIdle()).map((o) => [o.name, o.outcome, o.attempt])).toEqual([['test.echo', 'done', 2]]);
    expect(ran).toEqual(['stuck#2']);
    expect(await row(hopeless.id)).toMatchObject({ status: 'dead', attempts: 3 });
    expect((await row(hopeless.id)).lastError).toMatch(/lease expired/);
  });

  it('leaves jobs it has no handler for to a process that has one', async () => {
    const em = orm.em.fork();
    const job = enqueue(em, echoJob, { label: 'elsewhere' });
    await em.flush();
    const other = createJobWorker({ definitions: [flakyJob], services: testServices(orm, { dir: db.dir, clock, logger: log.logger }) });
    expect(await other.runUntilIdle()).toEqual([]);
    expect((await row(job.id)).status).toBe('queued');
  });

  it('start() polls in the background and stop() waits for the job in flight', async () => {
    let release: () => void = () => {};
    const slowJob = defineJob({
      name: 'test.slow',
      schema: z.object({}),
      async handler() {
        ran.push('slow:start');
        await new Promise<void>((resolve) => (release = resolve));
        ran.push('slow:end');
      },
    });
    const em = orm.em.fork();
    const job = enqueue(em, slowJob, {});
    await em.flush();
    const w = createJobWorker({ definitions: [slowJob], services: testServices(orm, { dir: db.dir, clock, logger: log.logger }), pollMs: 20 });
    w.start();
    await expect.poll(() => ran, { timeout: 5000 }).toEqual(['slow:start']);
    const stopped = w.stop(5000);
    await sleep(50);
    expect(ran).toEqual(['slow:start']);
    release();
    await stopped;
    expect(ran).toEqual(['slow:start', 'slow:end']);
    expect((await row(job.id)).status).toBe('done');
  });
});

describe('durability', () => {
  it('a queued job survives a restart: close the database, open it again, the new process runs it', async () => {
    const em = orm.em.fork();
    const job = enqueue(em, echoJob, { label: 'survivor' });
    await em.flush();
    await orm.close(true);

    orm = await db.open();
    expect((await worker().runUntilIdle()).map((o) => o.id)).toEqual([job.id]);
    expect(ran).toEqual(['survivor#1']);
  });
});

describe('backoff', () => {
  it('doubles from the base delay up to the cap, with ±10 % jitter', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 10_000, maxDelayMs: 60_000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelayMs(policy, n, () => 0.5))).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(backoffDelayMs(policy, 1, () => 0)).toBe(9_000);
    expect(backoffDelayMs(policy, 1, () => 1)).toBe(11_000);
  });
});
