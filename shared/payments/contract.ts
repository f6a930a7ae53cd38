import { PAYMENTS_CONTRACT_NAME } from './constants.ts';
import { billingHistorySchema, billingStatusSchema, contactAccessSchema, paymentCreatedSchema, publicConfigSchema, simulatorConfirmResultSchema, subscriptionStatusSchema, webhookReceivedSchema } from './responses.ts';
import type { ContactTypes } from './contact-types.ts';
import { checkContactAccessBodyFor, checkContactAccessBodySchema, simulatorAuthenticateBodySchema, simulatorConfirmBodySchema } from './schemas.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

const PROVIDER_ERROR = 'The payment provider did not answer (`payment_provider_error`)';
const UNAVAILABLE = 'Payments are not set up (`payments_unavailable`)';
const NO_SUBSCRIPTION = 'No active subscription (`no_active_subscription`)';
const SIMULATOR_REFUSALS = {
  403: "Another account's payment (`forbidden`)",
  404: 'Unknown client secret, or the simulator is off (`not_found`)',
  409: 'Not pending any more, or replaced (`payment_not_pending`, `payment_canceled`)',
} as const;

/** A one-time contact-access payment (spec 000 §4 Payment dialog, §7): no body; the client secret to confirm with. */
const contactPayment = (path: string, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    access: 'member',
    summary,
    responses: { 201: paymentCreatedSchema },
    errors: { 409: 'Access already active (`already_entitled` with `entitledUntil`)', 502: PROVIDER_ERROR, 503: UNAVAILABLE },
    bodyless: true, // spec 000 §7: no body — the path is the product
  });

/**
 * One subscription's four endpoints at `base` (spec 000 §2 Subscription, §4, §7, §9): start it (no body; 201 the
 * first payment's client secret), its status, cancel at the period end, undo that cancel. `name` is how the
 * document names the plan.
 */
const subscription = (base: string, name: string) => ({
  create: endpoint({
    method: 'POST',
    path: `${base}/create`,
    access: 'member',
    summary: `Start the ${name}`,
    responses: { 201: paymentCreatedSchema },
    errors: { 409: 'Already active (`already_entitled` with `entitledUntil`)', 502: PROVIDER_ERROR, 503: UNAVAILABLE },
    bodyless: true, // spec 000 §7: no body
  }),
  status: endpoint({ method: 'GET', path: `${base}/status`, access: 'member', summary: `The member's ${name}`, responses: { 200: subscriptionStatusSchema } }),
  cancel: endpoint({
    method: 'DELETE',
    path: `${base}/cancel`,
    access: 'member',
    summary: `Cancel the ${name} at the end of the period`,
    responses: { 200: subscriptionStatusSchema },
    errors: { 404: NO_SUBSCRIPTION, 502: PROVIDER_ERROR },
  }),
  reactivate: endpoint({
    method: 'POST',
    path: `${base}/reactivate`,
    access: 'member',
    summary: `Undo a cancellation of the ${name} before the period ends`,
    responses: { 200: subscriptionStatusSchema },
    errors: { 404: NO_SUBSCRIPTION, 502: PROVIDER_ERROR },
    bodyless: true, // the member's subscription is the only one it can be
  }),
});

/** The £1/month membership keeps the spec's paths (spec 000 §7); the £2/month education subscription sits under it. */
const membership = subscription('/api/subscription', '£1/month subscription');
const education = subscription('/api/subscription/education', '£2/month education subscription');

/**
 * The payments contract (spec 000 §2–§4, §7, §9; docs/decisions/157, 182): the public configuration, paid contact
 * access (£1 this London month or £12 for twelve months), the billing status and history, the contact-access check,
 * the two subscriptions, the provider's signed webhook (raw body) and the built-in simulator's card steps (mounted
 * only when the simulator runs). Members only but the configuration and the webhook (401 for guests); amounts are
 * integer pence, times Unix seconds. The contact types the check accepts are the composition's: the API binds
 * {@link paymentsContractFor} (decision 180); this one types `serviceType` as any declared contact type.
 */
