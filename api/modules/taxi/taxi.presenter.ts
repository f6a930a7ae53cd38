import type { TaxiRequest as TaxiRequestBody } from '#shared/taxi/schemas.ts';
import type { ContactAccess } from '../payments/entitlement.service.ts';
import type { User } from '../users/user.entity.ts';
import type { TaxiRequestRow } from './taxi.repository.ts';

/**
 * Whether a taxi request's contact number goes into a response (spec 000 §3: "contactNumber is shown only to users
 * with access"; §4 paid contact access; §6 paying user / admin). The decision is the entitlement service's
 * (api/modules/payments/entitlement.service.ts: admin, the poster, a paid period or an active subscription);
 * `access` is the viewer's contact access loaded once per request. Without it (responses other than the list and
 * the detail) the number is never included.
 */
export function canSeeContact(request: { owner: { id: string } }, access: ContactAccess | undefined): boolean {
  return access?.allows({ ownerId: request.owner.id }) ?? false;
}

/** What the presenter reads of a taxi request: an entity, or a listed row (the owner as `{ id }`). */
export type PresentableTaxiRequest = TaxiRequestRow;

/** Normalises a `date` column value to 'YYYY-MM-DD' (MikroORM returns a string on PGlite and PostgreSQL; a Date is tolerated). */
function toIsoDate(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value.slice(0, 10);
}

/**
 * Presents a taxi request to `viewer` (undefined for a guest) in the shape of `taxiRequestSchema` (spec 000 §3):
 * `luggageWeight` in kg, `travelDate` 'YYYY-MM-DD' or null, `createdAt` ISO 8601 UTC, `isMine` true when the viewer
 * posted it. `contactNumber` (E.164) is included only when {@link canSeeContact} says so for `access`. Nothing
 * about the owner, moderation flags or the number itself leaks otherwise.
 */
export function presentTaxiRequest(request: PresentableTaxiRequest, viewer: User | undefined, access?: ContactAccess): TaxiRequestBody {
  const body: TaxiRequestBody = {
    id: request.id,
    fromLocation: request.fromLocation,
    toLocation: request.toLocation,
    fromCountry: request.fromCountry,
    passengerCount: request.passengerCount,
    luggageWeight: request.luggageWeight,
    travelDate: toIsoDate(request.travelDate as string | Date | null | undefined),
    travelTime: request.travelTime ?? null,
    additionalNotes: request.additionalNotes ?? null,
    createdAt: request.createdAt.toISOString(),
    isMine: viewer !== undefined && request.owner.id === viewer.id,
  };
  if (canSeeContact(request, access)) body.contactNumber = request.contactNumber;
  return body;
}
