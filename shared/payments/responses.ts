import * as z from 'zod/mini';
import { CURRENCY, PAYMENT_STATUSES, PRODUCTS } from '../constants.ts';

/*
 * The payment endpoints' response schemas, written with `zod/mini`: the contact-access check and the billing
 * status are used by the taxi list on the PWA's first screen (see page.ts for why mini). shared/payments/schemas.ts
 * re-exports them with the request bodies.
 */

/**
 * GET /api/config — public settings the PWA needs: `stripePublishableKey` before it can take a card payment (null
 * when the server runs the built-in payment simulator: then nothing is loaded from Stripe); the team's public
 * contact details `supportEmail` and `supportPhone` (as written, null when none is configured) for the footer and
 * the help page (SUPPORT_EMAIL, SUPPORT_PHONE) and the footer's `social` accounts (SOCIAL_*_URL; decision 128).
 */
export const publicConfigSchema = z.object({
  stripePublishableKey: z.nullable(z.string()),
  supportEmail: z.string(),
  supportPhone: z.nullable(z.string()),
  social: z.object({
    facebook: z.nullable(z.string()),
    instagram: z.nullable(z.string()),
    youtube: z.nullable(z.string()),
    whatsapp: z.nullable(z.string()),
  }),
});
/** The footer's social accounts: an https address each, null when not configured (SOCIAL_*_URL). */
export type SocialLinks = PublicConfig['social'];
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * Response of POST /api/create-contact-payment, POST /api/create-yearly-subscription and POST
 * /api/subscription/create (spec 000 §3 Payment creation response): the provider's `clientSecret` to confirm the
 * payment with, the amount in integer pence and the currency (always GBP).
 */
export const paymentCreatedSchema = z.object({
  clientSecret: z.string().check(z.minLength(1)),
  amountPence: z.int().check(z.positive()),
  currency: z.literal(CURRENCY),
});
export type PaymentCreated = z.infer<typeof paymentCreatedSchema>;

/**
 * GET /api/billing-status (spec 000 §3 Billing status): `hasPaid` is true while a one-time contact-access payment
 * (monthly or yearly) covers now; `validUntil` is when that paid period ends (Unix seconds) or null.
 */
export const billingStatusSchema = z.object({ hasPaid: z.boolean(), validUntil: z.nullable(z.int()) });
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/**
 * POST /api/check-contact-access response (spec 000 §3 Contact access check): `hasAccess`, and — only when it is
 * true — the service's `contactNumber` (E.164).
 */
export const contactAccessSchema = z.discriminatedUnion('hasAccess', [
  z.object({ hasAccess: z.literal(true), contactNumber: z.string() }),
  z.strictObject({ hasAccess: z.literal(false) }),
]);
export type ContactAccessResult = z.infer<typeof contactAccessSchema>;

/**
 * GET /api/subscription/status, and the body of DELETE /api/subscription/cancel and POST
 * /api/subscription/reactivate (spec 000 §3 Subscription status): `isActive` while the member is subscribed
 * (also after a cancel, until the period ends); `periodEnd` is the end of the current paid period in Unix seconds
 * (null without a subscription); `cancelAtPeriodEnd` true once cancelled.
 */
export const subscriptionStatusSchema = z.object({ isActive: z.boolean(), periodEnd: z.nullable(z.int()), cancelAtPeriodEnd: z.boolean() });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * Result of a simulator confirmation: `succeeded`, or `requires_action` (3-D Secure: answer it with
 * POST /api/payments/simulator/authenticate). Declines are errors (402 `card_declined`, …), as with Stripe.
 */
export const simulatorConfirmResultSchema = z.object({ status: z.enum(['succeeded', 'requires_action']) });
export type SimulatorConfirmResult = z.infer<typeof simulatorConfirmResultSchema>;

/**
 * GET /api/billing/history (decision 157): the member's payments, newest first (never-charged cancelled ones left
 * out) — when (`at`: paid, else asked for; Unix seconds), what (`product`), how much (pence), its status and, for a
 * period, until when; `refundedAt` once refunded — and what the member holds now: contact access and education
 * until (Unix seconds, null when not held) and both subscriptions' state.
 */
export const billingHistorySchema = z.object({
  payments: z.array(
    z.object({
      id: z.string(),
      at: z.int(),
      product: z.enum(PRODUCTS),
      amountPence: z.int(),
      currency: z.literal(CURRENCY),
      status: z.enum(PAYMENT_STATUSES),
      validUntil: z.nullable(z.int()),
      refundedAt: z.nullable(z.int()),
    }),
  ),
  contactUntil: z.nullable(z.int()),
  educationUntil: z.nullable(z.int()),
  membership: subscriptionStatusSchema,
  education: subscriptionStatusSchema,
});
export type BillingHistory = z.infer<typeof billingHistorySchema>;

/**
 * POST /api/webhooks/stripe answer: the event was taken (`duplicate` when it had been processed before: each event id
 * is processed once, so replays and concurrent deliveries are harmless).
 */
export const webhookReceivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
