import { useQuery } from '@tanstack/react-query';
import type { PaymentCreated, SubscriptionStatus } from '#shared/payments/responses.ts';
import { callEndpoint, endpointKey, endpointRef } from '../../../lib/api/endpoint.ts';
import { paymentsApi } from '../../../lib/payments/contract.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/*
 * The £1/month membership's calls, through the payments contract (shared/payments/contract.ts, decision 182), which
 * loads beside the first request that needs it: /subscription's code carries no zod (docs/decisions/144, 145).
 */
const status = endpointRef(paymentsApi, 'subscriptionStatus');
const create = endpointRef(paymentsApi, 'subscriptionCreate');
const cancel = endpointRef(paymentsApi, 'subscriptionCancel');
const reactivate = endpointRef(paymentsApi, 'subscriptionReactivate');

/** Query key of GET /api/subscription/status (`['payments', 'subscriptionStatus']`, from the contract). */
export const SUBSCRIPTION_STATUS_KEY = endpointKey(status);

/** GET /api/subscription/status (members only): `isActive`, `periodEnd` (Unix seconds or null), `cancelAtPeriodEnd`. */
export function fetchSubscriptionStatus(): Promise<SubscriptionStatus> {
  return callEndpoint(status, {});
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
  return callEndpoint(create, {});
}

/** DELETE /api/subscription/cancel: ends at the period end; returns the new status. @throws ApiRequestError 404. */
export function cancelSubscription(): Promise<SubscriptionStatus> {
  return callEndpoint(cancel, {});
}

/** POST /api/subscription/reactivate: defined by the spec, no control uses it (spec 000 §4). */
export function reactivateSubscription(): Promise<SubscriptionStatus> {
  return callEndpoint(reactivate, {});
}
