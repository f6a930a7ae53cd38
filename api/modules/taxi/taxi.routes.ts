import Router from '@koa/router';
import { idParamSchema } from '#shared/schemas/common.ts';
import { createTaxiRequestBodySchema, taxiListQuerySchema, type TaxiList } from '#shared/schemas/taxi.ts';
import type { Orm } from '../../db/orm.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { idempotency } from '../../http/idempotency.ts';
import { parseInput } from '../../http/validate.ts';
import { TaxiRequestSchema } from './taxi-request.entity.ts';
import { presentTaxiRequest } from './taxi.presenter.ts';
import { findPublishedTaxiRequest, listPublishedTaxiRequests } from './taxi.repository.ts';
import { allow } from '../../http/access.ts';
import type { Clock } from '../../services/clock.ts';
import { loadContactAccess } from '../payments/entitlement.service.ts';

/** Path of one taxi request; also the Location of a created one. */
const taxiRequestPath = (id: string) => `/api/taxi-services/${id}`;

/**
 * Taxi / vehicle service requests (spec 000 §3, §5 Post-taxi form, §6, §7). The list and the detail carry
 * `contactNumber` only for a viewer the entitlement service allows (admin, poster, paying member — see
 * canSeeContact in taxi.presenter.ts); the POST response never does.
 *
 * - `GET /api/taxi-services?limit=&cursor=` — public. 200 `{ items, nextCursor, total }` (taxiListSchema), newest
 *   first, published (active + approved) requests only; 400 `validation_failed` for a bad `limit` or `cursor`.
 * - `POST /api/taxi-services` — members only (401 `unauthorized` before any validation). Body
 *   createTaxiRequestBodySchema; 201 with the presented request and `Location: /api/taxi-services/<id>`;
 *   400 `validation_failed` with `fields` when invalid (nothing written). An optional `Idempotency-Key` (UUID v4)
 *   makes a resend replay the first response instead of posting twice (docs/decisions/008-idempotency-keys.md).
 * - `GET /api/taxi-services/:id` — public. 200 the presented request; 400 for a non-UUID id; 404 `not_found` when
 *   missing, inactive or unapproved.
 */
export function taxiRouter(deps: { orm: Orm; clock: Clock }): Router {
  const router = new Router();

  router.get('/api/taxi-services', allow.public, async (ctx) => {
    const query = parseInput(taxiListQuerySchema, ctx.query);
    const page = await listPublishedTaxiRequests(ctx.state.em, query);
    const access = await loadContactAccess(ctx.state.em, ctx.state.user, deps.clock.now());
    const body: TaxiList = {
      items: page.items.map((request) => presentTaxiRequest(request, ctx.state.user, access)),
      nextCursor: page.nextCursor,
      total: page.total,
    };
    ctx.body = body;
  });

  router.get('/api/taxi-services/:id', allow.public, async (ctx) => {
    const { id } = parseInput(idParamSchema, ctx.params);
    const request = await findPublishedTaxiRequest(ctx.state.em, id);
    if (!request) throw notFound('No such taxi service request');
    ctx.body = presentTaxiRequest(request, ctx.state.user, await loadContactAccess(ctx.state.em, ctx.state.user, deps.clock.now()));
  });

  router.post('/api/taxi-services', allow.member, idempotency(deps.orm), async (ctx) => {
    const owner = currentUser(ctx);
    const input = parseInput(createTaxiRequestBodySchema, ctx.request.body);
    const em = ctx.state.em;
    const request = em.create(TaxiRequestSchema, {
      owner,
      fromLocation: input.fromLocation,
      toLocation: input.toLocation,
      fromCountry: input.fromCountry,
      passengerCount: input.passengerCount,
      luggageWeight: input.luggageWeight,
      contactNumber: input.contactNumber,
      travelDate: input.travelDate ?? null,
      travelTime: input.travelTime ?? null,
      additionalNotes: input.additionalNotes ?? null,
    });
    await em.flush();
    ctx.status = 201;
    ctx.set('Location', taxiRequestPath(request.id));
    ctx.body = presentTaxiRequest(request, owner);
  });

  return router;
}
