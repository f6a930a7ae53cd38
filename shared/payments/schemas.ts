import * as z from 'zod/mini';
import { CONTACT_ACCESS_PLANS } from '../constants.ts';
import type { ContactServiceType, ContactTypes } from './contact-types.ts';

/*
 * The payment request schemas (spec 000 §7), written once with `zod/mini` like the response schemas of
 * payment-responses.ts (re-exported here): the server's routes, the OpenAPI document, the tests and the PWA use these
 * declarations through the payments contract (shared/payments/contract.ts; docs/decisions/182-endpoint-contracts.md).
 */
export {
  billingStatusSchema,
  contactAccessSchema,
  paymentCreatedSchema,
  publicConfigSchema,
  simulatorConfirmResultSchema,
  subscriptionStatusSchema,
  type BillingStatus,
  type ContactAccessResult,
  type PaymentCreated,
  type PublicConfig,
  type SimulatorConfirmResult,
  type SubscriptionStatus,
} from './responses.ts';

const serviceIdField = z.uuid({ error: 'Not a valid id' });

/**
 * POST /api/check-contact-access body (spec 000 §7): which service's contact the member wants to see, as the PWA
 * and the tests send it — `serviceType` is typed as a declared contact type (shared/payments/contact-types.ts) and
 * checked here only for its shape; the API validates and documents the body of
 * {@link checkContactAccessBodyFor} (the composed features' types, api/registry.ts).
 */
export const checkContactAccessBodySchema = z.object({
  serviceType: z.string({ error: 'Unknown service type' }).check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'Unknown service type')) as z.ZodMiniType<ContactServiceType>,
  serviceId: serviceIdField,
});
export type CheckContactAccessBody = z.infer<typeof checkContactAccessBodySchema>;

/**
 * The check-contact-access body of a composition whose features sell `contactTypes` (decision 180): `serviceType`
 * is one of them (an enum in the OpenAPI document), anything else 400 `validation_failed` "Unknown service type".
 */
export function checkContactAccessBodyFor(contactTypes: ContactTypes) {
  return z.object({
    serviceType: z.enum(Object.keys(contactTypes) as ContactServiceType[], { error: 'Unknown service type' }),
    serviceId: serviceIdField,
  });
}

/** A contact-access plan (spec 000 §3 Contact-access plan types). */
export const contactAccessPlanSchema = z.enum(CONTACT_ACCESS_PLANS);

/** Digits of a card number as typed: spaces and dashes are ignored; 12–19 digits. */
const cardNumberField = z.pipe(
  z.pipe(
    z.string({ error: 'Card number is required' }).check(
      // The same rule before the separators go, so the OpenAPI document shows it (decision 173).
      z.regex(/^[\s-]*(?:\d[\s-]*){12,19}$/, 'Card number is incorrect'),
    ),
    z.transform((s: string) => s.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{12,19}$/, 'Card number is incorrect')),
);

/** A provider's client secret as the creation calls return it: 1–200 characters. */
const clientSecretField = z.string().check(z.minLength(1), z.maxLength(200));

/**
 * POST /api/payments/simulator/confirm body — the built-in simulator's stand-in for Stripe.js `confirmPayment`.
 * Only card number matters to the outcome (Stripe's test cards); expiry and CVC are checked for shape.
 */
export const simulatorConfirmBodySchema = z.object({
  clientSecret: clientSecretField,
  cardNumber: cardNumberField,
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Expiry must be MM/YY')),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits')),
});
export type SimulatorConfirmBody = z.input<typeof simulatorConfirmBodySchema>;

/** POST /api/payments/simulator/authenticate body: the simulated 3-D Secure challenge's answer. */
export const simulatorAuthenticateBodySchema = z.object({
  clientSecret: clientSecretField,
  outcome: z.enum(['complete', 'fail']),
});
