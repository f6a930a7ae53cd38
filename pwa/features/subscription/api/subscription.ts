import { useQuery } from '@tanstack/react-query';
import type { PaymentCreated, SubscriptionStatus } from '#shared/schemas/payment-responses.ts';
import { apiJson } from '../../../lib/api/client.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/** Query key of GET /api/subscription/status. */
export const SUBSCRIPTION_STATUS_KEY = ['subscription-status'] as const;

/**
 * The payment response schemas, loaded beside the first request that needs them: /subscription's code carries no
 * zod (issue 10 item 3; docs/decisions/144, 145).
 */
const schemas = () => import('#shared/schemas/payment-responses.ts');

/** GET /api/subscription/status (members only): `isActive`, `periodEnd` (Unix seconds or null), `cancelAtPeriodEnd`. */
export function fetchSubscriptionStatus(): Promise<SubscriptionStatus> {
  return apiJson(() => schemas().then((m) => m.subscriptionStatusSchema), 'GET', '/api/subscription/status');
}

/** The member's subscription status; fetched only for a signed-in user (spec 000 §6). */
export function useSubscriptionStatus() {
  const { data: user } = useCurrentUser();
  return useQuery({ queryKey: SUBSCRIPTION_STATUS_KEY, queryFn: fetchSubscriptionStatus, enabled: Boolean(user) });
}

/**
 * POST /api/subscription/create: an incomplete £1/month subscription; returns the first payment's `clientSecret`.
 * @throws ApiRequestError (409 `already_entitled` (with `entitledUntil`), 502 `payment_provider_error`…); TypeError offline.
 */
export function createSubscription(): Promise<PaymentCreated> {
  return apiJson(() => schemas().then((m) => m.paymentCreatedSchema), 'POST', '/api/subscription/create');
}

/** DELETE /api/subscription/cancel: ends at the period end; returns the new status. @throws ApiRequestError 404. */
export function cancelSubscription(): Promise<SubscriptionStatus> {
  return apiJson(() => schemas().then((m) => m.subscriptionStatusSchema), 'DELETE', '/api/subscription/cancel');
}

/** POST /api/subscription/reactivate: defined by the spec, no control uses it (spec 000 §4). */
export function reactivateSubscription(): Promise<SubscriptionStatus> {
  return apiJson(() => schemas().then((m) => m.subscriptionStatusSchema), 'POST', '/api/subscription/reactivate');
}
