import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities.ts';
import { taxiTotalSubscriber } from '../modules/taxi/taxi.repository.ts';

/** Where to find the database: a PostgreSQL URL, or a PGlite data directory ('memory://' in tests). */
export type DatabaseTarget = { url: string } | { pgliteDir: string };

/** The ORM instance used by the app, whichever driver runs it. */
export type Orm = MikroORM;

const migrationsPath = path.resolve(import.meta.dirname, 'migrations');

/**
 * ORM options shared by both drivers: explicit entities, committed migrations, one shared snapshot, and the
 * subscriber that keeps the taxi list's cached total honest.
 */
export function ormOptions(): Partial<Options> {
  return {
    entities,
    subscribers: [taxiTotalSubscriber],
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
 * Opens the database: @mikro-orm/postgresql when a URL is given, else embedded @mikro-orm/pglite (creating the
 * parent folder of its data directory). Does not run migrations; see {@link migrateUp}.
 */
export async function openOrm(target: DatabaseTarget, extra: Partial<Options> = {}): Promise<Orm> {
  if ('url' in target) {
    const { MikroORM: PgOrm } = await import('@mikro-orm/postgresql');
    return PgOrm.init({ ...ormOptions(), clientUrl: target.url, ...extra } as never);
  }
  if (!target.pgliteDir.startsWith('memory:')) mkdirSync(path.dirname(target.pgliteDir), { recursive: true });
  const { MikroORM: PgliteOrm } = await import('@mikro-orm/pglite');
  return PgliteOrm.init({ ...ormOptions(), dbName: target.pgliteDir, ...extra } as never);
}

/** Applies every committed migration not yet applied. Returns the names applied. */
export async function migrateUp(orm: Orm): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}
