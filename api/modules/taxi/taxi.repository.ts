import type { EntityManager, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { z } from 'zod';
import { V } from '#shared/messages.ts';
import { badRequest } from '../../http/errors.ts';
import { TaxiRequestSchema, type TaxiRequest } from './taxi-request.entity.ts';

/** Position after which the next page starts: the last listed row's creation time and id. */
export interface TaxiCursor {
  createdAt: Date;
  id: string;
}

/**
 * A listed taxi request as read for presenting: the entity's columns, with the owner as a reference `{ id }`.
 * Lists read plain rows, not managed entities: creating and tracking an entity costs far more than the query
 * (docs/decisions/031-taxi-list-read-path.md); an entity is also a TaxiRequestRow, so presenters take either.
 */
export type TaxiRequestRow = Pick<
  TaxiRequest,
  | 'id'
  | 'createdAt'
  | 'fromLocation'
  | 'toLocation'
  | 'fromCountry'
  | 'passengerCount'
  | 'luggageWeight'
  | 'contactNumber'
  | 'travelDate'
  | 'travelTime'
  | 'additionalNotes'
> & { owner: { id: string } };

/**
 * A page of taxi requests, newest first; `nextCursor` is null on the last page; `total` counts every listed row
 * (reused for up to {@link TAXI_TOTAL_TTL_MS}, see {@link publishedTaxiTotal}).
 */
export interface TaxiRequestPage {
  items: TaxiRequestRow[];
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
  // Plain rows mapped to property names by the ORM (no entities: see TaxiRequestRow).
  const qb = (em as SqlEntityManager).createQueryBuilder(TaxiRequestSchema, 't').select(LIST_FIELDS).where(PUBLISHED);
  if (after) {
    // Row-value comparison so PostgreSQL walks the (created_at, id) index backwards from the cursor.
    qb.andWhere('(t.created_at, t.id) < (?::timestamptz, ?::uuid)', [after.createdAt.toISOString(), after.id]);
  }
  const [mapped, total] = await Promise.all([
    qb.orderBy({ createdAt: 'desc', id: 'desc' }).limit(opts.limit + 1).execute<MappedRow[]>('all', true),
    publishedTaxiTotal(em),
  ]);
  const rows = mapped.map(toRow);
  const items = rows.slice(0, opts.limit);
  const last = items.at(-1);
  const nextCursor = rows.length > opts.limit && last ? encodeTaxiCursor({ createdAt: last.createdAt, id: last.id }) : null;
  return { items, nextCursor, total };
}

/** Columns a listed row needs (everything but the moderation flags and `updatedAt`). */
const LIST_FIELDS = [
  'id',
  'createdAt',
  'owner',
  'fromLocation',
  'toLocation',
  'fromCountry',
  'passengerCount',
  'luggageWeight',
  'contactNumber',
  'travelDate',
  'travelTime',
  'additionalNotes',
] as const;
type MappedRow = Omit<TaxiRequestRow, 'owner'> & { owner: string | { id: string } };
const toRow = (row: MappedRow): TaxiRequestRow => ({ ...row, owner: typeof row.owner === 'string' ? { id: row.owner } : row.owner });

/** How long a counted `total` of published taxi requests is reused (ms). */
export const TAXI_TOTAL_TTL_MS = 5_000;

interface TotalEntry {
  value: number | null;
  countedAt: number;
  pending: Promise<number> | null;
}
/** Per ORM instance (its Configuration, shared by every fork): tests and tools may run several in one process. */
const totals = new WeakMap<object, TotalEntry>();
const totalKey = (em: EntityManager) => em.config as object;

/**
 * The number of published taxi requests. `count(*)` reads every listed row (O(rows) in PostgreSQL), so the
 * count is made at most once per {@link TAXI_TOTAL_TTL_MS} per process and shared by the requests that arrive
 * meanwhile (one query in flight at a time). Any flush that creates, changes or deletes a taxi request through
 * this process's ORM drops the cached value at once ({@link taxiTotalSubscriber}), so a member sees their own
 * post counted; other app instances, and changes made outside the ORM, are reflected within the TTL.
 */
export function publishedTaxiTotal(em: EntityManager, now = Date.now()): Promise<number> {
  const key = totalKey(em);
  const entry = totals.get(key);
  if (entry?.value != null && now - entry.countedAt < TAXI_TOTAL_TTL_MS) return Promise.resolve(entry.value);
  if (entry?.pending) return entry.pending;
  const fresh: TotalEntry = { value: entry?.value ?? null, countedAt: entry?.countedAt ?? 0, pending: null };
  fresh.pending = em
    .fork()
    .count(TaxiRequestSchema, PUBLISHED)
    .then(
      (value) => {
        // Kept only when nothing was written meanwhile (an invalidation replaced or removed the entry).
        if (totals.get(key) === fresh) Object.assign(fresh, { value, countedAt: now, pending: null });
        return value;
      },
      (err: unknown) => {
        if (totals.get(key) === fresh) totals.delete(key);
        throw err;
      },
    );
  totals.set(key, fresh);
  return fresh.pending;
}

/** Forgets the cached total of `em`'s ORM (the next list counts again). */
export function invalidatePublishedTaxiTotal(em: EntityManager): void {
  totals.delete(totalKey(em));
}

/**
 * ORM subscriber (listed in api/db/orm.ts) that invalidates the cached total after every flush that created,
 * updated or deleted a taxi request (after the commit, so the next count sees the change).
 */
export const taxiTotalSubscriber: EventSubscriber = {
  afterFlush(args: FlushEventArgs) {
    if (args.uow.getChangeSets().some((cs) => cs.meta.className === TaxiRequestSchema.meta.className)) invalidatePublishedTaxiTotal(args.em);
  },
};

/** A published (active and approved) taxi request by id, or null — spec 000 §3; hidden ones look missing. */
export function findPublishedTaxiRequest(em: EntityManager, id: string): Promise<TaxiRequest | null> {
  return em.findOne(TaxiRequestSchema, { id, ...PUBLISHED });
}
