import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { loadConfig } from '../../config.ts';
import { migrateUp, type Orm } from '../../db/orm.ts';
import { openOrm } from '../../registry.ts';
import { createMailer, type Mailer } from '../../services/mail.ts';
import type { Clock } from '../../services/clock.ts';
import type { JobServices } from './define.ts';

/**
 * A database a test can close and open again, as a restarted server would: PGlite in a temporary folder (not
 * memory://), or — with DATABASE_URL — a new PostgreSQL database, dropped by `drop()`. Every `open()` is a new
 * ORM (a new "process"); migrations are applied by the first.
 */
export async function createReopenableDatabase(): Promise<{ open(): Promise<Orm>; drop(): Promise<void>; postgres: boolean; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tc-jobs-'));
  const baseUrl = process.env.DATABASE_URL || undefined;
  const opened: Orm[] = [];
  let target: { url: string } | { pgliteDir: string } = { pgliteDir: path.join(dir, 'db') };
  let admin: Orm | undefined;
  let name = '';
  if (baseUrl) {
    name = `t_jobs_${process.pid}_${randomUUID().slice(0, 8)}`;
    admin = await openOrm({ url: baseUrl });
    await admin.em.getConnection().execute(`create database "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    target = { url: url.toString() };
  }
  let migrated = false;
  return {
    postgres: Boolean(baseUrl),
    dir,
    async open() {
      const orm = await openOrm(target);
      opened.push(orm);
      if (!migrated) {
        await migrateUp(orm);
        migrated = true;
      }
      return orm;
    },
    async drop() {
      for (const orm of opened) await orm.close(true).catch(() => {});
      if (admin) {
        await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
        await admin.close(true);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A clock tests move by hand. */
export interface FakeClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function fakeClock(start: Date | string): FakeClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => void (current = new Date(at)),
    advance: (ms) => void (current = new Date(current.getTime() + ms)),
  };
}

/** A pino logger writing JSON lines into `lines` (parsed). */
export function captureLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

/** Job services over `orm` for tests: a development-outbox mailer in `dir`, the given clock and logger. */
export function testServices(orm: Orm, opts: { dir: string; clock: Clock; logger: Logger; mailer?: Mailer }): JobServices {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: opts.dir, LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://tamil.example.org' });
  return { config, orm, logger: opts.logger, clock: opts.clock, mailer: opts.mailer ?? createMailer({ from: config.mailFrom, outboxDir: path.join(opts.dir, 'outbox') }) };
}
