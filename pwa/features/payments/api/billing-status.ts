import type { QueryClient } from '@tanstack/react-query';
import type { BillingStatus } from '#shared/schemas/payment-responses.ts';
import { apiJson } from '../../../lib/api/client.ts';

/** Query key of GET /api/billing-status; invalidate it after a payment or an access check (spec 000 §4). */
export const BILLING_STATUS_KEY = ['billing-status'] as const;

/** GET /api/billing-status (members only, spec 000 §6): `hasPaid` and the paid period's end (Unix seconds). */
export function fetchBillingStatus(): Promise<BillingStatus> {
  return apiJson(() => import('#shared/schemas/payment-responses.ts').then((m) => m.billingStatusSchema), 'GET', '/api/billing-status');
}

/** Fetches the billing status again now (after an access check or a payment, spec 000 §4), keeping it in the cache. */
export function refreshBillingStatus(queryClient: QueryClient): Promise<unknown> {
  return queryClient.fetchQuery({ queryKey: BILLING_STATUS_KEY, queryFn: fetchBillingStatus, staleTime: 0 }).catch(() => undefined);
}
