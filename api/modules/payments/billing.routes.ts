import { currentUser } from '../../http/auth.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { billingHistory } from './billing-history.service.ts';
import { loadContactAccess } from './entitlement.service.ts';
import { billingStatus, reconcilePending, startCheckout } from './payments.service.ts';
import type { PaymentRoutesDeps } from './route-deps.ts';

/**
 * Contact access (spec 000 §3, §4 Contact access / Payment dialog, §7):
 * - `GET /api/config` — public. 200 `{ stripePublishableKey, supportEmail, supportPhone, social }` (key null: the simulator
 *   runs; phone null: none configured; publicConfigSchema).
 * - `POST /api/create-contact-payment` — member; no body. 201 `{ clientSecret, amountPence: 100, currency: 'GBP' }`
 *   (one-time, valid to the end of the current London calendar month once paid). While the member's payment for
 *   the month is open, the same PaymentIntent (the same client secret) again; it supersedes an open yearly payment
 *   or membership (decision 157). 409 `already_entitled` with `entitledUntil` while contact access is active;
 *   502 `payment_provider_error`; 503 `payments_unavailable`.
 * - `POST /api/create-yearly-subscription` — member; no body. 201 `{ clientSecret, amountPence: 1200, currency }`
 *   (one-time, 12 months once paid); as above.
 * - `GET /api/billing-status` — member. 200 `{ hasPaid, validUntil }` (Unix seconds or null).
 * - `GET /api/billing/history` — member. 200 the member's payments and what they hold now (billingHistorySchema).
 * - `POST /api/check-contact-access` — member; body `{ serviceType: 'taxi', serviceId }`. 200 `{ hasAccess: true,
 *   contactNumber }` or `{ hasAccess: false }`; 400 `validation_failed` (also for a type no composed feature
 *   declares: decision 180); 404 when the service does not exist.
 * Guests get 401 on every member route. Method, path, access, schemas and statuses are the contract's
 * (shared/payments/contract.ts, decision 182; the composition's, `deps.contract`): this file adds the handlers.
 */
export function billingRoutes(deps: PaymentRoutesDeps): RouteDef[] {
  const endpoints = deps.contract.endpoints;
  return [
    bindRoute(endpoints.config, {
      handler: () => ({ stripePublishableKey: deps.provider.publishableKey, supportEmail: deps.support.email, supportPhone: deps.support.phone, social: deps.support.social }),
    }),
    bindRoute(endpoints.createContactPayment, {
      handler: (ctx) => startCheckout(deps.context(ctx), currentUser(ctx), 'monthly'),
    }),
    bindRoute(endpoints.createYearlyPayment, {
      handler: (ctx) => startCheckout(deps.context(ctx), currentUser(ctx), 'yearly'),
    }),
    bindRoute(endpoints.billingStatus, {
      handler: (ctx) => billingStatus(deps.context(ctx), currentUser(ctx)),
    }),
    bindRoute(endpoints.billingHistory, {
      handler(ctx) {
        ctx.set('Cache-Control', 'private, no-store');
        return billingHistory(deps.context(ctx), currentUser(ctx));
      },
    }),
    bindRoute(endpoints.checkContactAccess, {
      async handler(ctx, { body: { serviceType, serviceId } }) {
        const user = currentUser(ctx);
        const source = await deps.contactSources.find(ctx.state.em, serviceType, serviceId);
        await reconcilePending(deps.context(ctx), user);
        const access = await loadContactAccess(ctx.state.em, user, deps.clock.now());
        return access.allows(source) ? { hasAccess: true as const, contactNumber: source.contactNumber } : { hasAccess: false as const };
      },
    }),
  ];
}
