import type { EntityManager } from '@mikro-orm/core';
import type { StoreProductListQuery } from '#shared/store/schemas.ts';
import { cachedListTotal } from '../../lib/pagination/list-total.ts';
import { keysetPage, type KeysetPage } from '../../lib/pagination/keyset.ts';
import { searchPage } from '../../lib/search/page.ts';
import { activeOwner, type ContentViewer } from '../../lib/visibility/active-owner.ts';
import { StoreProductSchema, type StoreProduct } from './store.entity.ts';

/** Columns a listed product needs (everything but the search columns and `updatedAt`). */
export const PRODUCT_FIELDS = [
  'id', 'createdAt', 'owner', 'name', 'tamilName', 'description', 'category', 'pricePaise', 'currency', 'weight', 'unit',
  'contactName', 'contactPhone', 'location', 'images',
] as const satisfies readonly (keyof StoreProduct)[];

/** A listed product as read for presenting (plain row; the owner as `{ id }`). An entity is also a StoreProductRow. */
export type StoreProductRow = Pick<StoreProduct, Exclude<(typeof PRODUCT_FIELDS)[number], 'owner'>> & { owner: { id: string } };

/**
 * The list's filter (spec 001 §7 `category`; `all` or none = every category). Every product is public, but for a
 * suspended seller's (decision 165).
 */
function whereOf(query: Pick<StoreProductListQuery, 'category'>): Record<string, unknown> {
  return { ...(query.category && query.category !== 'all' ? { category: query.category } : {}), ...activeOwner(null) };
}

/**
 * One page of products (spec 001 §2 Tamil store section, §7 GET /api/tamil-store-products): newest first on the
 * shared keyset helper, optionally of one category — or, with `search`, best matches first through the shared
 * search (Tamil, Latin-letter Tamil such as "thakkali" for தக்காளி, English, prefixes, typos). `total` is the
 * filtered count (cached a few seconds), null for a search.
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export async function listProducts(em: EntityManager, query: StoreProductListQuery, now: Date): Promise<KeysetPage<StoreProductRow> & { total: number | null }> {
  const where = whereOf(query);
  const read = { fields: PRODUCT_FIELDS, references: ['owner'] as const, where, limit: query.limit, cursor: query.cursor };
  if (query.search && query.search.trim() !== '') {
    const page = await searchPage<StoreProductRow>(em, StoreProductSchema, { ...read, query: query.search });
    return { items: page.items, nextCursor: page.nextCursor, total: null };
  }
  const [page, total] = await Promise.all([keysetPage<StoreProductRow>(em, StoreProductSchema, read), cachedListTotal(em, StoreProductSchema, where, now.getTime())]);
  return { ...page, total };
}

/**
 * The product `id` with its owner's id, or null (the `store` contact source and the detail route); null for a
 * suspended seller's product for every `viewer` but the admin (decision 165; none given = a guest).
 */
export async function findProduct(em: EntityManager, id: string, viewer?: ContentViewer): Promise<StoreProduct | null> {
  return (await em.findOne(StoreProductSchema, { id, ...activeOwner(viewer) })) as StoreProduct | null;
}
