import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { V } from '#shared/messages.ts';
import { badRequest } from '../../http/errors.ts';

/** Position after which the next page starts: the last listed row's creation time and id. */
export interface KeysetCursor {
  createdAt: Date;
  id: string;
}

/** A page of a newest-first list: `nextCursor` is null on the last page (spec 000 §7 list shape, decision 004). */
export interface KeysetPage<Row> {
  items: Row[];
  nextCursor: string | null;
}

const cursorPayload = z.tuple([z.iso.datetime({ offset: false }), z.uuid()]);

/** Encodes a cursor as opaque base64url of the JSON `[createdAt ISO, id]`. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id]), 'utf8').toString('base64url');
}

/**
 * Decodes a cursor made by {@link encodeCursor}.
 * @throws HttpError 400 `validation_failed` with `fields.cursor` when it is malformed or tampered with (never a 500).
 */
export function decodeCursor(value: string): KeysetCursor {
  const invalid = () => badRequest(`Validation failed: ${V.cursorInvalid}`, { cursor: [V.cursorInvalid] });
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = cursorPayload.safeParse(json);
  if (!parsed.success) throw invalid();
  const [iso, id] = parsed.data;
  const createdAt = new Date(iso);
  // Only what encodeCursor writes: a real instant in toISOString() form, within PostgreSQL's range (year ≥ 1).
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso || createdAt.getUTCFullYear() < 1) throw invalid();
  return { createdAt, id };
}

/** A row as the ORM maps it from a plain select: a many-to-one owner comes back as its id or as `{ id }`. */
type Mapped<Row> = { [K in keyof Row]: Row[K] extends { id: string } ? string | { id: string } : Row[K] };

/**
 * One page of `entity` rows newest first by (created_at desc, id desc), read as plain rows (no managed entities:
 * docs/decisions/031-taxi-list-read-path.md). Keyset pagination on a (created_at, id) index:
 * `WHERE <where> AND (created_at, id) < (cursor) ORDER BY created_at DESC, id DESC LIMIT limit + 1` (the extra row
 * only tells whether there is a next page; no OFFSET). `fields` are property names; many-to-one properties listed
 * in `references` come back as `{ id }`. `limit` is 1–100 (validated by the route's query schema).
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export async function keysetPage<Row extends { id: string; createdAt: Date }>(
  em: EntityManager,
  entity: string | { meta: { className: string } },
  opts: {
    fields: readonly (keyof Row & string)[];
    references?: readonly (keyof Row & string)[];
    where: Record<string, unknown>;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<KeysetPage<Row>> {
  const after = opts.cursor === undefined ? undefined : decodeCursor(opts.cursor);
  const qb = (em as SqlEntityManager).createQueryBuilder(entity as never, 't').select(opts.fields as never).where(opts.where as never);
  if (after) {
    // Row-value comparison so PostgreSQL walks the (created_at, id) index backwards from the cursor.
    qb.andWhere('(t.created_at, t.id) < (?::timestamptz, ?::uuid)', [after.createdAt.toISOString(), after.id]);
  }
  const mapped = await qb.orderBy({ createdAt: 'desc', id: 'desc' } as never).limit(opts.limit + 1).execute<Mapped<Row>[]>('all', true);
  const refs = opts.references ?? [];
  const rows = mapped.map((row) => {
    const out = { ...row } as Record<string, unknown>;
    for (const key of refs) if (typeof out[key] === 'string') out[key] = { id: out[key] };
    return out as Row;
  });
  const items = rows.slice(0, opts.limit);
  const last = items.at(-1);
  const nextCursor = rows.length > opts.limit && last ? encodeCursor({ createdAt: new Date(last.createdAt), id: last.id }) : null;
  return { items, nextCursor };
}
