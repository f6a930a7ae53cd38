import { STORE_CONTRACT_NAME } from '#shared/store/constants.ts';

/**
 * TanStack Query key of the store's product lists (invalidated when a queued product or quote is delivered): the
 * store contract's name, the root of every key `endpointKey` (pwa/lib/api/endpoint.ts) derives from the contract.
 */
export const STORE_PRODUCTS_KEY = [STORE_CONTRACT_NAME] as const;
/** Outbox kind of a quote request (spec 001 §7 POST /api/tamil-store-quote-requests). */
export const QUOTE_OUTBOX_KIND = 'store-quote';
/** Outbox kind of a new product (POST /api/tamil-store-products). */
export const PRODUCT_OUTBOX_KIND = 'store-product';
