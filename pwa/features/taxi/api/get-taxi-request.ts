import type { TaxiRequest } from '#shared/taxi/responses.ts';
import { callEndpoint, endpointKey, endpointRef } from '../../../lib/api/endpoint.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { taxiApi } from './contract.ts';
import { taxiRequestsList } from './get-taxi-requests.ts';

const detail = endpointRef(taxiApi, 'detail');

/**
 * GET /api/taxi-services/:id — one published taxi request (spec 000 §7), public; `contactNumber` only for a
 * viewer entitled to it.
 * @throws ApiRequestError 404 `not_found` for an unknown id; TypeError when the network fails.
 */
export function fetchTaxiRequest(id: string): Promise<TaxiRequest> {
  return callEndpoint(detail, { params: { id } });
}

/**
 * The detail's offline registration (docs/decisions/062): saved on the device when opened, and a row of the saved
 * list opens offline too. Same device rule as the list (its `toCache`). The query key sits under the list's, so a
 * payment that refreshes the list refreshes the detail as well.
 */
export const taxiRequestItem = defineOfflineItem<TaxiRequest>({
  name: 'taxi-request',
  queryKey: (id) => endpointKey(detail, { params: { id } }),
  fetchItem: fetchTaxiRequest,
  list: taxiRequestsList,
});

/** One taxi request, stale-while-revalidate: the saved copy at once, the fresh one when online. */
export function useTaxiRequest(id: string) {
  return useOfflineItem(taxiRequestItem, id);
}
