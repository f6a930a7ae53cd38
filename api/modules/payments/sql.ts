import type { EntityManager } from '@mikro-orm/core';

/** Runs raw SQL (`?` placeholders) on `em`'s connection, inside its transaction when it has one. Returns the rows. */
export function sql<T = Record<string, unknown>>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(query, params, 'all', em.getTransactionContext());
}
