import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import type { TaxiList, TaxiRequest } from '#shared/taxi/responses.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { taxiApi } from './contract.ts';
import { TAXI_REQUESTS_KEY } from './keys.ts';

export { TAXI_REQUESTS_KEY };

/**
 * GET /api/taxi-services — one page of taxi requests, newest first (spec 000 §2 Taxi, §7), through the taxi contract
 * (decision 182). Public.
 * `cursor` is the previous page's `nextCursor`; `limit` 1–100.
 * @throws ApiRequestError on a non-2xx response; TypeError when the network fails.
 */
export function fetchTaxiRequests(cursor?: string, limit: number = PAGE_SIZE_DEFAULT): Promise<TaxiList> {
  return callEndpoint(endpointRef(taxiApi, 'list'), { query: { limit, cursor } });
}

/** The taxi list's offline registration: cached in IndexedDB, shown with the network off (docs/decisions/007). */
export const taxiRequestsList = defineOfflineList<TaxiRequest>({
  name: 'taxi-requests',
  queryKey: TAXI_REQUESTS_KEY,
  fetchPage: (cursor) => fetchTaxiRequests(cursor),
  getId: (request) => request.id,
  // A contact number is shown only to the member entitled to it; it is never written to the device, where it
  // would outlive a logout on a shared phone.
  toCache: ({ contactNumber: _contactNumber, ...rest }) => rest,
  // `isMine` is what the viewer it was fetched for may see: a saved copy shown to anyone else (another member or a
  // guest on the same phone) is nobody's own request (docs/decisions/071).
  forOtherViewer: (request) => ({ ...request, isMine: false }),
});

/** The taxi request list, stale-while-revalidate: saved rows at once, fresh pages when online. */
export function useTaxiRequests() {
  return useOfflineList(taxiRequestsList);
}
