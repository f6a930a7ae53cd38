import { z } from 'zod';
import { CONTACT_ACCESS_PLANS, CONTACT_SERVICE_TYPES } from '../constants.ts';

// Response schemas (zod/mini, for the PWA's first screen) live in payment-responses.ts; re-exported here.
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
} from './payment-responses.ts';

/** POST /api/check-contact-access body (spec 000 §7): which service's contact the member wants to see. */
export const checkContactAccessBodySchema = z.object({
  serviceType: z.enum(CONTACT_SERVICE_TYPES, { error: 'Unknown service type' }),
  serviceId: z.uuid({ error: 'Not a valid id' }),
});
export type CheckContactAccessBody = z.infer<typeof checkContactAccessBodySchema>;

/** A contact-access plan (spec 000 §3 Contact-access plan types). */
export const contactAccessPlanSchema = z.enum(CONTACT_ACCESS_PLANS);

/** Digits of a card number as typed: spaces and dashes are ignored; 12–19 digits. */
const cardNumberField = z
  .string({ error: 'Card number is required' })
  // The same rule before the separators go, so the OpenAPI document shows it (decision 173).
  .regex(/^[\s-]*(?:\d[\s-]*){12,19}$/, 'Card number is incorrect')
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, 'Card number is incorrect'));

/**
 * POST /api/payments/simulator/confirm body — the built-in simulator's stand-in for Stripe.js `confirmPayment`.
 * Only card number matters to the outcome (Stripe's test cards); expiry and CVC are checked for shape.
 */
export const simulatorConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: cardNumberField,
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Expiry must be MM/YY'),
  cvc: z.string().regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
});
export type SimulatorConfirmBody = z.input<typeof simulatorConfirmBodySchema>;

/** POST /api/payments/simulator/authenticate body: the simulated 3-D Secure challenge's answer. */
export const simulatorAuthenticateBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  outcome: z.enum(['complete', 'fail']),
});
