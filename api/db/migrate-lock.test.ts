import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrateUp, type Orm } from './orm.ts';
import { openOrm } from '../registry.ts';

/** Opens two ORMs on one fresh database: PostgreSQL when DATABASE_URL is set, else one PGlite data directory. */
async function twoOrmsOnFreshDatabase(): Promise<{ a: Orm; b: Orm; close(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL || undefined;
  if (!baseUrl) {
    const a = await openOrm({ pgliteDir: 'memory://' });
    return { a, b: a, close: () => a.close(true) };
  }
  const name = `t_mig_${randomUUID().slice(0, 8)}`;
  const admin = await openOrm({ url: baseUrl });
  await admin.em.getConnection().execute(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const [a, b] = await Promise.all([openOrm({ url: url.toString() }), openOrm({ url: url.toString() })]);
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(true), b.close(true)]);
      await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await admin.close(true);
    },
  };
}

describe('migrateUp under several processes', () => {
  it('applies every migration exactly once when two callers start at once', async () => {
    const db = await twoOrmsOnFreshDatabase();
    try {
      const pending = (await db.a.migrator.getPending()).map((m) => m.name);
      expect(pending.length).toBeGreaterThan(0);
      const [first, second] = await Promise.all([migrateUp(db.a), migrateUp(db.b)]);
      // One caller applied everything, the other waited for the lock and found nothing left.
      expect([...first, ...second].sort()).toEqual([...pending].sort());
      const rows: { name: string }[] = await db.a.em.fork().getConnection().execute('select name from mikro_orm_migrations');
      expect(rows.map((r) => r.name).sort()).toEqual(pending.map((n) => n.replace(/\.ts$/, '')).sort());
      expect(await db.b.migrator.getPending()).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
