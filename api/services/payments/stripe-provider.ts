import Stripe from 'stripe';
import type { SubscriptionPlan } from '#shared/constants.ts';
import { normaliseStripeEvent, paymentSnapshotOf, subscriptionSnapshotOf } from './stripe-events.ts';
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from './types.ts';

/** The Stripe Product each subscription plan's prices belong to (created on first use; the price itself comes from
 * shared/constants.ts through `price_data`, so no dashboard setup is needed). */
export const STRIPE_PRODUCTS: Record<SubscriptionPlan, { id: string; name: string }> = {
  membership: { id: 'tamil_community_membership', name: 'Tamil Community membership' },
  education: { id: 'tamil_community_education', name: 'Tamil Community education subscription' },
};
/** The membership product's id (kept for existing references). */
export const STRIPE_MEMBERSHIP_PRODUCT_ID = STRIPE_PRODUCTS.membership.id;

/** Stripe keys from the environment (api/config.ts). */
export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** Runs a Stripe call, turning its failures into {@link PaymentProviderError}. */
async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new PaymentProviderError(`Stripe ${what} failed: ${message}`, { cause: err });
  }
}

/**
 * The Stripe implementation of {@link PaymentProvider} (the `stripe` package, its pinned API version).
 * PaymentIntents use automatic payment methods; subscriptions are created `default_incomplete` with the first
 * invoice's `confirmation_secret` as the client secret; every create call carries an idempotency key.
 * Webhooks are verified with `stripe.webhooks.constructEvent` (default 5-minute tolerance).
 */
export function createStripeProvider(keys: StripeKeys): PaymentProvider {
  const stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
  const products = new Map<SubscriptionPlan, Promise<string>>();

  /** The plan's product id, creating the product the first time (cached; retried after a failure). */
  const productFor = (plan: SubscriptionPlan) => {
    let product = products.get(plan);
    if (product) return product;
    const { id, name } = STRIPE_PRODUCTS[plan];
    product = (async () => {
      try {
        return (await stripe.products.retrieve(id)).id;
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError) || err.code !== 'resource_missing') throw err;
        return (await stripe.products.create({ id, name }, { idempotencyKey: `product-${id}` })).id;
      }
    })();
    products.set(plan, product);
    product.catch(() => products.delete(plan));
    return product;
  };

  return {
    name: 'stripe',
    publishableKey: keys.publishableKey,

    createCustomer: (user) =>
      call('customer creation', async () => {
        const customer = await stripe.customers.create(
          { email: user.email, name: user.fullName, metadata: { userId: user.id } },
          { idempotencyKey: `customer-${user.id}` },
        );
        return customer.id;
      }),

    createPayment: (input) =>
      call('PaymentIntent creation', async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountPence,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            description: input.description,
            automatic_payment_methods: { enabled: true },
            metadata: { userId: input.userId, paymentId: input.paymentId, plan: input.plan },
          },
          { idempotencyKey: `payment-${input.paymentId}` },
        );
        if (!intent.client_secret) throw new Error('PaymentIntent has no client_secret');
        return { providerPaymentId: intent.id, clientSecret: intent.client_secret };
      }),

    retrievePayment: (id) => call('PaymentIntent retrieval', async () => paymentSnapshotOf(await stripe.paymentIntents.retrieve(id))),

    createSubscription: (input) =>
      call('subscription creation', async () => {
        const productId = await productFor(input.plan);
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            description: input.description,
            items: [
              {
                price_data: {
                  currency: input.currency.toLowerCase(),
                  product: productId,
                  unit_amount: input.amountPence,
                  recurring: { interval: 'month', interval_count: input.intervalMonths },
                },
              },
            ],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId: input.userId, plan: input.plan },
            expand: ['latest_invoice.confirmation_secret'],
          },
          { idempotencyKey: `subscription-${input.requestId}` },
        );
        const invoice = subscription.latest_invoice;
        const clientSecret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
        if (!clientSecret) throw new Error('the subscription has no first-invoice confirmation secret');
        return { subscription: subscriptionSnapshotOf(subscription), clientSecret };
      }),

    retrieveSubscription: (id) => call('subscription retrieval', async () => subscriptionSnapshotOf(await stripe.subscriptions.retrieve(id))),

    setCancelAtPeriodEnd: (id, cancel) =>
      call('subscription update', async () => subscriptionSnapshotOf(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel }))),

    cancelNow: (id) =>
      call('subscription cancellation', async () => {
        await stripe.subscriptions.cancel(id);
      }),

    cancelPayment: (id) =>
      call('PaymentIntent cancellation', async () => {
        const intent = await stripe.paymentIntents.retrieve(id);
        if (intent.status === 'canceled') return;
        await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' });
      }),

    refundPayment: ({ providerPaymentId, idempotencyKey }) =>
      call('refund', async () => {
        const refund = await stripe.refunds.create({ payment_intent: providerPaymentId, reason: 'duplicate' }, { idempotencyKey });
        return { refundId: refund.id };
      }),

    refundInvoice: ({ invoiceId, idempotencyKey }) =>
      call('invoice refund', async () => {
        // The invoice's payment: the PaymentIntent that paid it (Stripe's invoice payments).
        const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
        const paidBy = payments.data[0]?.payment.payment_intent;
        const paymentIntent = typeof paidBy === 'string' ? paidBy : paidBy?.id;
        if (!paymentIntent) throw new Error(`invoice ${invoiceId} has no paid PaymentIntent`);
        const refund = await stripe.refunds.create({ payment_intent: paymentIntent, reason: 'duplicate' }, { idempotencyKey });
        return { refundId: refund.id };
      }),

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid webhook signature');
      }
      return normaliseStripeEvent(event);
    },
  };
}
