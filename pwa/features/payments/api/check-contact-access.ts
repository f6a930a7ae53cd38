import type { ContactAccessResult } from '#shared/payments/responses.ts';
import type { CheckContactAccessBody } from '#shared/payments/schemas.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { paymentsApi } from '../../../lib/payments/contract.ts';

const check = endpointRef(paymentsApi, 'checkContactAccess');

/**
 * POST /api/check-contact-access (spec 000 §4 Contact access, §7): `{ hasAccess: true, contactNumber }` when the
 * member may see the service's contact, else `{ hasAccess: false }`.
 * @throws ApiRequestError (401 for a guest, 404 for an unknown service); TypeError offline.
 */
export function checkContactAccess(body: CheckContactAccessBody): Promise<ContactAccessResult> {
  return callEndpoint(check, { body });
}
