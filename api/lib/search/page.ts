/**
 * One page of search results from any searchable table (api/lib/search/columns.ts), composed with the caller's own
 * filter — the feature's visibility rule (approved, active, owner…) is a plain `where` on the same query, so search
 * can never show a row the list would hide. Decision record: docs/decisions/040-tamil-aware-search.md.
 */
import type { EntityManager } from '@mikro-orm/core';
import { parseSearchQuery } from '#shared/search/document.ts';
import { V } from '#shared/messages.ts';
import { badRequest } from '../../http/errors.ts';
import { decodeCursor, encodeCursor, type KeysetCursor, type KeysetPage } from '../pagination/keyset.ts';
import { fuzzyCondition, fuzzyKeys, searchConditions, type SearchCondition, type SearchTier } from './conditions.ts';
import { readTier } from './read.ts';
import { similarTerms } from './terms.ts';

/** A search page: the usual `{ items, nextCursor }` list shape (decision 004) plus each item's match tier. */
export interface SearchPage<Row> extends KeysetPage<Row> {
  /** How each item matched, same order as `items` ('exact' | 'sound' | 'prefix' | 'fuzzy'). */
  matches: SearchTier[];
}

/** A position in a search: the tier of the last listed row, then its (created_at, id) within the tier. */
interface SearchCursor extends KeysetCursor {
  tier: number;
}

/** Encodes a search cursor as `<tier>.<keyset cursor>` (opaque to clients). */
function encodeSearchCursor(c: SearchCursor): string {
  return `${c.tier}.${encodeCursor(c)}`;
}

/**
 * Decodes a cursor made by {@link encodeSearchCursor}.
 * @throws HttpError 400 `validation_failed` with `fields.cursor` when it is malformed (never a 500).
 */
function decodeSearchCursor(value: string): SearchCursor {
  const m = /^([0-3])\.(.+)$/.exec(value);
  if (!m) throw badRequest(`Validation failed: ${V.cursorInvalid}`, { cursor: [V.cursorInvalid] });
  return { tier: Number(m[1]), ...decodeCursor(m[2]!) };
}

/**
 * Searches `entity` (a table made searchable with `searchProperties`/`searchIndexes`) for `query` and returns one
 * page, best matches first: exact words, then same sound (Tanglish), then prefixes, then typos; within a tier the
 * newest first (created_at desc, id desc). Only rows matching `where` (MikroORM filter object, e.g. the feature's
 * `{ status: 'approved' }` or `{ $or: [{ status: 'approved' }, { owner: viewerId }] }`) are considered.
 *
 * - `query`: the user's text as typed (any length; only the first 200 characters and 6 words are used). A query with
 *   nothing searchable in it (blank, only punctuation) returns an empty page — list without search instead.
 * - `fields`: property names to read (plain rows, no entities: decision 031); `references`: many-to-one properties
 *   among them, returned as `{ id }`.
 * - `limit`: 1–100 (validated by the route); `cursor`: `nextCursor` of the previous page.
 * Reads tier by tier (read.ts: bounded by the newest rows first, so the cost does not grow with the table), stopping
 * when the page is full; typos (a pg_trgm look-up in the table's vocabulary, terms.ts) only once the better tiers
 * are used up.
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export async function searchPage<Row extends { id: string; createdAt: Date }>(
  em: EntityManager,
  entity: string | { meta: { className: string } },
  opts: {
    query: string;
    fields: readonly (keyof Row & string)[];
    references?: readonly (keyof Row & string)[];
    where: Record<string, unknown>;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<SearchPage<Row>> {
  const after = opts.cursor === undefined ? undefined : decodeSearchCursor(opts.cursor);
  const words = parseSearchQuery(opts.query);
  if (!words) return { items: [], nextCursor: null, matches: [] };

  const found: { row: Row; tier: number; name: SearchTier }[] = [];
  const fields = [...new Set<string>([...opts.fields, 'id', 'createdAt'])];
  const read = async (condition: SearchCondition) => {
    const tierRead = { entity, fields, references: opts.references ?? [], where: opts.where, after: after && condition.tier === after.tier ? after : undefined };
    const rows = await readTier<Row>(em, tierRead, condition, opts.limit + 1 - found.length);
    for (const row of rows) found.push({ row, tier: condition.tier, name: condition.name });
  };
  for (const condition of searchConditions(words, 't')) {
    if (after && condition.tier < after.tier) continue;
    await read(condition);
    if (found.length > opts.limit) break;
  }
  // Typos last, and only when the better tiers did not fill the page: look up similar terms, then read by index.
  const keys = fuzzyKeys(words);
  if (found.length <= opts.limit && keys.length) {
    const table = em.getMetadata().get((typeof entity === 'string' ? entity : entity.meta.className) as never).tableName;
    const terms = await similarTerms(em, table, keys.map((k) => k.key));
    const similar: string[][] = words.map(() => []);
    keys.forEach((k, i) => (similar[k.index] = terms[i] ?? []));
    const fuzzy = fuzzyCondition(words, 't', similar);
    if (fuzzy) await read(fuzzy);
  }

  const page = found.slice(0, opts.limit);
  const last = page.at(-1);
  const nextCursor =
    found.length > opts.limit && last ? encodeSearchCursor({ tier: last.tier, createdAt: new Date(last.row.createdAt), id: last.row.id }) : null;
  return { items: page.map((f) => f.row), nextCursor, matches: page.map((f) => f.name) };
}
