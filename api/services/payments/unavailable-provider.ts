import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from './types.ts';

const unavailable = async (): Promise<never> => {
  throw new PaymentProviderError('Payments are not configured (set the Stripe keys, or PAYMENT_SIMULATOR=true)');
};

/**
 * The provider of a production server with neither Stripe keys nor PAYMENT_SIMULATOR=true: every call fails
 * (→ 502 `payment_provider_error`) and every webhook is refused, so nobody gets access without paying.
 */
export function createUnavailableProvider(): PaymentProvider {
  return {
    name: 'simulator',
    publishableKey: null,
    createCustomer: unavailable,
    createPayment: unavailable,
    retrievePayment: unavailable,
    createSubscription: unavailable,
    retrieveSubscription: unavailable,
    setCancelAtPeriodEnd: unavailable,
    cancelNow: unavailable,
    parseWebhook() {
      throw new WebhookSignatureError('Payments are not configured');
    },
  };
}
