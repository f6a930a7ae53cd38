import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { loadConfig, type AppConfig } from '../config.ts';
import { migrateUp, openOrm, type Orm } from '../db/orm.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../http/logger.ts';
import { createMailer, type Mailer } from '../services/mail.ts';

/** A running in-process app on its own fresh database, for one test file. */
export interface TestApp {
  config: AppConfig;
  orm: Orm;
  mailer: Mailer;
  /** The raw request handler, for supertest. */
  server: ReturnType<ReturnType<typeof createApp>['callback']>;
  /** A cookie-keeping client (one browser). */
  agent(): TestAgent;
  close(): Promise<void>;
}

/**
 * Builds the real Koa app on a fresh database: in-memory PGlite by default, or — when DATABASE_URL is set — a
 * new PostgreSQL database created for this file and dropped at close. Migrations are applied; nothing is seeded.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tc-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40), ...env, DATABASE_URL: undefined });
  let dropDatabase = async () => {};
  let orm: Orm;
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `t_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = await openOrm({ url: baseUrl });
    await admin.em.getConnection().execute(`create database "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    orm = await openOrm({ url: url.toString() });
    dropDatabase = async () => {
      await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await admin.close(true);
    };
  } else {
    orm = await openOrm({ pgliteDir: 'memory://' });
  }
  await migrateUp(orm);
  const mailer = createMailer({ from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox') });
  const app = createApp({ config, orm, logger: createLogger('silent'), mailer });
  const server = app.callback();
  return {
    config,
    orm,
    mailer,
    server,
    agent: () => supertest.agent(server),
    async close() {
      await orm.close(true);
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
