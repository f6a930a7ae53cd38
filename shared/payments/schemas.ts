import * as z from 'zod/mini';
import { CONTACT_ACCESS_PLANS, CONTACT_SERVICE_TYPES } from '../constants.ts';

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

/** POST /api/check-contact-access body (spec 000 §7): which service's contact the member wants to see. */
export const checkContactAccessBodySchema = z.object({
  serviceType: z.enum(CONTACT_SERVICE_TYPES, { error: 'Unknown service type' }),
  serviceId: z.uuid({ error: 'Not a valid id' }),
});
export type CheckContactAccessBody = z.infer<typeof checkContactAccessBodySchema>;

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
