import { raw, type EntityManager, type FilterQuery } from '@mikro-orm/core';
import { z } from 'zod';
import { V } from '#shared/messages.ts';
import { badRequest } from '../../http/errors.ts';
import { TaxiRequestSchema, type TaxiRequest } from './taxi-request.entity.ts';

/** Position after which the next page starts: the last listed row's creation time and id. */
export interface TaxiCursor {
  createdAt: Date;
  id: string;
}

/** A page of taxi requests, newest first; `nextCursor` is null on the last page; `total` counts every listed row. */
export interface TaxiRequestPage {
  items: TaxiRequest[];
  nextCursor: string | null;
  total: number;
}

/** Only requests that are live and approved are shown to the public (moderation comes with the admin panel). */
const PUBLISHED = { isActive: true, isApproved: true } as const;

const cursorPayload = z.tuple([z.iso.datetime({ offset: false }), z.uuid()]);

/** Encodes a cursor as opaque base64url of the JSON `[createdAt ISO, id]`. */
export function encodeTaxiCursor(cursor: TaxiCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id]), 'utf8').toString('base64url');
}

/**
 * Decodes a cursor made by {@link encodeTaxiCursor}.
 * @throws HttpError 400 `validation_failed` with `fields.cursor` when it is malformed or tampered with (never a 500).
 */
export function decodeTaxiCursor(value: string): TaxiCursor {
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
  // Only what encodeTaxiCursor writes: a real instant in toISOString() form, within PostgreSQL's range (year ≥ 1).
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso || createdAt.getUTCFullYear() < 1) throw invalid();
  return { createdAt, id };
}

/**
 * One page of published taxi requests, newest first by (createdAt desc, id desc) — spec 000 §7 GET /api/taxi-services.
 * Keyset pagination on the (created_at, id) index: `WHERE (created_at, id) < (cursor) ORDER BY created_at DESC,
 * id DESC LIMIT limit + 1` (the extra row only tells whether there is a next page; no OFFSET).
 * `limit` is 1–100 (validated by the caller); `cursor` is an opaque string from a previous page's `nextCursor`.
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export async function listPublishedTaxiRequests(em: EntityManager, opts: { limit: number; cursor?: string | undefined }): Promise<TaxiRequestPage> {
  const after = opts.cursor === undefined ? undefined : decodeTaxiCursor(opts.cursor);
  const where: FilterQuery<TaxiRequest> = after
    ? {
        ...PUBLISHED,
        // Row-value comparison so PostgreSQL walks the (created_at, id) index backwards from the cursor.
        [raw((alias: string) => `(${alias}.created_at, ${alias}.id) < (?::timestamptz, ?::uuid)`, [after.createdAt.toISOString(), after.id])]: [],
      }
    : { ...PUBLISHED };
  const rows = await em.find(TaxiRequestSchema, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: opts.limit + 1 });
  const total = await em.count(TaxiRequestSchema, PUBLISHED);
  const items = rows.slice(0, opts.limit);
  const last = items.at(-1);
  const nextCursor = rows.length > opts.limit && last ? encodeTaxiCursor({ createdAt: last.createdAt, id: last.id }) : null;
  return { items, nextCursor, total };
}

/** A published (active and approved) taxi request by id, or null — spec 000 §3; hidden ones look missing. */
export function findPublishedTaxiRequest(em: EntityManager, id: string): Promise<TaxiRequest | null> {
  return em.findOne(TaxiRequestSchema, { id, ...PUBLISHED });
}