export const paymentsContract = defineContract(PAYMENTS_CONTRACT_NAME, {
  config: endpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    summary: 'Public configuration: Stripe publishable key (null for the simulator) and the support contact details',
    responses: { 200: publicConfigSchema },
  }),
  createContactPayment: contactPayment('/api/create-contact-payment', 'Start a £1 contact-access payment (this London calendar month)'),
  createYearlyPayment: contactPayment('/api/create-yearly-subscription', 'Start a £12 payment for twelve months of contact access'),
  billingStatus: endpoint({
    method: 'GET',
    path: '/api/billing-status',
    access: 'member',
    summary: 'Whether the member has paid contact access, and until when',
    responses: { 200: billingStatusSchema },
  }),
  billingHistory: endpoint({
    method: 'GET',
    path: '/api/billing/history',
    access: 'member',
    summary: "The member's payments (newest first) and what they hold now",
    responses: { 200: billingHistorySchema },
  }),
  checkContactAccess: endpoint({
    method: 'POST',
    path: '/api/check-contact-access',
    access: 'member',
    summary: "A service's contact number, when the member is entitled to it",
    body: checkContactAccessBodySchema,
    responses: { 200: contactAccessSchema },
    errors: { 404: 'No such published service (`not_found`)' },
  }),
  subscriptionCreate: membership.create,
  subscriptionStatus: membership.status,
  subscriptionCancel: membership.cancel,
  subscriptionReactivate: membership.reactivate,
  educationSubscriptionCreate: education.create,
  educationSubscriptionStatus: education.status,
  educationSubscriptionCancel: education.cancel,
  educationSubscriptionReactivate: education.reactivate,
  webhook: endpoint({
    method: 'POST',
    path: '/api/webhooks/stripe',
    access: 'public',
    summary: "The payment provider's signed event callback (raw body)",
    rawBody: 'application/json',
    responses: { 200: webhookReceivedSchema },
    errors: { 400: 'Missing or wrong signature (`invalid_signature`)', 413: 'Body over the size limit (`payload_too_large`)' },
  }),
  simulatorConfirm: endpoint({
    method: 'POST',
    path: '/api/payments/simulator/confirm',
    access: 'member',
    summary: 'Simulator only: pay with a test card',
    body: simulatorConfirmBodySchema,
    responses: { 200: simulatorConfirmResultSchema },
    errors: { 402: 'Card declined or invalid (`card_declined`, `card_invalid`)', ...SIMULATOR_REFUSALS },
  }),
  simulatorAuthenticate: endpoint({
    method: 'POST',
    path: '/api/payments/simulator/authenticate',
    access: 'member',
    summary: 'Simulator only: answer the 3-D Secure challenge',
    body: simulatorAuthenticateBodySchema,
    responses: { 200: simulatorConfirmResultSchema },
    errors: { 402: 'Authentication failed (`authentication_failed`)', ...SIMULATOR_REFUSALS },
  }),
});

/**
 * The payments contract of a composition whose features sell `contactTypes` (each declared in its own folder,
 * decision 180): the same endpoints, the check-contact-access body narrowed to those types
 * ({@link checkContactAccessBodyFor}). The API's payments module binds and documents this one (api/registry.ts
 * passes the types in); the PWA and the tests call {@link paymentsContract} (same methods, paths and answers).
 */
export function paymentsContractFor(contactTypes: ContactTypes) {
  const { checkContactAccess } = paymentsContract.endpoints;
  return defineContract(PAYMENTS_CONTRACT_NAME, {
    ...paymentsContract.endpoints,
    checkContactAccess: endpoint({ ...checkContactAccess, body: checkContactAccessBodyFor(contactTypes) }),
  });
}

/** The payments contract the API binds (see {@link paymentsContractFor}). */
export type ComposedPaymentsContract = ReturnType<typeof paymentsContractFor>;
