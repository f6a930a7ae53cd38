import type Router from '@koa/router';
import { checkContactAccessBodySchema, type ContactAccessResult, type PublicConfig } from '#shared/schemas/payments.ts';
import { allow } from '../../http/access.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { findContactSource } from './contact-sources.ts';
import { loadContactAccess } from './entitlement.service.ts';
import { billingStatus, reconcilePending, startContactPayment } from './payments.service.ts';
import type { PaymentRoutesDeps } from './route-deps.ts';

/**
 * Contact access (spec 000 §3, §4 Contact access / Payment dialog, §7):
 * - `GET /api/config` — public. 200 `{ stripePublishableKey }` (null: the simulator runs; publicConfigSchema).
 * - `POST /api/create-contact-payment` — member; no body. 201 `{ clientSecret, amountPence: 100, currency: 'GBP' }`
 *   (one-time, valid to the end of the current London calendar month once paid); 409 `already_has_access`;
 *   502 `payment_provider_error`.
 * - `POST /api/create-yearly-subscription` — member; no body. 201 `{ clientSecret, amountPence: 1200, currency }`
 *   (one-time, 12 months once paid); 409 / 502 as above.
 * - `GET /api/billing-status` — member. 200 `{ hasPaid, validUntil }` (Unix seconds or null).
 * - `POST /api/check-contact-access` — member; body `{ serviceType: 'taxi', serviceId }`. 200 `{ hasAccess: true,
 *   contactNumber }` or `{ hasAccess: false }`; 400 `validation_failed`; 404 when the service does not exist.
 * Guests get 401 on every member route.
 */
export function registerBillingRoutes(router: Router, deps: PaymentRoutesDeps): void {
  router.get('/api/config', allow.public, (ctx) => {
    const body: PublicConfig = { stripePublishableKey: deps.provider.publishableKey };
    ctx.body = body;
  });

  router.post('/api/create-contact-payment', allow.member, async (ctx) => {
    ctx.status = 201;
    ctx.body = await startContactPayment(deps.context(ctx), currentUser(ctx), 'monthly');
  });

  router.post('/api/create-yearly-subscription', allow.member, async (ctx) => {
    ctx.status = 201;
    ctx.body = await startContactPayment(deps.context(ctx), currentUser(ctx), 'yearly');
  });

  router.get('/api/billing-status', allow.member, async (ctx) => {
    ctx.body = await billingStatus(deps.context(ctx), currentUser(ctx));
  });

  router.post('/api/check-contact-access', allow.member, async (ctx) => {
    const user = currentUser(ctx);
    const { serviceType, serviceId } = parseInput(checkContactAccessBodySchema, ctx.request.body ?? {});
    const source = await findContactSource(ctx.state.em, serviceType, serviceId);
    if (!source) throw notFound('No such service');
    await reconcilePending(deps.context(ctx), user);
    const access = await loadContactAccess(ctx.state.em, user, deps.clock.now());
    const body: ContactAccessResult = access.allows(source) ? { hasAccess: true, contactNumber: source.contactNumber } : { hasAccess: false };
    ctx.body = body;
  });
}
