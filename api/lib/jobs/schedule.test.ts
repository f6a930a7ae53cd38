import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Orm } from '../../db/orm.ts';
import { defineJob } from './define.ts';
import { JobScheduleSchema, JobSchema } from './job.entity.ts';
import { createScheduler, defineSchedule, runKey, type CatchUpPolicy } from './schedule.ts';
import { captureLogger, createReopenableDatabase, fakeClock } from './test-support.ts';

const tickJob = defineJob({ name: 'test.tick', schema: z.object({ at: z.iso.datetime() }), handler: async () => {} });
const daily = (name: string, catchUp: CatchUpPolicy) =>
  defineSchedule({ name, cron: '0 18 * * *', job: tickJob, payload: (period) => ({ at: period.at.toISOString() }), catchUp });

let db: Awaited<ReturnType<typeof createReopenableDatabase>>;
let orm: Orm;
const { logger } = captureLogger();

beforeAll(async () => {
  db = await createReopenableDatabase();
  orm = await db.open();
});
afterAll(() => db.drop());
beforeEach(async () => {
  await orm.em.fork().nativeDelete(JobSchema, {});
  await orm.em.fork().nativeDelete(JobScheduleSchema, {});
});

/** Starts a schedule on the 20th at noon, then a "restart" on the 23rd at `restartAt`; returns what the restart enqueued. */
async function afterDowntime(policy: CatchUpPolicy, restartAt: string) {
  const schedule = daily(`test.${policy}`, policy);
  const clock = fakeClock('2026-11-20T12:00:00Z');
  const first = createScheduler({ orm, schedules: [schedule], clock, logger });
  await first.tick();
  clock.set('2026-11-20T18:00:00Z');
  expect(await first.tick()).toEqual([`test.${policy}:2026-11-20T18:00`]);
  first.stop();
  clock.set(restartAt);
  const second = createScheduler({ orm, schedules: [schedule], clock, logger });
  const keys = await second.tick();
  second.stop();
  return keys;
}

describe('schedules', () => {
  it('use Europe/London time in their run keys, summer and winter', () => {
    const s = { name: 'draw.daily', timezone: 'Europe/London' };
    expect(runKey(s, new Date('2026-11-23T18:00:00Z'))).toBe('draw.daily:2026-11-23T18:00');
    expect(runKey(s, new Date('2026-07-23T17:00:00Z'))).toBe('draw.daily:2026-07-23T18:00');
    expect(runKey(s, new Date('2026-07-23T17:00:30Z'))).toBe('draw.daily:2026-07-23T18:00:30');
  });

  it('fire at 18:00 London in summer time too (17:00 UTC), with the period as the job’s run time', async () => {
    const schedule = daily('test.summer', 'all');
    const clock = fakeClock('2026-07-01T12:00:00Z');
    const scheduler = createScheduler({ orm, schedules: [schedule], clock, logger });
    await scheduler.tick();
    clock.set('2026-07-01T16:59:59Z');
    expect(await scheduler.tick()).toEqual([]);
    clock.set('2026-07-01T17:00:00Z');
    expect(await scheduler.tick()).toEqual(['test.summer:2026-07-01T18:00']);
    const job = await orm.em.fork().findOneOrFail(JobSchema, { uniqueKey: 'test.summer:2026-07-01T18:00' });
    expect(job).toMatchObject({ name: 'test.tick', status: 'queued', payload: { at: '2026-07-01T17:00:00.000Z' } });
    expect(job.runAt?.toISOString()).toBe('2026-07-01T17:00:00.000Z');
    scheduler.stop();
  });

  it('never run periods from before the schedule existed', async () => {
    const clock = fakeClock('2026-11-23T19:00:00Z');
    const scheduler = createScheduler({ orm, schedules: [daily('test.new', 'all')], clock, logger });
    expect(await scheduler.tick()).toEqual([]);
    clock.set('2026-11-24T18:00:00Z');
    expect(await scheduler.tick()).toEqual(['test.new:2026-11-24T18:00']);
    scheduler.stop();
  });

  it('catch up every missed period with policy "all"', async () => {
    expect(await afterDowntime('all', '2026-11-23T19:00:00Z')).toEqual(['test.all:2026-11-21T18:00', 'test.all:2026-11-22T18:00', 'test.all:2026-11-23T18:00']);
  });

  it('catch up only the newest missed period with policy "latest"', async () => {
    expect(await afterDowntime('latest', '2026-11-23T19:00:00Z')).toEqual(['test.latest:2026-11-23T18:00']);
  });

  it('skip missed periods with policy "skip" unless the newest is under a minute late', async () => {
    expect(await afterDowntime('skip', '2026-11-23T19:00:00Z')).toEqual([]);
    // and after that skip, nothing older comes back later
    const clock = fakeClock('2026-11-23T19:30:00Z');
    const again = createScheduler({ orm, schedules: [daily('test.skip', 'skip')], clock, logger });
    expect(await again.tick()).toEqual([]);
    clock.set('2026-11-24T18:00:20Z');
    expect(await again.tick()).toEqual(['test.skip:2026-11-24T18:00']);
    again.stop();
  });

  it('refuse a malformed cron pattern or name when declared', () => {
    expect(() => defineSchedule({ name: 'test.bad', cron: '61 * * * *', job: tickJob, payload: () => ({ at: new Date().toISOString() }) })).toThrow();
    expect(() => defineSchedule({ name: 'Bad Name', cron: '0 * * * *', job: tickJob, payload: () => ({ at: new Date().toISOString() }) })).toThrow(/invalid schedule name/);
  });
});
