/**
 * Work outside a request (docs/decisions/045-background-jobs.md, 046-schedules.md): the job kinds and schedules of
 * this app, and the per-process worker + scheduler that run them. api/main.ts starts them after migrations and
 * stops them before closing the database; the test harness runs jobs on demand (`t.jobs.runUntilIdle()`).
 */
import type { JobDefinition, JobServices } from './lib/jobs/define.ts';
import { purgeJobsJob, purgeJobsSchedule } from './lib/jobs/maintenance.ts';
import { createScheduler, type ScheduleDefinition, type Scheduler } from './lib/jobs/schedule.ts';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from './lib/jobs/worker.ts';
import { sendMailJob } from './services/mail-queue.ts';
import { modules } from './registry.ts';

/** Every schedule of the app (Europe/London): the infrastructure's, then each module's `schedules`. */
export const scheduleDefinitions: readonly ScheduleDefinition[] = [purgeJobsSchedule, ...modules.flatMap((module) => module.schedules ?? [])];

/** `definitions` plus the job of every schedule not listed (a schedule's job must have a worker). */
const withScheduledJobs = (definitions: readonly JobDefinition[], schedules: readonly ScheduleDefinition[]) => [
  ...definitions,
  ...[...new Set(schedules.map((s) => s.job))].filter((job) => !definitions.includes(job)),
];

/**
 * Every job kind this process can run: the infrastructure's (mail, purge), each module's `jobs`, and the job of
 * every schedule (even if its module forgot to list it).
 */
export const jobDefinitions: readonly JobDefinition[] = withScheduledJobs(
  [sendMailJob, purgeJobsJob, ...modules.flatMap((module) => module.jobs ?? [])],
  scheduleDefinitions,
);

/** The worker and the scheduler of one process. */
export interface BackgroundWork {
  worker: JobWorker;
  scheduler: Scheduler;
  /** Catches the schedules up (awaited), then starts polling for jobs and checking schedules. */
  start(): Promise<void>;
  /** Stops the schedules, then the worker (waiting at most `graceMs` for jobs in flight, default 10 s). */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Builds the background work of a process over `services` (whose clock and logger it uses). `definitions` and
 * `schedules` default to the app's lists above; `worker` tunes concurrency, poll interval and lease.
 */
export function createBackgroundWork(opts: {
  services: JobServices;
  definitions?: readonly JobDefinition[];
  schedules?: readonly ScheduleDefinition[];
  worker?: Pick<JobWorkerOptions, 'concurrency' | 'pollMs' | 'leaseMs'>;
}): BackgroundWork {
  const { services } = opts;
  const schedules = opts.schedules ?? scheduleDefinitions;
  const worker = createJobWorker({ definitions: withScheduledJobs(opts.definitions ?? jobDefinitions, schedules), services, ...opts.worker });
  const scheduler = createScheduler({ orm: services.orm, schedules, clock: services.clock, logger: services.logger });
  return {
    worker,
    scheduler,
    async start() {
      await scheduler.start();
      worker.start();
    },
    async stop(graceMs) {
      scheduler.stop();
      await worker.stop(graceMs);
    },
  };
}
