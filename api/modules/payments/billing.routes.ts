import { billingHistorySchema, billingStatusSchema, contactAccessSchema, paymentCreatedSchema, publicConfigSchema } from '#shared/schemas/payment-responses.ts';
import { checkContactAccessBodySchema, type ContactAccessResult, type PublicConfig } from '#shared/schemas/payments.ts';
import { currentUser } from '../../http/auth.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
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
 *   contactNumber }` or `{ hasAccess: false }`; 400 `validation_failed`; 404 when the service does not exist.
 * Guests get 401 on every member route.
 */
export function billingRoutes(deps: PaymentRoutesDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/config',
      access: 'public',
      summary: 'Public configuration: Stripe publishable key (null for the simulator) and the support contact details',
      responses: { 200: publicConfigSchema },
      async handler(ctx) {
        const body: PublicConfig = { stripePublishableKey: deps.provider.publishableKey, supportEmail: deps.support.email, supportPhone: deps.support.phone, social: deps.support.social };
        ctx.body = body;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/create-contact-payment',
      errors: { 409: 'Access already active (`already_entitled` with `entitledUntil`)', 502: 'The payment provider did not answer (`payment_provider_error`)', 503: 'Payments are not set up (`payments_unavailable`)' },
      access: 'member',
      summary: 'Start a £1 contact-access payment (this London calendar month)',
      responses: { 201: paymentCreatedSchema },
      async handler(ctx) {
        ctx.status = 201;
        ctx.body = await startCheckout(deps.context(ctx), currentUser(ctx), 'monthly');
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/create-yearly-subscription',
      errors: { 409: 'Access already active (`already_entitled` with `entitledUntil`)', 502: 'The payment provider did not answer (`payment_provider_error`)', 503: 'Payments are not set up (`payments_unavailable`)' },
      access: 'member',
      summary: 'Start a £12 payment for twelve months of contact access',
      responses: { 201: paymentCreatedSchema },
      async handler(ctx) {
        ctx.status = 201;
        ctx.body = await startCheckout(deps.context(ctx), currentUser(ctx), 'yearly');
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/billing-status',
      access: 'member',
      summary: 'Whether the member has paid contact access, and until when',
      responses: { 200: billingStatusSchema },
      async handler(ctx) {
        ctx.body = await billingStatus(deps.context(ctx), currentUser(ctx));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/billing/history',
      access: 'member',
      summary: "The member's payments (newest first) and what they hold now",
      responses: { 200: billingHistorySchema },
      async handler(ctx) {
        ctx.set('Cache-Control', 'private, no-store');
        ctx.body = await billingHistory(deps.context(ctx), currentUser(ctx));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/check-contact-access',
      errors: { 404: 'No such published service (`not_found`)' },
      access: 'member',
      summary: "A service's contact number, when the member is entitled to it",
      body: checkContactAccessBodySchema,
      responses: { 200: contactAccessSchema },
      async handler(ctx, { body: { serviceType, serviceId } }) {
        const user = currentUser(ctx);
        const source = await deps.contactSources.find(ctx.state.em, serviceType, serviceId);
        await reconcilePending(deps.context(ctx), user);
        const access = await loadContactAccess(ctx.state.em, user, deps.clock.now());
        const body: ContactAccessResult = access.allows(source) ? { hasAccess: true, contactNumber: source.contactNumber } : { hasAccess: false };
        ctx.body = body;
      },
    }),
  ];
}
