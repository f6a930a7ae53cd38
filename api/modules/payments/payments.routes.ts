import Router from '@koa/router';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config.ts';
import type { Clock } from '../../services/clock.ts';
import { createPaymentProvider } from '../../services/payments/provider.ts';
import { registerBillingRoutes } from './billing.routes.ts';
import type { PaymentRoutesDeps } from './route-deps.ts';
import { registerSubscriptionRoutes } from './subscription.routes.ts';
import { registerWebhookRoutes } from './webhook.routes.ts';

/**
 * Paid contact access, the subscription and the provider's callbacks (spec 000 §4, §7; issue 4). The provider is
 * chosen here from the configuration (Stripe or the simulator) — routes and services only see the interface.
 * See billing.routes.ts, subscription.routes.ts and webhook.routes.ts for the endpoints.
 */
export function paymentsRouter(deps: { config: Pick<AppConfig, 'stripe' | 'paymentSimulator'>; clock: Clock; logger: Logger }): Router {
  const router = new Router();
  const provider = createPaymentProvider(deps.config, deps.clock);
  const routeDeps: PaymentRoutesDeps = {
    provider,
    clock: deps.clock,
    context: (ctx) => ({ em: ctx.state.em, provider, clock: deps.clock, log: ctx.state.log ?? deps.logger }),
  };
  registerBillingRoutes(router, routeDeps);
  registerSubscriptionRoutes(router, routeDeps);
  registerWebhookRoutes(router, routeDeps);
  return router;
}
