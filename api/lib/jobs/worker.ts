import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { LockMode, QueryOrder, type EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Clock } from '../../services/clock.ts';
import { backoffDelayMs, type JobContext, type JobDefinition, type JobServices } from './define.ts';
import { JobSchema, type Job, type JobStatus } from './job.entity.ts';

/** How a worker runs; every field but `definitions` and `services` has a default. */
export interface JobWorkerOptions {
  /** The job kinds this process can run; jobs with other names are left for a process that knows them. */
  definitions: readonly JobDefinition[];
  services: JobServices;
  /** Source of "now" for due times, leases and backoff (default: `services.clock`). */
  clock?: Clock;
  /** Log of failures and dead letters (default: `services.logger`). */
  logger?: Logger;
  /** Jobs run at the same time by this process (default 4). */
  concurrency?: number;
  /** Wait between polls when nothing is due, ms (default 500). */
  pollMs?: number;
  /** A claim lasts this long, ms, and is renewed every third of it while the handler runs (default 60 s). */
  leaseMs?: number;
}

/** What one run of a job ended in. */
export interface JobOutcome {
  id: string;
  name: string;
  attempt: number;
  /** `done`; `retry` (failed, queued again later); `dead` (failed for the last time, or a bad payload). */
  outcome: 'done' | 'retry' | 'dead' | 'lease-lost';
  error?: string;
}

/** A per-process job worker. */
export interface JobWorker {
  /** This worker's name in `jobs.locked_by` (host:pid:random). */
  readonly id: string;
  /** Starts polling in the background (idempotent). */
  start(): void;
  /**
   * Stops claiming and waits for the jobs in flight, at most `graceMs` (default 10 s); then aborts their signal and
   * returns — a job still running is claimed again by another process when its lease runs out.
   */
  stop(graceMs?: number): Promise<void>;
  /**
   * Runs due jobs one at a time until none is due (for tests, scripts and the harness; do not mix with start()).
   * Jobs whose `runAt` is later than the clock's now are not run. Returns every run's outcome in order.
   * @throws Error after `maxRuns` runs (default 1000): a job that keeps re-enqueueing itself for now.
   */
  runUntilIdle(opts?: { maxRuns?: number }): Promise<JobOutcome[]>;
}

class LeaseLostError extends Error {}

const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

/**
 * Creates a worker over the `jobs` table (docs/decisions/045-background-jobs.md). A claim is one transaction:
 * `SELECT … WHERE (queued AND (run_at IS NULL OR run_at <= now)) OR (running AND locked_until < now) ORDER BY run_at LIMIT n
 * FOR UPDATE SKIP LOCKED`, then the rows are marked running with this worker's id and a lease — two processes on
 * one PostgreSQL never claim the same row. A failure is logged (pino, one line) and queued again after
 * exponential backoff, or dead-lettered after the job's last attempt.
 */
