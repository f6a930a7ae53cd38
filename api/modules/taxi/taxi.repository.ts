import type { EntityManager } from '@mikro-orm/core';
import { cachedListTotal, invalidateListTotals, LIST_TOTAL_TTL_MS } from '../../lib/pagination/list-total.ts';
import { keysetPage, type KeysetPage } from '../../lib/pagination/keyset.ts';
import { activeOwner, type ContentViewer } from '../../lib/visibility/active-owner.ts';
import { TaxiRequestSchema, type TaxiRequest } from './taxi-request.entity.ts';

/** Columns a listed row needs (everything but the moderation flags and `updatedAt`). */
export const LIST_FIELDS = [
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
] as const satisfies readonly (keyof TaxiRequest)[];

/**
 * A listed taxi request as read for presenting: the {@link LIST_FIELDS} columns, with the owner as a reference
 * `{ id }`. Lists read plain rows, not managed entities (docs/decisions/031-taxi-list-read-path.md); an entity is
 * also a TaxiRequestRow, so presenters take either.
 */
export type TaxiRequestRow = Pick<TaxiRequest, Exclude<(typeof LIST_FIELDS)[number], 'owner'>> & { owner: { id: string } };

/** A page of taxi requests, newest first, with `total` counting every listed row (see {@link publishedTaxiTotal}). */
export type TaxiRequestPage = KeysetPage<TaxiRequestRow> & { total: number };

/**
 * Only requests that are live and approved, of a poster whose account is active, are shown to the public
 * (moderation comes with the admin panel; a suspended poster's requests: decision 165).
 */
const PUBLISHED = { isActive: true, isApproved: true } as const;
const LISTED = { ...PUBLISHED, ...activeOwner(null) };

/**
 * One page of published taxi requests, newest first — spec 000 §7 GET /api/taxi-services (keyset pagination on the
 * (created_at, id) index, api/lib/pagination/keyset.ts). `limit` is 1–100 (validated by the route).
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export async function listPublishedTaxiRequests(em: EntityManager, opts: { limit: number; cursor?: string | undefined }): Promise<TaxiRequestPage> {
  const [page, total] = await Promise.all([
    keysetPage<TaxiRequestRow>(em, TaxiRequestSchema, { fields: LIST_FIELDS, references: ['owner'], where: LISTED, limit: opts.limit, cursor: opts.cursor }),
    publishedTaxiTotal(em),
  ]);
  return { ...page, total };
}

/** How long a counted `total` of published taxi requests is reused (ms). */
export const TAXI_TOTAL_TTL_MS = LIST_TOTAL_TTL_MS;

/** The number of published taxi requests, cached per process for {@link TAXI_TOTAL_TTL_MS} (api/lib/pagination/list-total.ts). */
export function publishedTaxiTotal(em: EntityManager, now = Date.now()): Promise<number> {
  return cachedListTotal(em, TaxiRequestSchema, LISTED, now);
}

/** Forgets the cached total of `em`'s ORM (the next list counts again). */
export function invalidatePublishedTaxiTotal(em: EntityManager): void {
  invalidateListTotals(em, TaxiRequestSchema.meta.className);
}

/**
 * A published (active and approved) taxi request by id, or null — spec 000 §3; hidden ones look missing. A suspended
 * poster's request is missing for every `viewer` but the admin (decision 165; none given = a guest).
 */
export function findPublishedTaxiRequest(em: EntityManager, id: string, viewer?: ContentViewer): Promise<TaxiRequest | null> {
  return em.findOne(TaxiRequestSchema, { id, ...PUBLISHED, ...activeOwner(viewer) });
}
