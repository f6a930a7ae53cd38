import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/contract.ts';
import type { storeContract } from '#shared/store/contract.ts';
import type { StoreCategory } from '#shared/store/constants.ts';
import type { StoreProduct } from '#shared/store/responses.ts';
import { callEndpoint, endpointKey, endpointRef, endpointUrl, loadEndpoint, successParser } from '../../../lib/api/endpoint.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { storeApi } from './contract.ts';
import { PRODUCT_OUTBOX_KIND, QUOTE_OUTBOX_KIND, STORE_PRODUCTS_KEY } from './keys.ts';

type Endpoints = (typeof storeContract)['endpoints'];
const list = endpointRef(storeApi, 'list');
const create = endpointRef(storeApi, 'create');
const remove = endpointRef(storeApi, 'remove');
const quote = endpointRef(storeApi, 'quote');

/** The product list's filters (spec 001 §2 Tamil store section: search box and category buttons). */
export interface StoreFilters {
  category?: StoreCategory;
  search?: string;
}

/** Products per page. */
export const STORE_PAGE_SIZE = 20;

/** The list query of `filters` (the contract's `list` query; no filter → left out). */
const listQuery = (filters: StoreFilters) => ({ category: filters.category || undefined, search: filters.search || undefined });

/**
 * GET /api/tamil-store-products — one keyset page, newest first (search: best matches first), through the store's
 * contract (decision 182): its zod loads beside the first request, so the list's code carries none (decisions 144, 145).
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export function fetchProducts(filters: StoreFilters, cursor?: string) {
  return callEndpoint(list, { query: { limit: STORE_PAGE_SIZE, ...listQuery(filters), cursor } });
}

/**
 * The unfiltered product list's offline registration (issue 14 item 5): saved on the device, shown with the
 * network off. A seller's number is never kept on the device (decision 071): the saved copy says "View contact".
 */
export const storeProductsList = defineOfflineList<StoreProduct>({
  name: 'store-products',
  queryKey: STORE_PRODUCTS_KEY,
  fetchPage: async (cursor) => {
    const page = await fetchProducts({}, cursor);
    return { ...page, total: page.total ?? page.items.length };
  },
  getId: (p) => p.id,
  toCache: (p) => ({ ...p, contactPhone: null, contactHidden: true }),
  forOtherViewer: (p) => ({ ...p, isMine: false }),
});

/**
 * The product list: without filters the offline list (saved rows at once, fresh pages online); with a category or
 * a search, pages from the server (offline, the saved rows are filtered on the device by the caller).
 */
export function useStoreProducts(filters: StoreFilters) {
  const filtered = Boolean(filters.category || filters.search);
  const offline = useOfflineList(storeProductsList);
  const query = useInfiniteQuery({
    queryKey: endpointKey(list, { query: listQuery(filters) }),
    queryFn: ({ pageParam }) => fetchProducts(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
  });
  return { filtered, offline, query };
}

/**
 * Sends a quote request through the outbox (spec 001 §7): with a client-made `id`, so a resend after a lost answer
 * is stored and mailed once also for guests (who have no Idempotency-Key scope). Queued when offline.
 * @throws ApiRequestError when the server refuses it now (400 with `fields`, 429).
 */
export async function sendQuoteRequest(body: EndpointInput<Endpoints['quote']>['body']) {
  const endpoint = await loadEndpoint(quote);
  return submitThroughOutbox(QUOTE_OUTBOX_KIND, endpointUrl(endpoint, { body }), { ...body, id: crypto.randomUUID() }, successParser(endpoint));
}

/**
 * POST /api/tamil-store-products through the outbox (Idempotency-Key); refreshes the lists when created. The body is
 * the form's values as typed (the price in rupees): the server normalises and converts them.
 */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EndpointInput<Endpoints['create']>['body']) => {
      const endpoint = await loadEndpoint(create);
      return submitThroughOutbox(PRODUCT_OUTBOX_KIND, endpointUrl(endpoint, { body }), body, successParser(endpoint));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORE_PRODUCTS_KEY }),
  });
}

/** DELETE /api/tamil-store-products/:id (the seller or the admin); refreshes the lists. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORE_PRODUCTS_KEY }),
  });
}
