import type { SubscriptionPlan } from '#shared/constants.ts';
import { paymentCreatedSchema, subscriptionStatusSchema } from '#shared/schemas/payment-responses.ts';
import { currentUser } from '../../http/auth.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { setSubscriptionCancel, startCheckout, subscriptionStatus } from './payments.service.ts';
import type { PaymentRoutesDeps } from './route-deps.ts';

/** Where each plan's routes live and how OpenAPI names it: the £1 membership keeps the spec's paths (spec 000 §7). */
const PLAN_ROUTES: Record<SubscriptionPlan, { base: string; name: string }> = {
  membership: { base: '/api/subscription', name: '£1/month subscription' },
  education: { base: '/api/subscription/education', name: '£2/month education subscription' },
};

/**
 * The subscriptions (spec 000 §2 Subscription, §4, §7, §9), one set of routes per plan — the £1/month membership at
 * `/api/subscription/*` and the £2/month education subscription at `/api/subscription/education/*`. Members only
 * (401 for guests).
 * - `POST …/create` — no body. 201 `{ clientSecret, amountPence: 100 | 200, currency: 'GBP' }`;
 *   409 `already_entitled` (with `entitledUntil`) while what it buys is active — for the membership, contact access
 *   from any source (decision 157); an open attempt's client secret again; 502; 503 `payments_unavailable`.
 * - `GET …/status` — 200 `{ isActive, periodEnd (Unix seconds | null), cancelAtPeriodEnd }`.
 * - `DELETE …/cancel` — cancels at the period end; 200 the new status; 404 `no_active_subscription`.
 * - `POST …/reactivate` — undoes a cancel before the period ends; 200 the status; 404 as above.
 */
export function subscriptionRoutes(deps: PaymentRoutesDeps): RouteDef[] {
  return (Object.keys(PLAN_ROUTES) as SubscriptionPlan[]).flatMap((plan) => planRoutes(deps, plan));
}

function planRoutes(deps: PaymentRoutesDeps, plan: SubscriptionPlan): RouteDef[] {
  const { base, name } = PLAN_ROUTES[plan];
  return [
    defineRoute({
      method: 'POST',
      path: `${base}/create`,
      errors: { 409: 'Already active (`already_entitled` with `entitledUntil`)', 502: 'The payment provider did not answer (`payment_provider_error`)', 503: 'Payments are not set up (`payments_unavailable`)' },
      access: 'member',
      summary: `Start the ${name}`,
      responses: { 201: paymentCreatedSchema },
      async handler(ctx) {
        ctx.status = 201;
        ctx.body = await startCheckout(deps.context(ctx), currentUser(ctx), plan);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/status`,
      access: 'member',
      summary: `The member's ${name}`,
      responses: { 200: subscriptionStatusSchema },
      async handler(ctx) {
        ctx.body = await subscriptionStatus(deps.context(ctx), currentUser(ctx), plan);
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${base}/cancel`,
      errors: { 404: 'No active subscription (`no_active_subscription`)', 502: 'The payment provider did not answer (`payment_provider_error`)' },
      access: 'member',
      summary: `Cancel the ${name} at the end of the period`,
      responses: { 200: subscriptionStatusSchema },
      async handler(ctx) {
        ctx.body = await setSubscriptionCancel(deps.context(ctx), currentUser(ctx), plan, true);
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}/reactivate`,
      errors: { 404: 'No active subscription (`no_active_subscription`)', 502: 'The payment provider did not answer (`payment_provider_error`)' },
      access: 'member',
      summary: `Undo a cancellation of the ${name} before the period ends`,
      responses: { 200: subscriptionStatusSchema },
      async handler(ctx) {
        ctx.body = await setSubscriptionCancel(deps.context(ctx), currentUser(ctx), plan, false);
      },
    }),
  ];
}
