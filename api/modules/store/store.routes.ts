import { fillPath } from '#shared/contracts/contract.ts';
import { storeContract } from '#shared/store/contract.ts';
import { QUOTE_REPLY_HOURS } from '#shared/store/constants.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { guestPageCache } from '../../http/guest-cache.ts';
import { idempotency } from '../../http/idempotency.ts';
import { withQuota } from '../../http/rate-limit.ts';
import { loadOwned } from '../../http/ownership.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { loadContactAccess } from '../payments/entitlement.service.ts';
import { StoreProductSchema, type StoreProduct } from './store.entity.ts';
import { loadProductPhotos, presentProduct } from './store.presenter.ts';
import { findProduct, listProducts } from './store.repository.ts';
import { createProduct, createQuoteRequest, deleteProduct, updateProduct } from './store.service.ts';

const NO_PRODUCT = 'No such product';

/**
 * The Tamil store (spec 001 §2 Tamil store section, §3, §5, §7). Every product is public; its seller's
 * `contactPhone` only reaches the seller, the admin and members with paid contact access. Someone else's product
 * cannot be edited or deleted: 404. Quote requests come from guests and members, once per Idempotency-Key (a guest's
 * keyed by their guest token; decision 160). Method, path, access, schemas and statuses are the contract's
 * (shared/store/contract.ts, decision 182); this file adds the handlers and their middleware.
 */
export function storeRoutes({ orm, clock, config, limits }: ModuleDeps): RouteDef[] {
  const endpoints = storeContract.endpoints;
  return [
    bindRoute(endpoints.list, {
      use: [guestPageCache({ orm, entities: [StoreProductSchema], isFirstPage: (ctx) => !ctx.query.cursor })],
      async handler(ctx, { query, user }) {
        const em = ctx.state.em;
        const page = await listProducts(em, query, clock.now());
        const [access, photos] = await Promise.all([loadContactAccess(em, user, clock.now()), loadProductPhotos(em, page.items)]);
        return { items: page.items.map((p) => presentProduct(p, user, access, photos)), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(endpoints.detail, {
      async handler(ctx, { params, user }) {
        const em = ctx.state.em;
        const product = await findProduct(em, params.id, user);
        if (!product) throw notFound(NO_PRODUCT);
        const [access, photos] = await Promise.all([loadContactAccess(em, user, clock.now()), loadProductPhotos(em, [product])]);
        return presentProduct(product, user, access, photos);
      },
    }),
    bindRoute(endpoints.create, {
      use: [idempotency(orm)],
      async handler(ctx, { body }) {
        const owner = currentUser(ctx);
        const product = await withQuota(limits, [['storeProductAccount', owner.id]], () => createProduct(ctx.state.em, owner, body));
        ctx.set('Location', fillPath(endpoints.detail.path, { id: product.id }));
        const photos = await loadProductPhotos(ctx.state.em, [product]);
        return presentProduct(product, owner, await loadContactAccess(ctx.state.em, owner, clock.now()), photos);
      },
    }),
    bindRoute(endpoints.update, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const em = ctx.state.em;
        const product = await loadOwned<StoreProduct>(em, StoreProductSchema, { id: params.id }, user, { message: NO_PRODUCT });
        await updateProduct(em, product, body);
        const photos = await loadProductPhotos(em, [product]);
        return presentProduct(product, user, await loadContactAccess(em, user, clock.now()), photos);
      },
    }),
    bindRoute(endpoints.remove, {
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const product = await loadOwned<StoreProduct>(ctx.state.em, StoreProductSchema, { id: params.id }, user, { message: NO_PRODUCT });
        await deleteProduct(ctx.state.em, product);
        return { message: 'Product deleted' };
      },
    }),
    bindRoute(endpoints.quote, {
      use: [idempotency(orm)],
      async handler(ctx, { body, user }) {
        // Only accepted requests count: a refusal, or a resend answered with its first request, gives the point back.
        const { request } = await withQuota(limits, [['storeQuoteIp', ctx.ip]], () => createQuoteRequest(ctx.state.em, body, user, config), (r) => r.created);
        return { id: request.id, itemCount: request.items.length, createdAt: request.createdAt.toISOString(), replyWithinHours: QUOTE_REPLY_HOURS };
      },
    }),
  ];
}