export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const { services } = opts;
  const clock = opts.clock ?? services.clock;
  const logger = opts.logger ?? services.logger;
  const concurrency = opts.concurrency ?? 4;
  const pollMs = opts.pollMs ?? 500;
  const leaseMs = opts.leaseMs ?? 60_000;
  const id = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const byName = new Map(opts.definitions.map((d) => [d.name, d]));
  if (byName.size !== opts.definitions.length) throw new Error('two job definitions share a name');
  const names = [...byName.keys()];
  const abort = new AbortController();
  const em = () => services.orm.em.fork();

  /** Claims up to `limit` due jobs; a lease-expired job on its last attempt is dead-lettered instead. */
  async function claim(limit: number): Promise<Job[]> {
    if (!names.length) return [];
    const now = clock.now();
    const expired: Job[] = [];
    const due = { name: { $in: names }, $or: [{ status: 'queued' as const, runAt: null }, { status: 'queued' as const, runAt: { $lte: now } }, { status: 'running' as const, lockedUntil: { $lt: now } }] };
    // An idle poll is one plain read; the locking transaction runs only when something is due.
    if (!(await em().findOne(JobSchema, due, { fields: ['id'] }))) return [];
    const claimed = await em().transactional(async (tx) => {
      const rows = await tx.find(
        JobSchema,
        due,
        { orderBy: { runAt: QueryOrder.ASC_NULLS_FIRST, createdAt: QueryOrder.ASC }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      const runnable: Job[] = [];
      for (const row of rows) {
        if (row.status === 'running' && row.attempts >= row.maxAttempts) {
          Object.assign(row, { status: 'dead', lockedBy: null, lockedUntil: null, finishedAt: now, lastError: 'lease expired: the worker running the last attempt stopped' });
          expired.push(row);
          continue;
        }
        Object.assign(row, { status: 'running', attempts: row.attempts + 1, lockedBy: id, lockedUntil: new Date(now.getTime() + leaseMs) });
        runnable.push(row);
      }
      return runnable;
    });
    for (const row of expired) logger.error({ job: { id: row.id, name: row.name, attempt: row.attempts } }, 'job dead-lettered: its worker stopped during the last attempt');
    return claimed;
  }

  /** Moves a job this worker holds to its next state; returns false when the lease was lost meanwhile. */
  async function settle(manager: EntityManager, row: Job, status: JobStatus, extra: Partial<Job>): Promise<boolean> {
    const now = clock.now();
    const def = byName.get(row.name);
    const finished = status === 'done' || status === 'dead';
    const payload = status === 'done' && def?.redact ? def.redact(row.payload as never) : row.payload;
    const changed = await manager.nativeUpdate(
      JobSchema,
      { id: row.id, status: 'running', lockedBy: id },
      { status, lockedBy: null, lockedUntil: null, updatedAt: now, payload: payload as never, ...(finished ? { finishedAt: now } : {}), ...extra },
    );
    return changed === 1;
  }

  async function runOne(row: Job): Promise<JobOutcome> {
    const def = byName.get(row.name) as JobDefinition;
    const attempt = row.attempts;
    const base = { id: row.id, name: row.name, attempt };
    const log = logger.child({ job: base });
    const parsed = def.schema.safeParse(row.payload);
    if (!parsed.success) {
      const error = `payload does not match the schema of ${row.name}: ${parsed.error.message}`.slice(0, 2000);
      await settle(em(), row, 'dead', { lastError: error });
      log.error({ error }, 'job dead-lettered: invalid payload');
      return { ...base, outcome: 'dead', error };
    }
    const heartbeat = setInterval(() => {
      em()
        .nativeUpdate(JobSchema, { id: row.id, status: 'running', lockedBy: id }, { lockedUntil: new Date(clock.now().getTime() + leaseMs) })
        .catch((err: unknown) => log.warn({ err }, 'job lease renewal failed'));
    }, Math.max(1000, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    const context = (manager: EntityManager): JobContext => ({
      em: manager,
      job: { ...base, maxAttempts: row.maxAttempts, uniqueKey: row.uniqueKey ?? null },
      log,
      services,
      now: clock.now(),
      signal: abort.signal,
    });
    try {
      if (def.transactional) {
        await em().transactional(async (tx) => {
          await def.handler(parsed.data, context(tx));
          if (!(await settle(tx, row, 'done', { lastError: null }))) throw new LeaseLostError();
        });
      } else {
        await def.handler(parsed.data, context(em()));
        if (!(await settle(em(), row, 'done', { lastError: null }))) throw new LeaseLostError();
      }
      return { ...base, outcome: 'done' };
    } catch (err) {
      if (err instanceof LeaseLostError) {
        log.warn('job finished after its lease was taken over; its result was not recorded');
        return { ...base, outcome: 'lease-lost' };
      }
      const error = errorText(err);
      if (attempt >= row.maxAttempts) {
        await settle(em(), row, 'dead', { lastError: error });
        log.error({ err }, `job failed on its last attempt (${attempt} of ${row.maxAttempts}); dead-lettered`);
        return { ...base, outcome: 'dead', error };
      }
      const delayMs = backoffDelayMs(def.retry, attempt);
      await settle(em(), row, 'queued', { lastError: error, runAt: new Date(clock.now().getTime() + delayMs) });
      log.warn({ err, retryInMs: delayMs }, `job failed (attempt ${attempt} of ${row.maxAttempts}); retrying`);
      return { ...base, outcome: 'retry', error };
    } finally {
      clearInterval(heartbeat);
    }
  }

  const inFlight = new Set<Promise<unknown>>();
  let loop: Promise<void> | undefined;
  let running = false;
  let wake: () => void = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function poll() {
    while (running) {
      const free = concurrency - inFlight.size;
      let claimed: Job[] = [];
      if (free > 0) {
        try {
          claimed = await claim(free);
        } catch (err) {
          if (running) logger.error({ err }, 'job claim failed');
        }
      }
      for (const row of claimed) {
        const task: Promise<unknown> = runOne(row)
          .catch((err: unknown) => logger.error({ err, job: { id: row.id, name: row.name } }, 'job bookkeeping failed'))
          .finally(() => {
            inFlight.delete(task);
            wake();
          });
        inFlight.add(task);
      }
      if (free > 0 && claimed.length === free) continue;
      await pause(pollMs);
    }
  }

  return {
    id,
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop(graceMs = 10_000) {
      running = false;
      wake();
      await loop;
      if (inFlight.size) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)));
        const result = await Promise.race([Promise.allSettled([...inFlight]).then(() => 'done' as const), timeout]);
        clearTimeout(timer);
        if (result === 'timeout') {
          abort.abort();
          logger.warn({ inFlight: inFlight.size }, 'job worker stopped with jobs still running; they are retried after their lease');
        }
      }
    },
    async runUntilIdle({ maxRuns = 1000 } = {}) {
      const outcomes: JobOutcome[] = [];
      for (;;) {
        if (outcomes.length >= maxRuns) throw new Error(`runUntilIdle: more than ${maxRuns} job runs; a job keeps re-enqueueing itself`);
        const [row] = await claim(1);
        if (!row) return outcomes;
        outcomes.push(await runOne(row));
      }
    },
  };
}
