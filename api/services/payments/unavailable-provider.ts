import { PaymentsUnavailableError, WebhookSignatureError, type PaymentProvider } from './types.ts';

const unavailable = async (): Promise<never> => {
  throw new PaymentsUnavailableError();
};

/**
 * The provider of a production server with neither Stripe keys nor PAYMENT_SIMULATOR=true: every call fails with
 * {@link PaymentsUnavailableError} (→ 503 `payments_unavailable`) and every webhook is refused, so nobody gets
 * access without paying. `unavailable` tells the app to say so once at start.
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
    cancelPayment: unavailable,
    refundPayment: unavailable,
    refundInvoice: unavailable,
    unavailable: true,
    parseWebhook() {
      throw new WebhookSignatureError('Payments are not configured');
    },
  };
}
