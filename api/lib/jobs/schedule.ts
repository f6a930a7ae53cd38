import { Cron } from 'croner';
import type { z } from 'zod';
import type { Logger } from 'pino';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Orm } from '../../db/orm.ts';
import type { Clock } from '../../services/clock.ts';
import type { JobDefinition } from './define.ts';
import { enqueueOnce } from './enqueue.ts';
import { JobScheduleSchema } from './job.entity.ts';

/** The zone every schedule runs in unless it says otherwise ("a day" in this product is a London day). */
export const SCHEDULE_TIMEZONE = 'Europe/London';

/**
 * What happens to periods missed while no process ran (docs/decisions/046-schedules.md):
 * `all` — each missed period is enqueued, oldest first (at most `maxCatchUp`, the newest ones), e.g. the daily draw;
 * `latest` — only the newest missed period, e.g. a cleanup that covers everything anyway;
 * `skip` — a period is enqueued only while it is less than a minute late, e.g. a reminder that is pointless later.
 */
export type CatchUpPolicy = 'all' | 'latest' | 'skip';

/** One firing of a schedule: the instant it was due and its run key (`<schedule>:<London local YYYY-MM-DDTHH:mm>`). */
export interface SchedulePeriod {
  at: Date;
  key: string;
}

/** A recurring job. Make with {@link defineSchedule}. */
export interface ScheduleDefinition {
  name: string;
  cron: string;
  timezone: string;
  catchUp: CatchUpPolicy;
  maxCatchUp: number;
  job: JobDefinition;
  payload(period: SchedulePeriod): unknown;
}

/**
 * Declares a schedule: at each period of `cron` (croner syntax, 5 fields or 6 with seconds, read in
 * Europe/London unless `timezone` is given) one job of `job` is enqueued with the payload made by `payload` and
 * the unique run key of the period — so the schedule fires once per period however many processes run.
 * `catchUp` defaults to `all` with `maxCatchUp` 100.
 * @example defineSchedule({ name: 'draw.daily', cron: '0 18 * * *', job: drawJob, payload: (p) => ({ drawAt: p.at.toISOString() }) })
 * @throws Error for an invalid name or cron pattern.
 */
export function defineSchedule<S extends z.ZodType>(def: {
  name: string;
  cron: string;
  job: JobDefinition<S>;
  payload: (period: SchedulePeriod) => z.input<S>;
  catchUp?: CatchUpPolicy;
  maxCatchUp?: number;
  timezone?: string;
}): ScheduleDefinition {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/.test(def.name) || def.name.length > 80) throw new Error(`invalid schedule name: ${def.name}`);
  new Cron(def.cron, { timezone: def.timezone ?? SCHEDULE_TIMEZONE, paused: true }).stop(); // throws on a bad pattern
  return {
    name: def.name,
    cron: def.cron,
    timezone: def.timezone ?? SCHEDULE_TIMEZONE,
    catchUp: def.catchUp ?? 'all',
    maxCatchUp: def.maxCatchUp ?? 100,
    job: def.job as unknown as JobDefinition,
    payload: def.payload,
  };
}

/** `YYYY-MM-DDTHH:mm` (plus `:ss` when not zero) of `at` in `timeZone`. */
function localStamp(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const base = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
  return parts.second === '00' ? base : `${base}:${parts.second}`;
}

/** The run key of `schedule` for the period due at `at`, e.g. `draw.daily:2026-11-23T18:00`. */
export const runKey = (schedule: Pick<ScheduleDefinition, 'name' | 'timezone'>, at: Date) => `${schedule.name}:${localStamp(at, schedule.timezone)}`;

/** A period counts as on time for the `skip` policy while it is less than this late. */
const SKIP_GRACE_MS = 60_000;

/** Per-process scheduler. */
export interface Scheduler {
  /** Catches up (awaited), then checks every `tickMs` (idempotent). */
  start(): Promise<void>;
  stop(): void;
  /** Enqueues every period due by the clock's now and not yet enqueued; returns the run keys THIS call created. */
  tick(): Promise<string[]>;
}

