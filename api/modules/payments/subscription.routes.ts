import type Router from '@koa/router';
import { allow } from '../../http/access.ts';
import { currentUser } from '../../http/auth.ts';
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
export function registerSubscriptionRoutes(router: Router, deps: PaymentRoutesDeps): void {
  router.post('/api/subscription/create', allow.member, async (ctx) => {
    ctx.status = 201;
    ctx.body = await startSubscription(deps.context(ctx), currentUser(ctx));
  });

  router.get('/api/subscription/status', allow.member, async (ctx) => {
    ctx.body = await subscriptionStatus(deps.context(ctx), currentUser(ctx));
  });

  router.delete('/api/subscription/cancel', allow.member, async (ctx) => {
    ctx.body = await setSubscriptionCancel(deps.context(ctx), currentUser(ctx), true);
  });

  router.post('/api/subscription/reactivate', allow.member, async (ctx) => {
    ctx.body = await setSubscriptionCancel(deps.context(ctx), currentUser(ctx), false);
  });
}
