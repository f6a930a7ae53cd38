import { paymentCreatedSchema, subscriptionStatusSchema } from '#shared/schemas/payment-responses.ts';
import { currentUser } from '../../http/auth.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { setSubscriptionCancel, startSubscription, subscriptionStatus } from './payments.service.ts';
import type { PaymentRoutesDeps } from './route-deps.ts';

/**
 * The £1/month subscription (spec 000 §2 Subscription, §4, §7). Members only (401 for guests).
 * - `POST /api/subscription/create` — no body. 201 `{ clientSecret, amountPence: 100, currency: 'GBP' }`;
 *   409 `subscription_exists`; 502 `payment_provider_error`.
 * - `GET /api/subscription/status` — 200 `{ isActive, periodEnd (Unix seconds | null), cancelAtPeriodEnd }`.
 * - `DELETE /api/subscription/cancel` — cancels at the period end; 200 the new status; 404 `no_active_subscription`.
 * - `POST /api/subscription/reactivate` — undoes a cancel before the period ends; 200 the status; 404 as above.
 */
export function subscriptionRoutes(deps: PaymentRoutesDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/subscription/create',
      access: 'member',
      summary: 'Start the £1/month subscription',
      responses: { 201: paymentCreatedSchema },
      async handler(ctx) {
        ctx.status = 201;
        ctx.body = await startSubscription(deps.context(ctx), currentUser(ctx));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/subscription/status',
      access: 'member',
      summary: "The member's subscription",
      responses: { 200: subscriptionStatusSchema },
      async handler(ctx) {
        ctx.body = await subscriptionStatus(deps.context(ctx), currentUser(ctx));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/subscription/cancel',
      access: 'member',
      summary: 'Cancel the subscription at the end of the period',
      responses: { 200: subscriptionStatusSchema },
      async handler(ctx) {
        ctx.body = await setSubscriptionCancel(deps.context(ctx), currentUser(ctx), true);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/subscription/reactivate',
      access: 'member',
      summary: 'Undo a cancellation before the period ends',
      responses: { 200: subscriptionStatusSchema },
      async handler(ctx) {
        ctx.body = await setSubscriptionCancel(deps.context(ctx), currentUser(ctx), false);
      },
    }),
  ];
}
