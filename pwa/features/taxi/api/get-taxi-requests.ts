import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { taxiListSchema, type TaxiList } from '#shared/schemas/taxi.ts';
import { apiJson } from '../../../lib/api/client.ts';

/** Query key of the taxi request list (every page of it); invalidate it after a post. */
export const TAXI_REQUESTS_KEY = ['taxi-requests'] as const;

/**
 * GET /api/taxi-services — one page of taxi requests, newest first (spec 000 §2 Taxi, §7). Public.
 * `cursor` is the previous page's `nextCursor`; `limit` 1–100.
 * @throws ApiRequestError on a non-2xx response; TypeError when the network fails.
 */
export function fetchTaxiRequests(cursor?: string, limit: number = PAGE_SIZE_DEFAULT): Promise<TaxiList> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return apiJson(taxiListSchema, 'GET', `/api/taxi-services?${params.toString()}`);
}

/** The taxi request list as an infinite query over the cursor; `fetchNextPage` loads the next page. */
export function useTaxiRequests() {
  return useInfiniteQuery({
    queryKey: TAXI_REQUESTS_KEY,
    queryFn: ({ pageParam }) => fetchTaxiRequests(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
