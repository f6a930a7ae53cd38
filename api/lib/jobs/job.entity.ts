import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Life of a job (docs/decisions/045-background-jobs.md): `queued` (waits for `runAt`; null = no delay) → `running` (claimed by one
 * worker until `lockedUntil`; a worker that dies leaves it to be claimed again after that lease) → `done`, or back
 * to `queued` with a later `runAt` after a failure (exponential backoff), or `dead` after its last attempt
 * (dead-letter: kept for a person to look at and re-queue with `retryDeadJob`).
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * One unit of work outside a request (table `jobs`). `name` picks the handler (`defineJob`), `payload` is its
 * JSON input (validated by the job's zod schema when enqueued and again when run). `uniqueKey` is unique across
 * all jobs ever kept: a schedule's run key (`draw.daily:2026-11-23T18:00`) or any "only once" key a feature
 * chooses. `attempts` counts started runs, `lastError` holds the newest failure message (no stack).
 */
export const JobSchema = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  indexes: [{ name: 'jobs_claim_index', properties: ['status', 'runAt'] }],
  uniques: [{ name: 'jobs_unique_key_unique', properties: ['uniqueKey'] }],
  checks: [
    { name: 'jobs_attempts_check', expression: 'attempts >= 0 and max_attempts >= 1' },
    { name: 'jobs_running_check', expression: `status <> 'running' or (locked_until is not null and locked_by is not null)` },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(100),
    payload: p.json<unknown>(),
    status: p.enum(JOB_STATUSES).default('queued'),
    runAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    maxAttempts: p.integer(),
    uniqueKey: p.string().length(200).nullable(),
    lockedBy: p.string().length(100).nullable(),
    lockedUntil: p.datetime().nullable(),
    lastError: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    finishedAt: p.datetime().nullable().index(),
  },
});
export type Job = InferEntity<typeof JobSchema>;

/**
 * Where each schedule stands (table `job_schedules`, one row per schedule name): `since` — when this database
 * first saw the schedule (periods before it are never caught up), `lastPeriodAt` — the newest period already
 * enqueued (its run key is in `jobs.unique_key`). Written only forward (`greatest`), so two processes agree.
 */
export const JobScheduleSchema = defineEntity({
  name: 'JobSchedule',
  tableName: 'job_schedules',
  properties: {
    name: p.string().length(100).primary(),
    since: p.datetime(),
    lastPeriodAt: p.datetime().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type JobScheduleState = InferEntity<typeof JobScheduleSchema>;
