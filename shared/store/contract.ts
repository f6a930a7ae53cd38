import { messageSchema } from '../schemas/page.ts';
import {
  createQuoteRequestBodySchema, createStoreProductBodySchema, quoteRequestReceiptSchema, storeProductListQuerySchema, storeProductListSchema,
  storeProductSchema, updateStoreProductBodySchema,
} from './schemas.ts';
import { STORE_CONTRACT_NAME } from './constants.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';
import { idParams } from '../contracts/params.ts';

const RATE_LIMITED = 'Too many requests (`rate_limited`, Retry-After)';
const PHOTO_FORBIDDEN = 'A photo uploaded by someone else (`forbidden`)';
const PHOTO_CONFLICT = 'A photo already used elsewhere, or not uploaded yet (`conflict`, `upload_not_received`)';

/**
 * The Tamil store contract (spec 001 §2 Tamil store section, §3, §5, §7; docs/decisions/182-endpoint-contracts.md).
 * Every product is public; its seller's `contactPhone` only reaches the seller, the admin and members with paid
 * contact access. Someone else's product cannot be edited or deleted: 404. Prices go in as `price` in major units of
 * the seller's currency and are stored as `pricePaise` (minor units; decision 181). Quote requests come from guests
 * and members, once per Idempotency-Key (a guest's keyed by their guest token; decision 160).
 */
export const storeContract = defineContract(STORE_CONTRACT_NAME, {
  list: endpoint({
    method: 'GET',
    path: '/api/tamil-store-products',
    access: 'public',
    summary: 'Tamil store products, newest first (keyset pages); category and search (Tamil, Latin-letter Tamil, English)',
    description: 'With `search`, best matches first and `total` null. `contactPhone` is null (and `contactHidden` true) unless the viewer is entitled to it.',
    query: storeProductListQuerySchema,
    responses: { 200: storeProductListSchema, 304: null },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/tamil-store-products/:id',
    access: 'public',
    summary: 'One Tamil store product',
    params: idParams,
    responses: { 200: storeProductSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tamil-store-products',
    access: 'member',
    summary: 'Add a product with up to 6 photos the caller uploaded (price in rupees in, paise stored)',
    description: "Photos are object paths from `PUT /api/product-images`; another member's upload is 403, an unknown one 400.",
    body: createStoreProductBodySchema,
    responses: { 201: storeProductSchema },
    errors: { 403: PHOTO_FORBIDDEN, 409: PHOTO_CONFLICT, 429: RATE_LIMITED },
    idempotent: true,
    location: true,
    rateLimits: ['storeProductAccount'],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/tamil-store-products/:id',
    access: 'owner',
    summary: "Edit one's product (its seller or the admin); `images` replaces the photo list",
    params: idParams,
    body: updateStoreProductBodySchema,
    responses: { 200: storeProductSchema },
    errors: { 403: PHOTO_FORBIDDEN, 409: PHOTO_CONFLICT },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tamil-store-products/:id',
    access: 'owner',
    summary: 'Delete a product and its photos (its seller or the admin)',
    params: idParams,
    responses: { 200: messageSchema },
  }),
  quote: endpoint({
    method: 'POST',
    path: '/api/tamil-store-quote-requests',
    access: 'public',
    summary: 'Send a quote request for the basket (guest or member); mailed to the admin and each seller concerned',
    description:
      'Items are re-read from the products: an unknown product is 400 (`fields.items`). Rate-limited per IP, counting only requests stored (not resends or refusals). Once per Idempotency-Key, for guests too (keyed by a guest token).',
    body: createQuoteRequestBodySchema,
    responses: { 201: quoteRequestReceiptSchema },
    errors: { 400: 'A product in the basket does not exist any more (`validation_failed` on `items`)', 429: RATE_LIMITED },
    idempotent: true,
    rateLimits: ['storeQuoteIp'],
  }),
});
