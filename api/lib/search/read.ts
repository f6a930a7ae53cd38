/**
 * How one relevance tier is read so that its cost does not grow with the table (docs/decisions/040 and 041).
 *
 * A tier is "the newest `need` rows matching a full-text condition". PostgreSQL can answer that two ways: walk the
 * (created_at, id) index newest first and test each row — fast when matches are common, a scan of the whole table
 * when they are rare or absent — or collect the matches from the GIN index and sort them — fast when they are rare.
 * Its choice rests on estimates that are rough for prefixes and absent on PGlite (no statistics), so the choice is
 * made here instead:
 *   1. look among the newest {@link RECENT_WINDOW} rows only (PostgreSQL combines the btree range with the GIN
 *      index, or walks the range);
 *   2. only if that found fewer than `need` rows, read the older matches through the GIN index
 *      and sort them (ordered by an expression the btree cannot produce, so PostgreSQL cannot walk it) — by then
 *      matches are known to be rare (< need in the newest window), so this stays small.
 * Both steps are one statement (one round trip). The rows are the same as one plain query would return.
 */
import { raw, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { KeysetCursor } from '../pagination/keyset.ts';
import type { SearchCondition } from './conditions.ts';

/** Rows looked at first, newest first. */
export const RECENT_WINDOW = 2000;

/**
 * Runs `fn` in a transaction with sequential scans switched off for its statements (set_config(…, true) is local to
 * the transaction; the previous value is restored before it ends, so an outer transaction is left as it was).
 */
export async function withoutSeqScan<T>(em: EntityManager, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  // In a transaction of our own the setting ends with it; inside the caller's, it is put back.
  const nested = em.isInTransaction();
  return em.transactional(async (tem) => {
    const sql = tem as SqlEntityManager;
    const [row] = await sql.execute<{ prev: string }[]>(`select current_setting('enable_seqscan') as prev, set_config('enable_seqscan', 'off', true)`);
    try {
      return await fn(tem);
    } finally {
      if (nested) await sql.execute(`select set_config('enable_seqscan', ?, true)`, [row?.prev ?? 'on']);
    }
  });
}

/** What a tier read needs: the table, the caller's filter and fields, and where the page continues from. */
export interface TierRead {
  entity: string | { meta: { className: string } };
  fields: readonly string[];
  /** Many-to-one properties among `fields`, returned as `{ id }`. */
  references: readonly string[];
  where: Record<string, unknown>;
  /** Continue after this row (only in the cursor's own tier). */
  after?: KeysetCursor | undefined;
}

/**
 * The newest `need` rows of `read.entity` matching `condition` and the caller's filter (strategy in the header), as
 * plain rows keyed by property name (many-to-one references as `{ id }`). One statement:
 *
 *   with search_window  as (the created_at of the table's RECENT_WINDOW-th newest row, or -infinity),
 *        search_recent  as (matches in the window, newest first, limit need)
 *   select search_recent ∪ (older matches, only if search_recent has fewer than need: a one-time filter)
 * `read.fields` must include `id` and `createdAt`.
 */
export async function readTier<T>(em: EntityManager, read: TierRead, condition: SearchCondition, need: number): Promise<T[]> {
  const meta = em.getMetadata().get((typeof read.entity === 'string' ? read.entity : read.entity.meta.className) as never);
  const column = (prop: string) => meta.properties[prop]!.fieldNames[0]!;
  const base = () => {
    const qb = (em as SqlEntityManager)
      .createQueryBuilder(read.entity as never, 't')
      .select(read.fields as never)
      .where(read.where as never)
      .andWhere(condition.sql, condition.params);
    if (read.after) qb.andWhere('(t.created_at, t.id) < (?::timestamptz, ?::uuid)', [read.after.createdAt.toISOString(), read.after.id]);
    return qb;
  };
  const recent = base()
    .andWhere('t.created_at >= (select at from search_window)')
    .orderBy({ createdAt: 'desc', id: 'desc' } as never)
    .limit(need)
    .toQuery();
  // Ordered by an expression the (created_at, id) index cannot produce: matches come from the GIN index, then a sort.
  const older = base()
    .andWhere('t.created_at < (select at from search_window)')
    .andWhere('(select count(*) from search_recent) < ?', [need])
    .orderBy([{ [raw(`t.created_at + interval '0 seconds'`)]: 'desc' }, { id: 'desc' }] as never)
    .limit(need)
    .toQuery();
  const table = `"${meta.tableName}"`;
  const sql = `with search_window as (
      select coalesce((select created_at from ${table} order by created_at desc, id desc offset ${RECENT_WINDOW} limit 1), '-infinity'::timestamptz) as at
    ), search_recent as (${recent.sql})
    select * from (select * from search_recent union all select * from (${older.sql}) as search_older) as found
    order by found."${column('createdAt')}" desc, found."${column('id')}" desc`;
  const rows = await (em as SqlEntityManager).getConnection().execute<Record<string, unknown>[]>(sql, [...recent.params, ...older.params], 'all', em.getTransactionContext());
  // Column values → property names and JS types, as the query builder's `execute('all', true)` maps them.
  const driver = em.getDriver() as unknown as { mapResult(row: object, meta: object): Record<string, unknown> | null };
  return rows.map((row) => {
    const out = { ...driver.mapResult(row, meta) };
    for (const key of read.references) if (typeof out[key] === 'string') out[key] = { id: out[key] };
    return out as T;
  });
}
