import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EntitySchema, EventSubscriber, MikroORM, Options } from '@mikro-orm/core';
import type { Kysely } from 'kysely';
import { Migrator } from '@mikro-orm/migrations';
import { listTotalSubscriber } from '../lib/pagination/list-total.ts';
import { searchTermsSubscriber } from '../lib/search/terms.ts';
import { infrastructureEntities } from './entities.ts';

/**
 * Where to find the database: a PostgreSQL URL, or a PGlite data directory ('memory://' in tests), optionally
 * started from a dumped data directory (`loadDataDir`, a tarball from PGlite's dumpDataDir: the tests' migrated
 * template, api/test/database-template.ts).
 */
export type DatabaseTarget = { url: string } | { pgliteDir: string; loadDataDir?: Blob };

/** The ORM instance used by the app, whichever driver runs it. */
export type Orm = MikroORM;

/**
 * What the features add to the ORM: their entities and event subscribers. The composition root
 * (api/registry.ts, `appSchema`) collects them from every module; api/db itself knows no feature (decision 175).
 */
export interface FeatureSchema {
  entities: readonly EntitySchema<any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  subscribers: readonly EventSubscriber[];
}

const migrationsPath = path.resolve(import.meta.dirname, 'migrations');

/**
 * ORM options shared by both drivers: explicit entities (the infrastructure's, then the features' given in
 * `features`), committed migrations, one shared snapshot, the subscriber that keeps cached list totals honest
 * (api/lib/pagination/list-total.ts), the one that keeps the search vocabulary (api/lib/search/terms.ts) and the
 * features' own.
 */
export function ormOptions(features: FeatureSchema): Partial<Options> {
  return {
    entities: [...infrastructureEntities, ...features.entities],
    subscribers: [listTotalSubscriber, searchTermsSubscriber, ...features.subscribers],
    extensions: [Migrator],
    migrations: {
      path: migrationsPath,
      pathTs: migrationsPath,
      glob: '!(*.d).ts',
      snapshotName: '.snapshot',
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    debug: false,
    allowGlobalContext: false,
  };
}

/**
 * Opens the database with the infrastructure's entities and the given features' (the app's: `openOrm` of
 * api/registry.ts): @mikro-orm/postgresql when a URL is given, else embedded @mikro-orm/pglite (creating the parent
 * folder of its data directory). Does not run migrations; see {@link migrateUp}.
 */
export async function openDatabase(target: DatabaseTarget, features: FeatureSchema, extra: Partial<Options> = {}): Promise<Orm> {
  if ('url' in target) {
    const { MikroORM: PgOrm } = await import('@mikro-orm/postgresql');
    // A database that does not answer a connection attempt within 5 s fails the request (503) instead of holding it.
    return PgOrm.init({ ...ormOptions(features), clientUrl: target.url, driverOptions: { connectionTimeoutMillis: 5_000 }, ...extra } as never);
  }
  if (!target.pgliteDir.startsWith('memory:')) mkdirSync(path.dirname(target.pgliteDir), { recursive: true });
  const [{ MikroORM: PgliteOrm }, { pg_trgm }] = await Promise.all([import('@mikro-orm/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  // PGlite loads a contrib extension only when it is passed here; the search migration then creates pg_trgm (decision 040).
  // driverOptions as a function: MikroORM deep-copies an options object, which would turn a Blob into a plain object.
  const { loadDataDir } = target;
  const driverOptions = () => ({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  return PgliteOrm.init({ ...ormOptions(features), dbName: target.pgliteDir, driverOptions, ...extra } as never);
}

/** Fixed key of the PostgreSQL advisory lock held while migrating (any constant bigint; 'tcmigrat' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x74636d6967726174n;

/**
 * Runs `fn` while holding the PostgreSQL session advisory lock {@link MIGRATION_LOCK_KEY} on one reserved pool
 * connection, so of several processes starting at once only one runs it at a time; the others wait, then run it
 * on what the first left (decisions 096, 098). On PGlite (one process, one connection) `fn` just runs.
 */
export async function underStartupLock<T>(orm: Orm, fn: () => Promise<T>): Promise<T> {
  if (orm.config.getDriver().constructor.name === 'PgliteDriver') return fn();
  const { sql } = await import('kysely');
  const kysely = (orm.em.getConnection() as unknown as { getClient(): Kysely<unknown> }).getClient();
  return kysely.connection().execute(async (db) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(db);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(db);
    }
  });
}

/**
 * Applies every committed migration not yet applied. Returns the names applied. On PostgreSQL the run holds a
 * session advisory lock ({@link underStartupLock}), so when several processes start at once one migrates and the
 * others wait, then find nothing pending (decision 096). PGlite is one process with one connection: no lock.
 */
export async function migrateUp(orm: Orm): Promise<string[]> {
  return underStartupLock(orm, async () => (await orm.migrator.up()).map((m) => m.name));
}
