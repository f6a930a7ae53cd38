import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/core';
import { defineJob } from './define.ts';
import { JobSchema } from './job.entity.ts';
import { defineSchedule } from './schedule.ts';

/** Finished jobs are kept this long (days) for inspection, dead letters longer. */
export const JOB_RETENTION_DAYS = { done: 14, dead: 90 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes done jobs finished more than 14 days ago and dead letters older than 90 days (rows of jobs with a
 * unique key go too: a schedule's progress lives in `job_schedules`, not in old rows). Returns the rows deleted.
 */
export async function purgeFinishedJobs(em: EntityManager, now: Date): Promise<number> {
  const done = await em.nativeDelete(JobSchema, { status: 'done', finishedAt: { $lt: new Date(now.getTime() - JOB_RETENTION_DAYS.done * DAY_MS) } });
  const dead = await em.nativeDelete(JobSchema, { status: 'dead', finishedAt: { $lt: new Date(now.getTime() - JOB_RETENTION_DAYS.dead * DAY_MS) } });
  return done + dead;
}

/** The job behind the daily purge; payload `{}`. */
export const purgeJobsJob = defineJob({
  name: 'jobs.purge',
  schema: z.object({}),
  async handler(_payload, ctx) {
    const deleted = await purgeFinishedJobs(ctx.em, ctx.now);
    if (deleted) ctx.log.info({ deleted }, 'finished jobs purged');
  },
});

/** Every night at 03:30 London time; after downtime only the newest missed night runs. */
export const purgeJobsSchedule = defineSchedule({ name: 'jobs.purge', cron: '30 3 * * *', job: purgeJobsJob, payload: () => ({}), catchUp: 'latest' });

/**
 * Puts a dead-lettered job back in the queue to run now with a fresh set of attempts (an admin action after the
 * cause was fixed). Returns false when no dead job has this id.
 */
export async function retryDeadJob(em: EntityManager, id: string, now = new Date()): Promise<boolean> {
  const changed = await em.nativeUpdate(JobSchema, { id, status: 'dead' }, { status: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now });
  return changed === 1;
}
