import type { ContactAccessPlan } from '#shared/constants.ts';
import type { PaymentCreated } from '#shared/payments/responses.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { paymentsApi } from '../../../lib/payments/contract.ts';

/** The creation call of each contact-access plan (spec 000 §7), from the payments contract (decision 182). */
const CREATE = {
  monthly: endpointRef(paymentsApi, 'createContactPayment'),
  yearly: endpointRef(paymentsApi, 'createYearlyPayment'),
} satisfies Record<ContactAccessPlan, unknown>;

/**
 * Starts a contact-access payment: POST /api/create-contact-payment (monthly, £1) or
 * /api/create-yearly-subscription (yearly, £12). Returns the `clientSecret` to confirm with the card form.
 * @throws ApiRequestError (409 `already_entitled` (with `entitledUntil`), 502 `payment_provider_error`…); TypeError offline.
 */
export function createContactPayment(plan: ContactAccessPlan): Promise<PaymentCreated> {
  return callEndpoint(CREATE[plan], {});
}
