import type { TaxiRequest as TaxiRequestBody } from '#shared/schemas/taxi.ts';
import type { User } from '../users/user.entity.ts';
import type { TaxiRequest } from './taxi-request.entity.ts';

/**
 * THE single place where a viewer's right to a taxi request's contact number is decided (spec 000 §3: "contactNumber
 * is shown only to users with access"; §4 paid contact access; §6 paying user / admin).
 *
 * Always false in this version: the walking-skeleton issue requires that `contactNumber` is in NO response — not even
 * the owner's or the admin's. The paid reveal (POST /api/check-contact-access, monthly/yearly payment or an active
 * subscription) comes in a later issue; it will replace this body with the entitlement decision (the entitlement is
 * looked up asynchronously, so expect it to be computed once per request/page and passed in here).
 */
export function canSeeContact(_viewer: User | undefined, _request: TaxiRequest): boolean {
  return false;
}

/** Normalises a `date` column value to 'YYYY-MM-DD' (MikroORM returns a string on PGlite and PostgreSQL; a Date is tolerated). */
function toIsoDate(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value.slice(0, 10);
}

/**
 * Presents a taxi request to `viewer` (undefined for a guest) in the shape of `taxiRequestSchema` (spec 000 §3):
 * `luggageWeight` in kg, `travelDate` 'YYYY-MM-DD' or null, `createdAt` ISO 8601 UTC, `isMine` true when the viewer
 * posted it. `contactNumber` is included only when {@link canSeeContact} says so (never in this version). Nothing
 * about the owner, moderation flags or the number itself leaks otherwise.
 */
export function presentTaxiRequest(request: TaxiRequest, viewer: User | undefined): TaxiRequestBody {
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
  if (canSeeContact(viewer, request)) body.contactNumber = request.contactNumber;
  return body;
}
