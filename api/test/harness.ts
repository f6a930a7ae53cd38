import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { loadConfig, type AppConfig } from '../config.ts';
import { inject } from 'vitest';
import type { Orm } from '../db/orm.ts';
import { openTestDatabase } from './database-template.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../http/logger.ts';
import { createMailer, type Mailer } from '../services/mail.ts';
import type { Clock } from '../services/clock.ts';
import { createRateLimiters, type RateLimitPolicy } from '../http/rate-limit.ts';
import { rateLimits } from '../registry.ts';
import { strictResponseCheck } from '../http/route.ts';
import { systemClock } from '../services/clock.ts';
import { createBackgroundWork, jobDefinitions, type BackgroundWork } from '../background.ts';
import { createJobWorker, type JobOutcome } from '../lib/jobs/worker.ts';
import type { JobServices } from '../lib/jobs/define.ts';
import { createHttpServer } from '../http/http-server.ts';

/** A running in-process app on its own fresh database, for one test file. */
export interface TestApp {
  config: AppConfig;
  orm: Orm;
  /**
   * The development outbox. Mail is queued as `mail.send` jobs; `listOutbox()` first runs every due job (what the
   * worker of a running server would have done by then), so tests read mails right after the request.
   */
  mailer: Mailer;
  /** Background jobs of this app, run only when a test asks (no polling in tests; docs/decisions/045). */
  jobs: {
    /**
     * Runs every due job (by the test's clock) one at a time until none is due; returns each run's outcome.
     * `services` replaces some of the jobs' services for this call (e.g. `{ mailer }` of an app built by hand).
     */
    runUntilIdle(services?: Partial<JobServices>): Promise<JobOutcome[]>;
    /** Checks the app's schedules once at the clock's now; returns the run keys enqueued. */
    tick(): Promise<string[]>;
    work: BackgroundWork;
  };
  /** The Koa app itself (e.g. to list its routes). */
  app: ReturnType<typeof createApp>;
  /** The raw request handler, for supertest. */
  server: ReturnType<ReturnType<typeof createApp>['callback']>;
  /** A cookie-keeping client (one browser). */
  agent(): TestAgent;
  close(): Promise<void>;
}

/**
 * The rate limits of most test files: every module's production windows (api/registry.ts `rateLimits`, decision 180)
 * with 1000× the points, so files that register or log in many accounts from supertest's single IP are not refused.
 * Files that test the limits themselves pass `{ rateLimits: 'production' }` to {@link createTestApp}.
 */
export const TEST_RATE_LIMITS = Object.fromEntries(
  Object.entries(rateLimits).map(([name, rule]) => [name, { ...rule, points: rule.points * 1000 }]),
) as RateLimitPolicy;

/**
 * Builds the real Koa app on a fresh database: in-memory PGlite by default, or — when DATABASE_URL is set — a
 * new PostgreSQL database created for this file and dropped at close. Either is a copy of the run's migrated
 * template (api/test/database-template.ts): every migration applied, nothing seeded.
 * Every JSON response is checked against its route's declared schema (a mismatch answers 500 and fails the test).
 * Rate-limit counters live in that database, with {@link TEST_RATE_LIMITS} unless `opts.rateLimits` says otherwise.
 * `opts.clock` replaces the system clock (paid periods, subscriptions, jobs and schedules); `opts.mailer` the
 * development outbox (e.g. SMTP to a local sink).
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { rateLimits?: 'production' | Partial<RateLimitPolicy>; clock?: Clock; mailer?: Mailer } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tc-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40), ...env, DATABASE_URL: undefined });
  // A copy of the run's migrated template (api/test/global-setup.ts), on PostgreSQL when DATABASE_URL is set (the
  // PGlite smoke project sets it empty).
  const database = await openTestDatabase(inject('databaseTemplate'), process.env.DATABASE_URL || undefined);
  const orm: Orm = database.orm;
  const transport = opts.mailer ?? createMailer({ from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox') });
  const logger = createLogger('silent');
  const services: JobServices = { config, orm, logger, mailer: transport, clock: opts.clock ?? systemClock };
  const work = createBackgroundWork({ services });
  const jobs = {
    runUntilIdle: (override?: Partial<JobServices>) =>
      override ? createJobWorker({ definitions: jobDefinitions, services: { ...services, ...override } }).runUntilIdle() : work.worker.runUntilIdle(),
    tick: () => work.scheduler.tick(),
    work,
  };
  const mailer: Mailer = {
    usesDevOutbox: transport.usesDevOutbox,
    send: (mail, sendOpts) => transport.send(mail, sendOpts),
    async listOutbox() {
      await jobs.runUntilIdle();
      return transport.listOutbox();
    },
  };
  const policy = opts.rateLimits === 'production' ? {} : { ...TEST_RATE_LIMITS, ...opts.rateLimits };
  const app = createApp({ config, orm, logger, mailer, rateLimiters: createRateLimiters({ orm, policy }), responseCheck: strictResponseCheck, ...(opts.clock ? { clock: opts.clock } : {}) });
  const server = app.callback();
  return {
    config,
    orm,
    mailer,
    jobs,
    app,
    server,
    agent: () => supertest.agent(createHttpServer(server)),
    async close() {
      await work.stop(1000);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
