/** TanStack Query key of the store's product lists (invalidated when a queued product or quote is delivered). */
export const STORE_PRODUCTS_KEY = ['store-products'] as const;
/** Outbox kind of a quote request (spec 001 §7 POST /api/tamil-store-quote-requests). */
export const QUOTE_OUTBOX_KIND = 'store-quote';
/** Outbox kind of a new product (POST /api/tamil-store-products). */
export const PRODUCT_OUTBOX_KIND = 'store-product';
