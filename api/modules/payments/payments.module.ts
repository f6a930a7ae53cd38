import type { ContactTypes } from '#shared/payments/contact-types.ts';
import { paymentsContractFor } from '#shared/payments/contract.ts';
import { paymentsSamples } from '#shared/payments/samples.ts';
import { paymentProviderFor } from '../../services/payments/provider.ts';
import { defineModule, type AppModule } from '../module.ts';
import { AccessGrantSchema } from './access-grant.entity.ts';
import { BillingCustomerSchema } from './billing-customer.entity.ts';
import { CheckoutSchema } from './checkout.entity.ts';
import { billingRoutes } from './billing.routes.ts';
import { PaymentEventSchema } from './payment-event.entity.ts';
import { PaymentSchema } from './payment.entity.ts';
import { refundJob } from './refund.job.ts';
import type { PaymentRoutesDeps } from './route-deps.ts';
import { SubscriptionSchema } from './subscription.entity.ts';
import { subscriptionRoutes } from './subscription.routes.ts';
import { webhookRoutes } from './webhook.routes.ts';

/**
 * Paid contact access, the £1 subscription and the provider's callbacks (spec 000 §4, §7; issue 4), for a composition
 * whose features sell `contactTypes` (type → the plan that unlocks it). Payments own the entitlement rule
 * (entitlement.service.ts); features declare their contact types in their own folder and register their contact
 * sources in their own module, and the composition root (api/registry.ts) collects them and passes them in — this
 * module imports and lists no feature (decision 180): its check-contact-access body accepts exactly those types
 * (`paymentsContractFor`, an enum in the OpenAPI document). The provider (Stripe or the simulator) is chosen here
 * from the configuration; routes and services only see the interface.
 */
export function paymentsModuleFor(contactTypes: ContactTypes): AppModule {
  const contract = paymentsContractFor(contactTypes);
  return defineModule({
    name: 'payments',
    contracts: [contract],
    samples: [paymentsSamples],
    entities: [PaymentSchema, SubscriptionSchema, PaymentEventSchema, BillingCustomerSchema, AccessGrantSchema, CheckoutSchema],
    jobs: [refundJob],
    routes: ({ config, clock, logger, contactSources }) => {
      const provider = paymentProviderFor(config, clock);
      // Said once, when the app starts, instead of an error line per refused request.
      if (provider.unavailable) logger.warn('payments are not configured: set the Stripe keys (or PAYMENT_SIMULATOR=true); payment requests answer 503');
      const deps: PaymentRoutesDeps = {
        contract,
        provider,
        clock,
        contactSources,
        support: config.support,
        publicUrl: config.publicUrl,
        context: (ctx) => ({ em: ctx.state.em, provider, clock, log: ctx.state.log ?? logger, publicUrl: config.publicUrl }),
      };
      return [...billingRoutes(deps), ...subscriptionRoutes(deps), ...webhookRoutes(deps)];
    },
  });
}
