import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import type { JobDefinition } from './define.ts';
import { JobSchema, type Job } from './job.entity.ts';

/** When and how often a job may exist. */
export interface EnqueueOptions {
  /** Not before this instant (default: no delay — the next poll of any worker runs it). */
  runAt?: Date;
  /** At most one job with this key ever (kept rows count): e.g. a schedule run key or `welcome-mail:<userId>`. */
  uniqueKey?: string;
}

/**
 * Adds a job to `em`'s unit of work: it is INSERTed by the caller's next `em.flush()` (or the commit of the
 * `em.transactional` it runs in), so the job exists if and only if the records that caused it were written.
 * The payload is validated now. Returns the managed entity (its `id` is set at once).
 * With `uniqueKey`, a second job with the same key makes that flush fail with MikroORM's
 * UniqueConstraintViolationException — use {@link enqueueOnce} when a duplicate is expected and harmless.
 * @throws ZodError when `payload` does not match the job's schema (a programming error).
 */
export function enqueue<S extends z.ZodType>(em: EntityManager, job: JobDefinition<S>, payload: z.input<S>, opts: EnqueueOptions = {}): Job {
  const data = job.schema.parse(payload);
  return em.create(JobSchema, {
    name: job.name,
    payload: data,
    status: 'queued',
    runAt: opts.runAt ?? null,
    attempts: 0,
    maxAttempts: job.retry.maxAttempts,
    uniqueKey: opts.uniqueKey ?? null,
    lockedBy: null,
    lockedUntil: null,
    lastError: null,
    finishedAt: null,
  });
}

/**
 * Inserts a job with `uniqueKey` NOW (inside `em`'s current transaction, if any), doing nothing when a job with
 * that key already exists — `INSERT … ON CONFLICT (unique_key) DO NOTHING`, so two processes racing for the same
 * key make exactly one job. Returns true when this call created it. Used by schedules for their run keys.
 * @throws ZodError when `payload` does not match the job's schema.
 */
export async function enqueueOnce<S extends z.ZodType>(
  em: EntityManager,
  job: JobDefinition<S>,
  payload: z.input<S>,
  opts: EnqueueOptions & { uniqueKey: string },
): Promise<boolean> {
  const data = job.schema.parse(payload);
  const now = new Date();
  const res = await (em as SqlEntityManager)
    .createQueryBuilder(JobSchema)
    .insert({
      id: crypto.randomUUID(),
      name: job.name,
      payload: data as never,
      status: 'queued',
      runAt: opts.runAt ?? null,
      attempts: 0,
      maxAttempts: job.retry.maxAttempts,
      uniqueKey: opts.uniqueKey,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict('uniqueKey')
    .ignore()
    .execute('run');
  return (res as { affectedRows?: number }).affectedRows === 1;
}
