import type { QueryClient } from '@tanstack/react-query';
import type { BillingStatus } from '#shared/payments/responses.ts';
import { callEndpoint, endpointKey, endpointRef } from '../../../lib/api/endpoint.ts';
import { paymentsApi } from '../../../lib/payments/contract.ts';

const billingStatus = endpointRef(paymentsApi, 'billingStatus');

/** Query key of GET /api/billing-status (from the contract); invalidate it after a payment or an access check (spec 000 §4). */
export const BILLING_STATUS_KEY = endpointKey(billingStatus);

/** GET /api/billing-status (members only, spec 000 §6): `hasPaid` and the paid period's end (Unix seconds). */
export function fetchBillingStatus(): Promise<BillingStatus> {
  return callEndpoint(billingStatus, {});
}

/** Fetches the billing status again now (after an access check or a payment, spec 000 §4), keeping it in the cache. */
export function refreshBillingStatus(queryClient: QueryClient): Promise<unknown> {
  return queryClient.fetchQuery({ queryKey: BILLING_STATUS_KEY, queryFn: fetchBillingStatus, staleTime: 0 }).catch(() => undefined);
}
