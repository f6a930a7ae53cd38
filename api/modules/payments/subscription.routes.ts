import type { SubscriptionPlan } from '#shared/constants.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { currentUser } from '../../http/auth.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { setSubscriptionCancel, startCheckout, subscriptionStatus } from './payments.service.ts';
import type { PaymentRoutesDeps } from './route-deps.ts';

const endpoints = paymentsContract.endpoints;

/** Each plan's endpoints in the contract: the £1 membership keeps the spec's paths (spec 000 §7). */
const PLAN_ENDPOINTS = {
  membership: { create: endpoints.subscriptionCreate, status: endpoints.subscriptionStatus, cancel: endpoints.subscriptionCancel, reactivate: endpoints.subscriptionReactivate },
  education: { create: endpoints.educationSubscriptionCreate, status: endpoints.educationSubscriptionStatus, cancel: endpoints.educationSubscriptionCancel, reactivate: endpoints.educationSubscriptionReactivate },
} satisfies Record<SubscriptionPlan, unknown>;

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
 * Declarations: the contract's (shared/payments/contract.ts, decision 182).
 */
export function subscriptionRoutes(deps: PaymentRoutesDeps): RouteDef[] {
  return (Object.keys(PLAN_ENDPOINTS) as SubscriptionPlan[]).flatMap((plan) => planRoutes(deps, plan));
}

function planRoutes(deps: PaymentRoutesDeps, plan: SubscriptionPlan): RouteDef[] {
  const planEndpoints = PLAN_ENDPOINTS[plan];
  return [
    bindRoute(planEndpoints.create, {
      handler: (ctx) => startCheckout(deps.context(ctx), currentUser(ctx), plan),
    }),
    bindRoute(planEndpoints.status, {
      handler: (ctx) => subscriptionStatus(deps.context(ctx), currentUser(ctx), plan),
    }),
    bindRoute(planEndpoints.cancel, {
      handler: (ctx) => setSubscriptionCancel(deps.context(ctx), currentUser(ctx), plan, true),
    }),
    bindRoute(planEndpoints.reactivate, {
      handler: (ctx) => setSubscriptionCancel(deps.context(ctx), currentUser(ctx), plan, false),
    }),
  ];
}
