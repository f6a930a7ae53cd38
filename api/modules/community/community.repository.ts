import type { EntityManager } from '@mikro-orm/core';
import type { CommunityPostListQuery } from '#shared/community/schemas.ts';
import { cachedListTotal } from '../../lib/pagination/list-total.ts';
import { keysetPage, type KeysetPage } from '../../lib/pagination/keyset.ts';
import { searchPage } from '../../lib/search/page.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { CommunityPostSchema, type CommunityPost } from './community.entity.ts';

/** Columns a listed post needs (everything but the search columns and `updatedAt`). */
export const POST_FIELDS = [
  'id', 'createdAt', 'owner', 'kind', 'category', 'title', 'description', 'city', 'contactName', 'contactPhone', 'images', 'status', 'closedAt',
] as const satisfies readonly (keyof CommunityPost)[];

/** A listed post as read for presenting (plain row; the owner as `{ id }`). An entity is also a CommunityPostRow. */
export type CommunityPostRow = Pick<CommunityPost, Exclude<(typeof POST_FIELDS)[number], 'owner'>> & { owner: { id: string } };

/** `%…%` ILIKE pattern of a user's text, LIKE's wildcards taken literally. */
const contains = (text: string) => ({ $ilike: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });

/**
 * The public list's rule and filters: open posts of members whose account is active (decision 165) only; kind and
 * category exact, city "contains" in any case.
 */
function publicWhere(query: Omit<CommunityPostListQuery, 'limit' | 'cursor' | 'search'>): Record<string, unknown> {
  const where: Record<string, unknown> = { status: 'open', ...activeOwner(null) };
  if (query.kind) where.kind = query.kind;
  if (query.category) where.category = query.category;
  if (query.city) where.city = contains(query.city);
  return where;
}

/**
 * One page of open posts (issue 19 item 5): newest first on the shared keyset helper, filtered by kind, category
 * and city — or, with `search`, best matches first through the shared Tamil-aware search (the same filters apply, so
 * a search never shows a given or closed post). `total` is the filtered count (cached a few seconds), null for a search.
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export async function listOpenPosts(em: EntityManager, query: CommunityPostListQuery, now: Date): Promise<KeysetPage<CommunityPostRow> & { total: number | null }> {
  const where = publicWhere(query);
  const read = { fields: POST_FIELDS, references: ['owner'] as const, where, limit: query.limit, cursor: query.cursor };
  if (query.search) {
    const page = await searchPage<CommunityPostRow>(em, CommunityPostSchema, { ...read, query: query.search });
    return { items: page.items, nextCursor: page.nextCursor, total: null };
  }
  const [page, total] = await Promise.all([keysetPage<CommunityPostRow>(em, CommunityPostSchema, read), cachedListTotal(em, CommunityPostSchema, where, now.getTime())]);
  return { ...page, total };
}

/** One page of `ownerId`'s posts in every status, newest first, with their count. */
export async function listOwnPosts(em: EntityManager, ownerId: string, opts: { limit: number; cursor?: string | undefined }): Promise<KeysetPage<CommunityPostRow> & { total: number }> {
  const where = { owner: ownerId };
  const [page, total] = await Promise.all([
    keysetPage<CommunityPostRow>(em, CommunityPostSchema, { fields: POST_FIELDS, references: ['owner'], where, limit: opts.limit, cursor: opts.cursor }),
    em.count(CommunityPostSchema, where),
  ]);
  return { ...page, total };
}

/**
 * The open post `id`, or null (the `community` contact source: a given or closed post's number is not sold, nor a
 * suspended member's: decision 165).
 */
export async function findOpenPost(em: EntityManager, id: string): Promise<CommunityPost | null> {
  return (await em.findOne(CommunityPostSchema, { id, status: 'open', ...activeOwner(null) })) as CommunityPost | null;
}
