import type { EntityManager, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';

/** How long a counted list total is reused (ms). */
export const LIST_TOTAL_TTL_MS = 5_000;

interface TotalEntry {
  value: number | null;
  countedAt: number;
  pending: Promise<number> | null;
}

/** Per ORM instance (its Configuration, shared by every fork), then per entity class and filter. */
const totals = new WeakMap<object, Map<string, TotalEntry>>();
const cacheOf = (em: EntityManager) => {
  const key = em.config as object;
  let cache = totals.get(key);
  if (!cache) totals.set(key, (cache = new Map()));
  return cache;
};
const entryKey = (className: string, where: Record<string, unknown>) => `${className}\u0000${JSON.stringify(where)}`;

/**
 * The number of `entity` rows matching `where` (the `total` of a list page). `count(*)` reads every matching row
 * (O(rows) in PostgreSQL), so it is made at most once per {@link LIST_TOTAL_TTL_MS} per process and shared by the
 * requests that arrive meanwhile (one query in flight per list). Any flush that creates, changes or deletes a row
 * of that entity through this process's ORM drops the cached values at once ({@link listTotalSubscriber}); other
 * app instances, and changes made outside the ORM, are reflected within the TTL.
 */
export function cachedListTotal(em: EntityManager, entity: { meta: { className: string } }, where: Record<string, unknown>, now = Date.now()): Promise<number> {
  const cache = cacheOf(em);
  const key = entryKey(entity.meta.className, where);
  const entry = cache.get(key);
  if (entry?.value != null && now - entry.countedAt < LIST_TOTAL_TTL_MS) return Promise.resolve(entry.value);
  if (entry?.pending) return entry.pending;
  const fresh: TotalEntry = { value: entry?.value ?? null, countedAt: entry?.countedAt ?? 0, pending: null };
  fresh.pending = em
    .fork()
    .count(entity as never, where as never)
    .then(
      (value) => {
        // Kept only when nothing was written meanwhile (an invalidation replaced or removed the entry).
        if (cache.get(key) === fresh) Object.assign(fresh, { value, countedAt: now, pending: null });
        return value;
      },
      (err: unknown) => {
        if (cache.get(key) === fresh) cache.delete(key);
        throw err;
      },
    );
  cache.set(key, fresh);
  return fresh.pending;
}

/** Forgets every cached total of `className` in `em`'s ORM (the next list counts again). */
export function invalidateListTotals(em: EntityManager, className: string): void {
  const cache = cacheOf(em);
  const prefix = `${className}\u0000`;
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}

/**
 * Forgets every cached total of `em`'s ORM, of every entity: for a change that alters which rows every list counts
 * without writing their tables (an account suspended or unsuspended: docs/decisions/165-suspended-members-content.md).
 */
export function invalidateAllListTotals(em: EntityManager): void {
  cacheOf(em).clear();
}

/**
 * ORM subscriber (registered once in api/db/orm.ts for every entity) that drops the cached totals of each entity
 * class a flush created, updated or deleted (after the commit, so the next count sees the change).
 */
export const listTotalSubscriber: EventSubscriber = {
  afterFlush(args: FlushEventArgs) {
    const classes = new Set(args.uow.getChangeSets().map((cs) => cs.meta.className));
    for (const className of classes) invalidateListTotals(args.em, className);
  },
};
