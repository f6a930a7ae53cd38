import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StoreCategory } from '#shared/store/constants.ts';
import type { createQuoteRequestBodySchema, CreateStoreProductBody } from '#shared/schemas/store.ts';
import type { StoreProduct } from '#shared/schemas/store-responses.ts';
import { apiJson, messageResponse } from '../../../lib/api/client.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { PRODUCT_OUTBOX_KIND, QUOTE_OUTBOX_KIND, STORE_PRODUCTS_KEY } from './keys.ts';

/** The product list's filters (spec 001 §2 Tamil store section: search box and category buttons). */
export interface StoreFilters {
  category?: StoreCategory;
  search?: string;
}

/** Products per page. */
export const STORE_PAGE_SIZE = 20;

/**
 * The store's response schemas, loaded beside the first request that needs them: the list's code carries no zod,
 * which would otherwise be part of /store's first screen (issue 10 item 3; docs/decisions/144, 145).
 */
const schemas = () => import('#shared/schemas/store-responses.ts');

/**
 * GET /api/tamil-store-products — one keyset page, newest first (search: best matches first).
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export function fetchProducts(filters: StoreFilters, cursor?: string) {
  const params = new URLSearchParams({ limit: String(STORE_PAGE_SIZE) });
  if (filters.category) params.set('category', filters.category);
  if (filters.search) params.set('search', filters.search);
  if (cursor) params.set('cursor', cursor);
  return apiJson(() => schemas().then((m) => m.storeProductListSchema), 'GET', `/api/tamil-store-products?${params.toString()}`);
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
    queryKey: [...STORE_PRODUCTS_KEY, 'filtered', filters],
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
export function sendQuoteRequest(body: z.output<typeof createQuoteRequestBodySchema>) {
  return submitThroughOutbox(QUOTE_OUTBOX_KIND, '/api/tamil-store-quote-requests', { ...body, id: crypto.randomUUID() }, async (v) => (await schemas()).quoteRequestReceiptSchema.parse(v));
}

/**
 * POST /api/tamil-store-products through the outbox (Idempotency-Key); refreshes the lists when created. The body is
 * the form's values as typed (the price in rupees): the server normalises and converts them.
 */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStoreProductBody) => submitThroughOutbox(PRODUCT_OUTBOX_KIND, '/api/tamil-store-products', body, async (v) => (await schemas()).storeProductSchema.parse(v)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORE_PRODUCTS_KEY }),
  });
}

/** DELETE /api/tamil-store-products/:id (the seller or the admin); refreshes the lists. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson(messageResponse, 'DELETE', `/api/tamil-store-products/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORE_PRODUCTS_KEY }),
  });
}
