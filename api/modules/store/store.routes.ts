import { idParamSchema, messageSchema } from '#shared/schemas/common.ts';
import {
  createQuoteRequestBodySchema,
  createStoreProductBodySchema,
  quoteRequestReceiptSchema,
  storeProductListQuerySchema,
  storeProductListSchema,
  storeProductSchema,
  updateStoreProductBodySchema,
} from '#shared/schemas/store.ts';
import { QUOTE_REPLY_HOURS } from '#shared/store/constants.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { guestPageCache } from '../../http/guest-cache.ts';
import { idempotency } from '../../http/idempotency.ts';
import { withQuota } from '../../http/rate-limit.ts';
import { loadOwned } from '../../http/ownership.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { loadContactAccess } from '../payments/entitlement.service.ts';
import { StoreProductSchema, type StoreProduct } from './store.entity.ts';
import { loadProductPhotos, presentProduct } from './store.presenter.ts';
import { findProduct, listProducts } from './store.repository.ts';
import { createProduct, createQuoteRequest, deleteProduct, updateProduct } from './store.service.ts';

/** Path of one product; also the Location of a created one. */
export const storeProductPath = (id: string) => `/api/tamil-store-products/${id}`;

const NO_PRODUCT = 'No such product';

/**
 * The Tamil store (spec 001 §2 Tamil store section, §3, §5, §7; issue 14 item 1). Every product is public; its
 * seller's `contactPhone` only reaches the seller, the admin and members with paid contact access. Someone else's
 * product cannot be edited or deleted: 404. Quote requests come from guests and members, once per Idempotency-Key (a
 * guest's keyed by their guest token; decision 160).
 */
export function storeRoutes({ orm, clock, config, limits }: ModuleDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/tamil-store-products',
      access: 'public',
      summary: 'Tamil store products, newest first (keyset pages); category and search (Tamil, Latin-letter Tamil, English)',
      description: 'With `search`, best matches first and `total` null. `contactPhone` is null (and `contactHidden` true) unless the viewer is entitled to it.',
      query: storeProductListQuerySchema,
      responses: { 200: storeProductListSchema, 304: null },
      use: [guestPageCache({ orm, entities: [StoreProductSchema], isFirstPage: (ctx) => !ctx.query.cursor })],
      async handler(ctx, { query, user }) {
        const em = ctx.state.em;
        const page = await listProducts(em, query, clock.now());
        const [access, photos] = await Promise.all([loadContactAccess(em, user, clock.now()), loadProductPhotos(em, page.items)]);
        return { items: page.items.map((p) => presentProduct(p, user, access, photos)), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/tamil-store-products/:id',
      access: 'public',
      summary: 'One Tamil store product',
      params: idParamSchema,
      responses: { 200: storeProductSchema },
      async handler(ctx, { params, user }) {
        const em = ctx.state.em;
        const product = await findProduct(em, params.id, user);
        if (!product) throw notFound(NO_PRODUCT);
        const [access, photos] = await Promise.all([loadContactAccess(em, user, clock.now()), loadProductPhotos(em, [product])]);
        return presentProduct(product, user, access, photos);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/tamil-store-products',
      errors: { 403: 'A photo uploaded by someone else (`forbidden`)', 409: 'A photo already used elsewhere, or not uploaded yet (`conflict`, `upload_not_received`)', 429: 'Too many requests (`rate_limited`, Retry-After)' },
      access: 'member',
      summary: 'Add a product with up to 6 photos the caller uploaded (price in rupees in, paise stored)',
      description: 'Photos are object paths from `PUT /api/product-images`; another member\'s upload is 403, an unknown one 400.',
      body: createStoreProductBodySchema,
      idempotent: true,
      use: [idempotency(orm)],
      responses: { 201: storeProductSchema },
      async handler(ctx, { body }) {
        const owner = currentUser(ctx);
        const product = await withQuota(limits, [['storeProductAccount', owner.id]], () => createProduct(ctx.state.em, owner, body));
        ctx.set('Location', storeProductPath(product.id));
        const photos = await loadProductPhotos(ctx.state.em, [product]);
        return presentProduct(product, owner, await loadContactAccess(ctx.state.em, owner, clock.now()), photos);
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/tamil-store-products/:id',
      errors: { 403: 'A photo uploaded by someone else (`forbidden`)', 409: 'A photo already used elsewhere, or not uploaded yet (`conflict`, `upload_not_received`)' },
      access: 'owner',
      summary: "Edit one's product (its seller or the admin); `images` replaces the photo list",
      params: idParamSchema,
      body: updateStoreProductBodySchema,
      responses: { 200: storeProductSchema },
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const em = ctx.state.em;
        const product = await loadOwned<StoreProduct>(em, StoreProductSchema, { id: params.id }, user, { message: NO_PRODUCT });
        await updateProduct(em, product, body);
        const photos = await loadProductPhotos(em, [product]);
        return presentProduct(product, user, await loadContactAccess(em, user, clock.now()), photos);
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/tamil-store-products/:id',
      access: 'owner',
      summary: 'Delete a product and its photos (its seller or the admin)',
      params: idParamSchema,
      responses: { 200: messageSchema },
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const product = await loadOwned<StoreProduct>(ctx.state.em, StoreProductSchema, { id: params.id }, user, { message: NO_PRODUCT });
        await deleteProduct(ctx.state.em, product);
        return { message: 'Product deleted' };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/tamil-store-quote-requests',
      errors: { 400: 'A product in the basket does not exist any more (`validation_failed` on `items`)', 429: 'Too many requests (`rate_limited`, Retry-After)' },
      access: 'public',
      summary: 'Send a quote request for the basket (guest or member); mailed to the admin and each seller concerned',
      description: 'Items are re-read from the products: an unknown product is 400 (`fields.items`). Rate-limited per IP, counting only requests stored (not resends or refusals). Once per Idempotency-Key, for guests too (keyed by a guest token).',
      body: createQuoteRequestBodySchema,
      idempotent: true,
      use: [idempotency(orm)],
      responses: { 201: quoteRequestReceiptSchema },
      async handler(ctx, { body, user }) {
        // Only accepted requests count: a refusal, or a resend answered with its first request, gives the point back.
        const { request } = await withQuota(limits, [['storeQuoteIp', ctx.ip]], () => createQuoteRequest(ctx.state.em, body, user, config), (r) => r.created);
        return { id: request.id, itemCount: request.items.length, createdAt: request.createdAt.toISOString(), replyWithinHours: QUOTE_REPLY_HOURS };
      },
    }),
  ];
}