/**
 * Creates the scheduler of one process. Each schedule keeps its next due instant in memory, so a tick touches the
 * database only when a period is due: then, in one transaction, its state row (`job_schedules`) is created if new
 * (`since` = now: periods before a schedule existed are never run), the due periods after
 * `max(since, last_period_at)` are chosen by the catch-up policy and enqueued with `INSERT … ON CONFLICT
 * (unique_key) DO NOTHING`, and `last_period_at` moves forward. Two processes doing this at once make each run
 * key once.
 */
export function createScheduler(opts: { orm: Orm; schedules: readonly ScheduleDefinition[]; clock: Clock; logger: Logger; tickMs?: number }): Scheduler {
  const crons = new Map(opts.schedules.map((s) => [s.name, new Cron(s.cron, { timezone: s.timezone, paused: true })]));
  if (crons.size !== opts.schedules.length) throw new Error('two schedules share a name');
  const nextDue = new Map<string, Date | null>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<string[]> | undefined;

  async function fire(schedule: ScheduleDefinition, now: Date): Promise<string[]> {
    const cron = crons.get(schedule.name) as Cron;
    const em = opts.orm.em.fork() as SqlEntityManager;
    const created = await em.transactional(async (tx) => {
      await tx.createQueryBuilder(JobScheduleSchema).insert({ name: schedule.name, since: now, lastPeriodAt: null, updatedAt: now }).onConflict('name').ignore().execute('run');
      const state = await tx.findOneOrFail(JobScheduleSchema, { name: schedule.name }, { refresh: true });
      const from = state.lastPeriodAt && state.lastPeriodAt > state.since ? state.lastPeriodAt : state.since;
      const cap = schedule.catchUp === 'all' ? schedule.maxCatchUp : 1;
      const due = cron
        .previousRuns(cap, new Date(now.getTime() + 1))
        .filter((at) => at > from)
        .reverse();
      const newest = due.at(-1);
      if (!newest) return [];
      const chosen = schedule.catchUp === 'skip' ? due.filter((at) => now.getTime() - at.getTime() < SKIP_GRACE_MS) : due;
      const keys: string[] = [];
      for (const at of chosen) {
        const period = { at, key: runKey(schedule, at) };
        if (await enqueueOnce(tx, schedule.job, schedule.payload(period), { uniqueKey: period.key, runAt: at })) keys.push(period.key);
      }
      await tx.getConnection().execute(
        'update job_schedules set last_period_at = greatest(coalesce(last_period_at, ?), ?), updated_at = ? where name = ?',
        [newest, newest, now, schedule.name],
        'run',
        tx.getTransactionContext(),
      );
      return keys;
    });
    return created;
  }

  async function tickOnce(): Promise<string[]> {
    const now = opts.clock.now();
    const created: string[] = [];
    for (const schedule of opts.schedules) {
      const due = nextDue.get(schedule.name);
      if (due && now < due) continue;
      try {
        const keys = await fire(schedule, now);
        created.push(...keys);
        if (keys.length) opts.logger.info({ schedule: schedule.name, runKeys: keys }, 'schedule enqueued its job');
        nextDue.set(schedule.name, (crons.get(schedule.name) as Cron).nextRun(now) ?? new Date(8.64e15));
      } catch (err) {
        opts.logger.error({ err, schedule: schedule.name }, 'schedule check failed; retrying at the next tick');
      }
    }
    return created;
  }

  return {
    tick() {
      // One tick at a time per process (the interval and a test may call it together).
      ticking = (ticking ?? Promise.resolve([])).then(tickOnce, tickOnce);
      return ticking;
    },
    async start() {
      if (timer) return;
      timer = setInterval(() => void this.tick(), opts.tickMs ?? 1000);
      await this.tick();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      for (const cron of crons.values()) cron.stop();
    },
  };
}
