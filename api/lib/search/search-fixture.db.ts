/**
 * A database holding the test-only `search_fixtures` table (search-fixture.entity.ts), for the search tests and the
 * search benchmark: the committed migrations, then the table created exactly as a feature's migration would create
 * it (the schema diff of the entity). In-memory PGlite, or — given a PostgreSQL URL — a new database beside it
 * (as api/test/harness.ts does), dropped at close.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { migrateUp, type Orm } from '../../db/orm.ts';
import { appEntities, openOrm } from '../../registry.ts';
import { SearchFixtureSchema } from './search-fixture.entity.ts';

/** An open fixture database. `tableSql` is the DDL the schema diff wrote for the fixture table. */
export interface SearchFixtureDb {
  orm: Orm;
  em(): EntityManager;
  tableSql: string;
  close(): Promise<void>;
}

/** Opens a fresh database (PostgreSQL beside `databaseUrl`, else in-memory PGlite) with `search_fixtures` created. */
export async function openSearchFixtureDb(databaseUrl?: string): Promise<SearchFixtureDb> {
  const extra = { entities: [...appEntities, SearchFixtureSchema] } as never;
  let orm: Orm;
  let drop = async () => {};
  if (databaseUrl) {
    const name = `t_search_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = await openOrm({ url: databaseUrl });
    await admin.em.getConnection().execute(`create database "${name}"`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    orm = await openOrm({ url: url.toString() }, extra);
    drop = async () => {
      await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await admin.close(true);
    };
  } else {
    orm = await openOrm({ pgliteDir: 'memory://' }, extra);
  }
  await migrateUp(orm);
  // Only the fixture table's statements: anything else in the diff is another change in progress, not ours to apply.
  const tableSql = (await orm.schema.getUpdateSchemaSQL({ wrap: false }))
    .split(/;\n/)
    .filter((statement) => statement.includes('"search_fixtures"'))
    .map((statement) => `${statement.trim().replace(/;$/, '')};`)
    .join('\n');
  await orm.schema.execute(tableSql);
  return {
    orm,
    em: () => orm.em.fork(),
    tableSql,
    async close() {
      await orm.close(true);
      await drop();
    },
  };
}
