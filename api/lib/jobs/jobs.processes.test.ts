import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Orm } from '../../db/orm.ts';
import { defineJob } from './define.ts';
import { enqueue } from './enqueue.ts';
import { JobSchema } from './job.entity.ts';
import { createScheduler, defineSchedule } from './schedule.ts';
import { createJobWorker } from './worker.ts';
import { captureLogger, createReopenableDatabase, fakeClock, testServices } from './test-support.ts';

/**
 * Two server processes on one database. On PostgreSQL (DATABASE_URL set, as in CI's second pass) each "process" is
 * its own ORM with its own connection pool; on the embedded PGlite — one process by design — two workers and two
 * schedulers share one ORM.
 */
let db: Awaited<ReturnType<typeof createReopenableDatabase>>;
let processA: Orm;
let processB: Orm;
const runs = new Map<string, number>();
const ranIn = new Set<string>();

/** The same job kind as each process registers it; `label` tells which process ran a job. */
const countJob = (label: string) =>
  defineJob({
    name: 'test.count',
    schema: z.object({ n: z.number().int() }),
    async handler(payload, ctx) {
      ranIn.add(label);
      runs.set(String(payload.n), (runs.get(String(payload.n)) ?? 0) + 1);
      // Keep each job busy a little so both workers have claims in flight at the same time.
      await new Promise((resolve) => setTimeout(resolve, 5));
      ctx.log.debug('counted');
    },
  });

beforeAll(async () => {
  db = await createReopenableDatabase();
  processA = await db.open();
  processB = db.postgres ? await db.open() : processA;
});
afterAll(() => db.drop());

describe('two processes', () => {
  it('run each job exactly once', async () => {
    const em = processA.em.fork();
    for (let n = 0; n < 60; n++) enqueue(em, countJob('enqueuer'), { n });
    await em.flush();
    const clock = fakeClock(new Date());
    const { logger } = captureLogger();
    const workers = [processA, processB].map((orm, i) =>
      createJobWorker({ definitions: [countJob(`process ${i}`)], services: testServices(orm, { dir: db.dir, clock, logger }), concurrency: 4, pollMs: 10 }),
    );
    for (const w of workers) w.start();
    await expect.poll(() => processA.em.fork().count(JobSchema, { status: 'done' }), { timeout: 20_000, interval: 50 }).toBe(60);
    await Promise.all(workers.map((w) => w.stop()));
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect([...ranIn].sort()).toEqual(['process 0', 'process 1']); // both really took part
    expect(await processA.em.fork().count(JobSchema, { attempts: { $ne: 1 } })).toBe(0);
  });

  it('fire a schedule once per period, and the one that was down catches up without doubles', async () => {
    const seen: string[] = [];
    const drawJob = defineJob({
      name: 'test.draw',
      schema: z.object({ day: z.string() }),
      async handler(payload) {
        seen.push(payload.day);
      },
    });
    const draw = defineSchedule({ name: 'test.draw', cron: '0 18 * * *', job: drawJob, payload: (period) => ({ day: period.key.slice(-16, -6) }) });
    const clock = fakeClock('2026-11-20T12:00:00Z');
    const { logger } = captureLogger();
    const schedulers = [processA, processB].map((orm) => createScheduler({ orm, schedules: [draw], clock, logger }));
    const workers = [processA, processB].map((orm) => createJobWorker({ definitions: [drawJob], services: testServices(orm, { dir: db.dir, clock, logger }) }));

    // Both processes start on the 20th at noon: the schedule is new, nothing earlier is owed.
    expect(await Promise.all(schedulers.map((s) => s.tick()))).toEqual([[], []]);
    // 18:00 London comes; both check in the same second.
    clock.set('2026-11-20T18:00:01Z');
    const fired = (await Promise.all(schedulers.map((s) => s.tick()))).flat();
    expect(fired).toEqual(['test.draw:2026-11-20T18:00']);
    // Ticking again in the same period does nothing.
    clock.set('2026-11-20T18:30:00Z');
    expect((await Promise.all(schedulers.map((s) => s.tick()))).flat()).toEqual([]);
    await Promise.all(workers.map((w) => w.runUntilIdle()));
    expect(seen).toEqual(['2026-11-20']);

    // Both processes are down from the 20th evening until the 23rd at 19:00; a fresh process starts.
    clock.set('2026-11-23T19:00:00Z');
    const restarted = createScheduler({ orm: processB, schedules: [draw], clock, logger });
    expect(await restarted.tick()).toEqual(['test.draw:2026-11-21T18:00', 'test.draw:2026-11-22T18:00', 'test.draw:2026-11-23T18:00']);
    // The other process's first tick after the downtime finds nothing left to do.
    expect(await schedulers[0]?.tick()).toEqual([]);
    await workers[0]?.runUntilIdle();
    expect(seen).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(await processA.em.fork().count(JobSchema, { name: 'test.draw' })).toBe(4);
    restarted.stop();
    for (const s of schedulers) s.stop();
  });
});
