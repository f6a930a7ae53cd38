import type { EntityManager } from '@mikro-orm/core';
import type { AdminTaxiService, AdminTaxiStatus } from '#shared/admin/schemas.ts';
import { keysetPage } from '../../lib/pagination/keyset.ts';
import { TaxiRequestSchema, type TaxiRequest } from '../taxi/taxi-request.entity.ts';
import { LIST_FIELDS } from '../taxi/taxi.repository.ts';
import { toIso, toIsoDate } from '../users/user.presenter.ts';
import { UserSchema } from '../users/user.entity.ts';
import { containsPattern } from './admin-users.repository.ts';

/** The taxi request columns of the admin view: a listed row's plus the moderation flags and `updatedAt`. */
const ADMIN_TAXI_FIELDS = [...LIST_FIELDS, 'updatedAt', 'isActive', 'isApproved'] as const satisfies readonly (keyof TaxiRequest)[];

type AdminTaxiRow = Pick<TaxiRequest, Exclude<(typeof ADMIN_TAXI_FIELDS)[number], 'owner'>> & { owner: { id: string } };

/** The WHERE of the admin taxi list: a status of spec 001 §2 (pending = not approved) and a text search. */
function adminTaxiWhere(opts: { q?: string | undefined; status: AdminTaxiStatus }): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  if (opts.status === 'active') where.isActive = true;
  if (opts.status === 'inactive') where.isActive = false;
  if (opts.status === 'approved') where.isApproved = true;
  if (opts.status === 'pending') where.isApproved = false;
  if (opts.q) {
    const like = { $ilike: containsPattern(opts.q) };
    where.$or = [{ fromLocation: like }, { toLocation: like }, { fromCountry: like }, { additionalNotes: like }, { contactNumber: like }];
  }
  return where;
}

/**
 * One page of vehicle services for the admin (spec 001 §2 Admin taxi services), newest first, every state, with
 * the poster's name and e-mail, the number matching and the totals over all services (total / active / approved
 * / pending) in one aggregate query.
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export async function listAdminTaxiServices(em: EntityManager, opts: { q?: string | undefined; status: AdminTaxiStatus; limit: number; cursor?: string | undefined }) {
  const where = adminTaxiWhere(opts);
  const [page, total, [totals]] = await Promise.all([
    keysetPage<AdminTaxiRow>(em, TaxiRequestSchema, { fields: ADMIN_TAXI_FIELDS, references: ['owner'], where, limit: opts.limit, cursor: opts.cursor }),
    em.count(TaxiRequestSchema, where as never),
    em.getConnection().execute<Record<string, string | number>[]>(
      `select count(*) as total, count(*) filter (where is_active) as active,
              count(*) filter (where is_approved) as approved, count(*) filter (where not is_approved) as pending
         from taxi_requests`,
    ),
  ]);
  const ownerIds = [...new Set(page.items.map((row) => row.owner.id))];
  const owners = ownerIds.length ? await em.find(UserSchema, { id: { $in: ownerIds } }, { fields: ['id', 'fullName', 'email'] }) : [];
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  const n = (key: string) => Number(totals?.[key] ?? 0);
  return {
    items: page.items.map((row) => presentAdminTaxi(row, byId.get(row.owner.id))),
    nextCursor: page.nextCursor,
    total,
    totals: { total: n('total'), active: n('active'), approved: n('approved'), pending: n('pending') },
  };
}

/** A vehicle service as the admin sees it (`adminTaxiServiceSchema`), with its poster's name and e-mail. */
export function presentAdminTaxi(row: AdminTaxiRow, owner: { fullName: string; email: string } | undefined): AdminTaxiService {
  return {
    id: row.id,
    fromLocation: row.fromLocation,
    toLocation: row.toLocation,
    fromCountry: row.fromCountry,
    passengerCount: row.passengerCount,
    luggageWeight: row.luggageWeight,
    travelDate: toIsoDate(row.travelDate as string | Date | null | undefined),
    travelTime: row.travelTime ?? null,
    contactNumber: row.contactNumber,
    additionalNotes: row.additionalNotes ?? null,
    isActive: row.isActive,
    isApproved: row.isApproved,
    ownerName: owner?.fullName ?? '',
    ownerEmail: owner?.email ?? '',
    createdAt: toIso(row.createdAt) ?? '',
    updatedAt: toIso(row.updatedAt) ?? '',
  };
}
