import type { ContactAccessPlan } from '#shared/constants.ts';
import { paymentCreatedSchema, type PaymentCreated } from '#shared/schemas/payment-responses.ts';
import { apiJson } from '../../../lib/api/client.ts';

/** The creation call of each contact-access plan (spec 000 §7). */
const PATHS: Record<ContactAccessPlan, string> = {
  monthly: '/api/create-contact-payment',
  yearly: '/api/create-yearly-subscription',
};

/**
 * Starts a contact-access payment: POST /api/create-contact-payment (monthly, £1) or
 * /api/create-yearly-subscription (yearly, £12). Returns the `clientSecret` to confirm with the card form.
 * @throws ApiRequestError (409 `already_entitled` (with `entitledUntil`), 502 `payment_provider_error`…); TypeError offline.
 */
export function createContactPayment(plan: ContactAccessPlan): Promise<PaymentCreated> {
  return apiJson(paymentCreatedSchema, 'POST', PATHS[plan]);
}
