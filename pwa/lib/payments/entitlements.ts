import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BillingHistory } from '#shared/payments/responses.ts';
import { ApiRequestError } from '../api/client.ts';
import { callEndpoint, endpointKey, endpointRef } from '../api/endpoint.ts';
import { useCurrentUser } from '../session.ts';
import { paymentsApi } from './contract.ts';

const history = endpointRef(paymentsApi, 'billingHistory');

/**
 * Query key of GET /api/billing/history (`['payments', 'billingHistory']`, from the contract); every screen that sells
 * something reads what the member holds from it.
 */
export const BILLING_HISTORY_KEY = endpointKey(history);

/**
 * GET /api/billing/history (members only; decision 157): the member's payments, newest first, and what they hold
 * now — contact access and education until when (Unix seconds, null when not held), both subscriptions' state.
 */
export function fetchBillingHistory(): Promise<BillingHistory> {
  return callEndpoint(history, {});
}

/** What the signed-in member holds and has paid (not fetched for a guest). */
export function useBillingHistory() {
  const { data: user } = useCurrentUser();
  return useQuery({ queryKey: BILLING_HISTORY_KEY, queryFn: fetchBillingHistory, enabled: Boolean(user) });
}

/** Reads what the member holds again (after a payment, a cancel, a 409 `already_entitled`). */
export function refreshEntitlements(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BILLING_HISTORY_KEY });
}

/** The end of what the member already has (Unix seconds) when `error` is a 409 `already_entitled`, else null. */
export function entitledUntilOf(error: unknown): number | null {
  return error instanceof ApiRequestError && error.code === 'already_entitled' ? (error.body?.entitledUntil ?? null) : null;
}
