import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EntitySchema, EventSubscriber, MigrationObject, MikroORM, Options } from '@mikro-orm/core';
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
 * What the features add to the ORM: their entities, event subscribers and the folders of their own migrations. The
 * composition root (api/registry.ts, `appSchema`) collects them from every module; api/db itself knows no feature
 * (decision 175).
 */
export interface FeatureSchema {
  entities: readonly EntitySchema<any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  subscribers: readonly EventSubscriber[];
  /**
   * Absolute folders of the features' own migrations (a module's `migrations`, decision 183), applied with the
   * committed ones of api/db/migrations in one order: by name, i.e. by the timestamp the name starts with.
   */
  migrationFolders?: readonly string[];
}

/** The committed migrations of the infrastructure and of the features written before decision 183. */
export const MIGRATIONS_PATH = path.resolve(import.meta.dirname, 'migrations');

/** A migration file's name: `Migration<yyyyMMddHHmmss>.ts` (what `migration:create` writes), optionally `_<what>` before `.ts`. */
const MIGRATION_FILE = /^Migration\d{14}(_[\w-]+)?\.ts$/;

/**
 * Every migration of `folders` (each file's exported class), sorted by name — the timestamp, so a feature's
 * migration runs after the ones written before it wherever it lives. A folder that does not exist adds none.
 * @throws Error when two folders hold a migration of the same name (the database records migrations by name).
 */
export async function loadMigrations(folders: readonly string[]): Promise<MigrationObject[]> {
  const files = folders.flatMap((folder) =>
    existsSync(folder) ? readdirSync(folder).filter((file) => MIGRATION_FILE.test(file)).map((file) => ({ name: file.slice(0, -'.ts'.length), file: path.join(folder, file) })) : [],
  );
  const seen = new Set<string>();
  for (const { name } of files) {
    if (seen.has(name)) throw new Error(`migration ${name} exists twice`);
    seen.add(name);
  }
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return Promise.all(
    files.map(async ({ name, file }) => {
      const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const found = Object.values(exports).find((value) => typeof value === 'function');
      if (!found) throw new Error(`${file} exports no migration class`);
      return { name, class: found as MigrationObject['class'] };
    }),
  );
}

/**
 * ORM options shared by both drivers: explicit entities (the infrastructure's, then the features' given in
 * `features`), the migrations given (`migrations`: those of api/db/migrations and of the features' folders, see
 * {@link loadMigrations}), the subscriber that keeps cached list totals honest (api/lib/pagination/list-total.ts),
 * the one that keeps the search vocabulary (api/lib/search/terms.ts) and the features' own. No schema snapshot
 * (decision 183): `migration:create` diffs the entities against a database migrated first (api/cli.ts), so a
 * feature's migration changes no shared file; new migrations are written to api/db/migrations unless a folder is given.
 */
export function ormOptions(features: FeatureSchema, migrations: readonly MigrationObject[]): Partial<Options> {
  return {
    entities: [...infrastructureEntities, ...features.entities],
    subscribers: [listTotalSubscriber, searchTermsSubscriber, ...features.subscribers],
    extensions: [Migrator],
    migrations: {
      path: MIGRATIONS_PATH,
      pathTs: MIGRATIONS_PATH,
      migrationsList: [...migrations],
      snapshot: false,
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
  const migrations = await loadMigrations([MIGRATIONS_PATH, ...(features.migrationFolders ?? [])]);
  if ('url' in target) {
    const { MikroORM: PgOrm } = await import('@mikro-orm/postgresql');
    // A database that does not answer a connection attempt within 5 s fails the request (503) instead of holding it.
    return PgOrm.init({ ...ormOptions(features, migrations), clientUrl: target.url, driverOptions: { connectionTimeoutMillis: 5_000 }, ...extra } as never);
  }
  if (!target.pgliteDir.startsWith('memory:')) mkdirSync(path.dirname(target.pgliteDir), { recursive: true });
  const [{ MikroORM: PgliteOrm }, { pg_trgm }] = await Promise.all([import('@mikro-orm/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  // PGlite loads a contrib extension only when it is passed here; the search migration then creates pg_trgm (decision 040).
  // driverOptions as a function: MikroORM deep-copies an options object, which would turn a Blob into a plain object.
  const { loadDataDir } = target;
  const driverOptions = () => ({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  return PgliteOrm.init({ ...ormOptions(features, migrations), dbName: target.pgliteDir, driverOptions, ...extra } as never);
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
