import type { AppConfig } from '../../config.ts';
import type { Clock } from '../clock.ts';
import { createSimulatorProvider } from './simulator-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createUnavailableProvider } from './unavailable-provider.ts';
import type { PaymentProvider } from './types.ts';

/**
 * The payment provider chosen by configuration: Stripe when STRIPE_SECRET_KEY (with the publishable key and the
 * webhook secret) is set; otherwise the built-in simulator — by default outside production only (PAYMENT_SIMULATOR
 * decides); else an unavailable provider. The only place that decides which one runs.
 */
export function createPaymentProvider(config: Pick<AppConfig, 'stripe' | 'paymentSimulator'>, clock: Clock): PaymentProvider {
  if (config.stripe) return createStripeProvider(config.stripe);
  return config.paymentSimulator ? createSimulatorProvider(clock) : createUnavailableProvider();
}

const providers = new WeakMap<object, PaymentProvider>();

/**
 * The app's one provider for `config`: the routes and the background jobs of one app share it (the simulator keeps
 * its intents in memory, so a refund job must see the intents the routes made). Made on first use.
 */
export function paymentProviderFor(config: Pick<AppConfig, 'stripe' | 'paymentSimulator'>, clock: Clock): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createPaymentProvider(config, clock);
    providers.set(config, provider);
  }
  return provider;
}
