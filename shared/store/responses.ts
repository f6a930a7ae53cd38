import * as z from 'zod/mini';
import { STORE_CATEGORIES, STORE_CURRENCIES, STORE_UNITS } from './constants.ts';
import { pageSchema } from '../schemas/page.ts';

/*
 * The store's response schemas, written with `zod/mini` and apart from the product and quote bodies, which need the
 * phone metadata (docs/decisions/032-initial-load-budget.md). The PWA loads them with the store's contract beside
 * its first store request (pwa/features/store/api/store-api.ts), so the /store page and the home page's store
 * section carry no zod in their first screen (docs/decisions/144, 145); the constants the
 * screens show come from shared/store/constants.ts. shared/store/schemas.ts re-exports them beside the request
 * schemas for the store's contract (shared/store/contract.ts, docs/decisions/182-endpoint-contracts.md).
 */

const variant = z.object({ url: z.string(), width: z.int(), height: z.int() });

/** A stored photo: its object path, the full size in pixels and its WebP variants (w320 grid, w960 viewer, full). */
export const storePhotoSchema = z.object({
  objectPath: z.string(),
  width: z.int(),
  height: z.int(),
  variants: z.object({ w320: variant, w960: variant, full: variant }),
});
export type StorePhoto = z.infer<typeof storePhotoSchema>;

/**
 * A product as the API presents it (spec 001 §3). Money: `pricePaise` (integer minor units) in `currency` (the
 * seller's, decision 170); `price` is the same amount in major units with two decimals ("120.50") for the spec's
 * readers — both made by shared/store/money.ts `priceFields` (decision 181). `weight` is a decimal string in
 * `unit`. `contactPhone` (E.164) is present only for the seller, the admin and members with paid contact access
 * (the one entitlement rule); for everyone else it is null and `contactHidden` is true (the UI's "View contact").
 * `images` are the spec's object paths; `photos` the same images with their WebP variant URLs and sizes in pixels.
 */
export const storeProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  tamilName: z.nullable(z.string()),
  description: z.string(),
  category: z.enum(STORE_CATEGORIES),
  price: z.string(),
  pricePaise: z.int(),
  currency: z.enum(STORE_CURRENCIES),
  weight: z.string(),
  unit: z.enum(STORE_UNITS),
  contactName: z.string(),
  contactPhone: z.nullable(z.string()),
  contactHidden: z.boolean(),
  location: z.string(),
  images: z.array(z.string()),
  photos: z.array(storePhotoSchema),
  createdAt: z.string(),
  isMine: z.boolean(),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

/**
 * GET /api/tamil-store-products response: `{ items, nextCursor, total }`, newest first (with `search`: best matches
 * first, and `total` null — a search is not counted).
 */
export const storeProductListSchema = z.object({ ...pageSchema(storeProductSchema).shape, total: z.nullable(z.int()) });
export type StoreProductList = z.infer<typeof storeProductListSchema>;

/** POST /api/tamil-store-quote-requests → 201: the stored request and the §9 promise (contact within 24 hours). */
export const quoteRequestReceiptSchema = z.object({
  id: z.uuid(),
  itemCount: z.int(),
  createdAt: z.string(),
  replyWithinHours: z.int(),
});
export type QuoteRequestReceipt = z.infer<typeof quoteRequestReceiptSchema>;
