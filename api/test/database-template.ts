/**
 * Migrate once, copy per test file (docs/decisions/156-ci-budget.md). The API suite's global set-up migrates one
 * template database; each test file's app starts on a copy of it instead of migrating its own (~6 CPU-seconds per
 * file before):
 * - PostgreSQL (`DATABASE_URL`): a template database `tc_template_<pid>` beside the URL's database, copied with
 *   `CREATE DATABASE … TEMPLATE …` and dropped when the run ends;
 * - PGlite: the migrated in-memory cluster dumped to a tarball in a temporary folder, loaded by each file's PGlite
 *   (`loadDataDir`), removed when the run ends.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrateUp, type Orm } from '../db/orm.ts';
import { openOrm } from '../registry.ts';

/** Where the migrated template lives: a PostgreSQL database name, or a PGlite data-directory tarball on disk. */
export type DatabaseTemplate = { kind: 'postgresql'; database: string } | { kind: 'pglite'; tarball: string };

/** A database for one test file, and how to throw it away. */
export interface TestDatabase {
  orm: Orm;
  /** Closes the ORM and drops the database (PostgreSQL) — the in-memory PGlite goes with its ORM. */
  close(): Promise<void>;
}

/** `baseUrl` with its path (the database name) replaced by `database`. */
function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Creates the migrated template: on PostgreSQL when `baseUrl` is given (a new database beside it), else a PGlite
 * tarball. Returns it and the function that removes it. Throws what the migrations throw.
 */
export async function createDatabaseTemplate(baseUrl: string | undefined): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  if (baseUrl) {
    const database = `tc_template_${process.pid}`;
    const admin = await openOrm({ url: baseUrl });
    const conn = admin.em.getConnection();
    await conn.execute(`drop database if exists "${database}" with (force)`);
    await conn.execute(`create database "${database}"`);
    const orm = await openOrm({ url: withDatabase(baseUrl, database) });
    try {
      await migrateUp(orm);
    } finally {
      // A template can be copied only while nobody is connected to it.
      await orm.close(true);
    }
    return {
      template: { kind: 'postgresql', database },
      async remove() {
        await conn.execute(`drop database if exists "${database}" with (force)`);
        await admin.close(true);
      },
    };
  }
  const orm = await openOrm({ pgliteDir: 'memory://' });
  const folder = mkdtempSync(path.join(tmpdir(), 'tc-template-'));
  const tarball = path.join(folder, 'pgdata.tar');
  try {
    await migrateUp(orm);
    const pglite = (await (orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> }).getNativeClient());
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await orm.close(true);
  }
  return { template: { kind: 'pglite', tarball }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}

/** PostgreSQL refuses to copy a template another session is copying at that instant ("being accessed by other users"). */
const TEMPLATE_BUSY = /being accessed by other users/;

/**
 * A fresh, migrated database for one test file: a copy of `template`, or — without one (a harness used outside the
 * vitest run) — a new database migrated here: on PostgreSQL beside `baseUrl` when given, else in-memory PGlite.
 */
export async function openTestDatabase(template: DatabaseTemplate | undefined, baseUrl: string | undefined): Promise<TestDatabase> {
  if (template?.kind === 'pglite') {
    const orm = await openOrm({ pgliteDir: 'memory://', loadDataDir: new Blob([readFileSync(template.tarball)]) });
    // PGlite starts on its first query (unpacking the data directory, starting PostgreSQL): do it now, so a test's
    // first request is not the one that waits for it (the health check gives the database 2 s).
    await orm.em.getConnection().execute('select 1');
    return { orm, close: () => orm.close(true) };
  }
  if (!baseUrl) {
    const orm = await openOrm({ pgliteDir: 'memory://' });
    await migrateUp(orm);
    return { orm, close: () => orm.close(true) };
  }
  const name = `t_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = await openOrm({ url: baseUrl });
  const conn = admin.em.getConnection();
  if (template) {
    for (let attempt = 1; ; attempt++) {
      try {
        await conn.execute(`create database "${name}" template "${template.database}"`);
        break;
      } catch (err) {
        if (attempt >= 50 || !TEMPLATE_BUSY.test(String(err))) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } else {
    await conn.execute(`create database "${name}"`);
  }
  const orm = await openOrm({ url: withDatabase(baseUrl, name) });
  if (!template) await migrateUp(orm);
  return {
    orm,
    async close() {
      await orm.close(true);
      await conn.execute(`drop database if exists "${name}" with (force)`);
      await admin.close(true);
    },
  };
}
