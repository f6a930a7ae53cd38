import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';
import type { Clock } from '../../services/clock.ts';
import type { Mailer } from '../../services/mail.ts';

/**
 * What a job handler may use besides its payload: the app's services. The module registry's dependency type is a
 * superset, so it can be passed as is. Add a field here when a job needs another service.
 */
export interface JobServices {
  config: AppConfig;
  orm: Orm;
  logger: Logger;
  mailer: Mailer;
  clock: Clock;
}

/** What a handler receives next to its payload. */
export interface JobContext {
  /** A fresh EntityManager for this run — inside the run's transaction when the job is `transactional`. */
  em: EntityManager;
  /** The job being run; `attempt` counts from 1. `uniqueKey` is the schedule run key for scheduled jobs. */
  job: { id: string; name: string; attempt: number; maxAttempts: number; uniqueKey: string | null };
  /** A pino child logger carrying the job's id and name. */
  log: Logger;
  services: JobServices;
  /** "now" from the worker's clock (tests move it). */
  now: Date;
  /** Aborted when the worker stops and its grace period is over; long handlers should give up then. */
  signal: AbortSignal;
}

/** Retry policy: attempt n (n ≥ 1) failing waits `min(maxDelayMs, baseDelayMs · 2^(n−1))` ± 10 % before the next. */
export interface RetryPolicy {
  /** Runs in all, first included (default 8). After the last failure the job is dead-lettered. */
  maxAttempts: number;
  /** Delay after the first failure, ms (default 10 s). */
  baseDelayMs: number;
  /** Upper bound of a delay, ms (default 1 h). */
  maxDelayMs: number;
}

/** The default {@link RetryPolicy}: 8 attempts over roughly 40 minutes (10 s, 20 s, 40 s … 21 min). */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 10_000, maxDelayMs: 3_600_000 };

/** A named kind of job: its payload schema, handler and retry policy. Make with {@link defineJob}. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Unique, dotted, stable across releases (it is stored in `jobs.name`), e.g. `mail.send`, `draw.run`. */
  name: string;
  /** Validates the payload when enqueued (a bad payload throws in the caller) and again before each run. */
  schema: S;
  handler(payload: z.output<S>, ctx: JobContext): Promise<void>;
  retry: RetryPolicy;
  /**
   * When true, the handler's `ctx.em` work and the "done" mark commit in ONE transaction: database effects happen
   * exactly once even if the process dies mid-run. Keep such handlers short (no network calls inside).
   */
  transactional: boolean;
  /**
   * Rewrites the stored payload once the job is done (e.g. drop a mail body carrying a one-time link). Dead letters
   * keep theirs, so they can be inspected and re-queued.
   */
  redact?(payload: z.output<S>): unknown;
}

/**
 * Declares a job kind. Pass the result to `enqueue(em, job, payload)` and list it in the worker's definitions
 * (api/background.ts). `retry` fields default to {@link DEFAULT_RETRY}; `transactional` to false.
 * @example defineJob({ name: 'mail.send', schema: outgoingMailSchema, handler: (mail, ctx) => ctx.services.mailer.send(mail) })
 */
export function defineJob<S extends z.ZodType>(def: {
  name: string;
  schema: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  retry?: Partial<RetryPolicy>;
  transactional?: boolean;
  redact?: (payload: z.output<S>) => unknown;
}): JobDefinition<S> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/.test(def.name) || def.name.length > 100) throw new Error(`invalid job name: ${def.name}`);
  const retry = { ...DEFAULT_RETRY, ...def.retry };
  if (!Number.isInteger(retry.maxAttempts) || retry.maxAttempts < 1) throw new Error(`job ${def.name}: maxAttempts must be a positive integer`);
  return { ...def, retry, transactional: def.transactional ?? false };
}

/** Milliseconds to wait after failed attempt `attempt` (1-based) under `policy`, with ±10 % jitter from `random`. */
export function backoffDelayMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const raw = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(raw * (0.9 + 0.2 * random()));
}
