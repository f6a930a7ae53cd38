import { fillPath } from '#shared/contracts/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { guestPageCache } from '../../http/guest-cache.ts';
import { idempotency } from '../../http/idempotency.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { loadContactAccess } from '../payments/entitlement.service.ts';
import { TaxiRequestSchema } from './taxi-request.entity.ts';
import { presentTaxiRequest } from './taxi.presenter.ts';
import { findPublishedTaxiRequest, listPublishedTaxiRequests } from './taxi.repository.ts';

/**
 * Taxi / vehicle service requests (spec 000 §3, §5 Post-taxi form, §6, §7). The list and the detail carry
 * `contactNumber` only for a viewer the entitlement rule allows (admin, poster, paying member — see canSeeContact
 * in taxi.presenter.ts); the POST response never does. A bad `limit`/`cursor`/id is 400 `validation_failed`;
 * missing, inactive or unapproved requests are 404 `not_found`. POST honours `Idempotency-Key` (UUID v4;
 * docs/decisions/008-idempotency-keys.md). Method, path, access, schemas and statuses are the contract's
 * (shared/taxi/contract.ts, decision 182); this file adds the handlers.
 */
export function taxiRoutes({ orm, clock }: ModuleDeps): RouteDef[] {
  const endpoints = taxiContract.endpoints;
  return [
    bindRoute(endpoints.list, {
      use: [guestPageCache({ orm, entities: [TaxiRequestSchema], isFirstPage: (ctx) => !ctx.query.cursor })],
      async handler(ctx, { query, user }) {
        const page = await listPublishedTaxiRequests(ctx.state.em, query);
        const access = await loadContactAccess(ctx.state.em, user, clock.now());
        return { items: page.items.map((request) => presentTaxiRequest(request, user, access)), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(endpoints.detail, {
      async handler(ctx, { params, user }) {
        const request = await findPublishedTaxiRequest(ctx.state.em, params.id, user);
        if (!request) throw notFound('No such taxi service request');
        return presentTaxiRequest(request, user, await loadContactAccess(ctx.state.em, user, clock.now()));
      },
    }),
    bindRoute(endpoints.create, {
      use: [idempotency(orm)],
      async handler(ctx, { body }) {
        const owner = currentUser(ctx);
        const request = ctx.state.em.create(TaxiRequestSchema, { ...body, owner, travelDate: body.travelDate ?? null, travelTime: body.travelTime ?? null, additionalNotes: body.additionalNotes ?? null });
        await ctx.state.em.flush();
        ctx.set('Location', fillPath(endpoints.detail.path, { id: request.id }));
        return presentTaxiRequest(request, owner);
      },
    }),
  ];
}
