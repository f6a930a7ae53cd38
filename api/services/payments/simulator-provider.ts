import { randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { addLondonMonths } from '#shared/billing-periods.ts';
import type { Clock } from '../clock.ts';
import { AUTHENTICATION_FAILED_MESSAGE, EXPIRED_MESSAGE, INCORRECT_NUMBER_MESSAGE, cardBehaviour, passesLuhn } from './simulator-cards.ts';
import { normaliseStripeEvent, paymentSnapshotOf, planOf } from './stripe-events.ts';
import {
  PaymentNotPendingError,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type SimulatorOutcome,
  type SubscriptionSnapshot,
} from './types.ts';

type IntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

interface SimIntent {
  id: string;
  secret: string;
  amount: number;
  currency: string;
  customer: string;
  metadata: Record<string, string>;
  status: IntentStatus;
  lastError: { code: string; decline_code?: string; message: string } | null;
  /** Set when the intent pays a subscription's first invoice. */
  subscriptionId?: string;
  /** The invoice it paid (a subscription's), and the refund when it was refunded. */
  invoiceId?: string;
  refundId?: string;
}

interface SimSubscription {
  id: string;
  customer: string;
  status: string;
  amount: number;
  currency: string;
  intervalMonths: number;
  periodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

const id = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
/** Kept in memory: intents older than this are forgotten (the browser asks for a new one). */
const MAX_INTENTS = 10_000;

/**
 * The built-in payment simulator (the default when STRIPE_SECRET_KEY is unset): behaves like Stripe's test mode
 * with no network. It hands out `pi_sim_…_secret_…` client secrets, confirms them with Stripe's test cards
 * (see simulator-cards.ts) through POST /api/payments/simulator/confirm, runs a 3-D Secure challenge for
 * 4000 0027 6000 3184, and produces events in Stripe's own JSON shapes, normalised by the same
 * {@link normaliseStripeEvent} the webhook path uses and handled by the same event handler.
 *
 * State lives in memory (lost on restart: a pending payment is simply asked for again). Subscriptions do not
 * renew; an unknown subscription (after a restart) is treated as active with an unknown period end.
 */
export function createSimulatorProvider(clock: Clock): PaymentProvider {
  const intents = new Map<string, SimIntent>();
  const subscriptions = new Map<string, SimSubscription>();
  // Signed like Stripe's, with a secret of this process: only this process could produce a valid delivery.
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;

  const event = (type: string, object: unknown): PaymentEvent =>
    normaliseStripeEvent({ id: id('evt'), object: 'event', type, created: unix(clock.now()), data: { object } } as unknown as Stripe.Event);

  const intentJson = (intent: SimIntent) => ({
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    customer: intent.customer,
    metadata: intent.metadata,
    status: intent.status,
    last_payment_error: intent.lastError,
  });

  const subscriptionJson = (sub: SimSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    metadata: sub.metadata,
    items: { object: 'list', data: sub.periodEnd === null ? [] : [{ object: 'subscription_item', current_period_end: sub.periodEnd }] },
  });

  const snapshot = (sub: SimSubscription): SubscriptionSnapshot => ({
    providerSubscriptionId: sub.id,
    status: sub.status,
    currentPeriodEnd: sub.periodEnd === null ? null : new Date(sub.periodEnd * 1000),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    userId: sub.metadata.userId ?? null,
    plan: planOf(sub.metadata),
  });

  const remember = (intent: SimIntent) => {
    if (intents.size >= MAX_INTENTS) intents.delete(intents.keys().next().value as string);
    intents.set(intent.id, intent);
  };

  /** The intent a client secret belongs to, compared in constant time; undefined when unknown or wrong. */
  const intentOf = (clientSecret: string): SimIntent | undefined => {
    const intent = intents.get(clientSecret.split('_secret_')[0] ?? '');
    if (!intent) return undefined;
    const a = Buffer.from(intent.secret);
    const b = Buffer.from(clientSecret);
    return a.length === b.length && timingSafeEqual(a, b) ? intent : undefined;
  };

  const knownIntent = (clientSecret: string) => {
    const intent = intentOf(clientSecret);
    if (!intent) throw new PaymentProviderError('No such payment');
    return intent;
  };

  /** The intent succeeded: its events, plus — for a subscription's first invoice — invoice.paid and the update. */
  const succeed = (intent: SimIntent): SimulatorOutcome => {
    intent.status = 'succeeded';
    intent.lastError = null;
    const events = [event('payment_intent.succeeded', intentJson(intent))];
    const sub = intent.subscriptionId ? subscriptions.get(intent.subscriptionId) : undefined;
    if (sub) {
      const now = clock.now();
      sub.status = 'active';
      sub.periodEnd = unix(addLondonMonths(now, sub.intervalMonths));
      intent.invoiceId = id('in');
      events.push(
        event('invoice.paid', {
          id: intent.invoiceId,
          object: 'invoice',
          amount_paid: sub.amount,
          currency: sub.currency,
          customer: sub.customer,
          parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
          lines: { object: 'list', data: [{ object: 'line_item', period: { start: unix(now), end: sub.periodEnd } }] },
        }),
        event('customer.subscription.updated', subscriptionJson(sub)),
      );
    }
    return { status: 'succeeded', events };
  };

  const fail = (intent: SimIntent, code: 'card_declined' | 'authentication_failed', message: string, declineCode?: string): SimulatorOutcome => {
    intent.status = 'requires_payment_method';
    intent.lastError = { code: code === 'card_declined' ? 'card_declined' : 'payment_intent_authentication_failure', ...(declineCode ? { decline_code: declineCode } : {}), message };
    return { status: 'failed', code, message, events: [event('payment_intent.payment_failed', intentJson(intent))] };
  };

  const newIntent = (amount: number, currency: string, customer: string, metadata: Record<string, string>, subscriptionId?: string): SimIntent => {
    const intentId = id('pi');
    const intent: SimIntent = {
      id: intentId,
      secret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
      amount,
      currency: currency.toLowerCase(),
      customer,
      metadata,
      status: 'requires_payment_method',
      lastError: null,
      ...(subscriptionId ? { subscriptionId } : {}),
    };
    remember(intent);
    return intent;
  };

  /** Refunds a succeeded intent once (the same key or a second call returns the first refund). */
  const refund = (intent: SimIntent | undefined, what: string): { refundId: string } => {
    if (!intent || intent.status !== 'succeeded') throw new PaymentProviderError(`${what} cannot be refunded: it was not paid`);
    intent.refundId ??= id('re');
    return { refundId: intent.refundId };
  };

  const subscriptionOf = (subscriptionId: string): SimSubscription => {
    let sub = subscriptions.get(subscriptionId);
    if (!sub) {
      // Forgotten by a restart: carry on as an active subscription whose period the database still knows.
      sub = { id: subscriptionId, customer: '', status: 'active', amount: 0, currency: 'gbp', intervalMonths: 1, periodEnd: null, cancelAtPeriodEnd: false, metadata: {} };
      subscriptions.set(subscriptionId, sub);
    }
    return sub;
  };

  return {
    name: 'simulator',
    publishableKey: null,

    createCustomer: async (user) => `cus_sim_${user.id.replace(/-/g, '')}`,

    createPayment: async (input) => {
      const intent = newIntent(input.amountPence, input.currency, input.customerId, { userId: input.userId, paymentId: input.paymentId, plan: input.plan });
      return { providerPaymentId: intent.id, clientSecret: intent.secret };
    },

    retrievePayment: async (paymentId) => {
      const intent = intents.get(paymentId);
      if (!intent) throw new PaymentProviderError(`No such payment_intent: ${paymentId}`);
      return paymentSnapshotOf(intentJson(intent) as unknown as Stripe.PaymentIntent);
    },

    createSubscription: async (input) => {
      const sub: SimSubscription = {
        id: id('sub'),
        customer: input.customerId,
        status: 'incomplete',
        amount: input.amountPence,
        currency: input.currency.toLowerCase(),
        intervalMonths: input.intervalMonths,
        periodEnd: null,
        cancelAtPeriodEnd: false,
        metadata: { userId: input.userId, plan: input.plan },
      };
      subscriptions.set(sub.id, sub);
      const intent = newIntent(input.amountPence, input.currency, input.customerId, {}, sub.id);
      return { subscription: snapshot(sub), clientSecret: intent.secret };
    },

    retrieveSubscription: async (subscriptionId) => snapshot(subscriptionOf(subscriptionId)),

    setCancelAtPeriodEnd: async (subscriptionId, cancel) => {
      const sub = subscriptionOf(subscriptionId);
      sub.cancelAtPeriodEnd = cancel;
      return snapshot(sub);
    },

    cancelNow: async (subscriptionId) => {
      subscriptionOf(subscriptionId).status = 'canceled';
    },

    cancelPayment: async (paymentId) => {
      const intent = intents.get(paymentId);
      if (!intent) return;
      if (intent.status === 'succeeded') throw new PaymentProviderError(`payment_intent ${paymentId} has succeeded and cannot be cancelled`);
      intent.status = 'canceled';
    },

    refundPayment: async ({ providerPaymentId }) => refund(intents.get(providerPaymentId), `payment_intent ${providerPaymentId}`),

    refundInvoice: async ({ invoiceId }) => refund([...intents.values()].find((intent) => intent.invoiceId === invoiceId), `invoice ${invoiceId}`),

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        return normaliseStripeEvent(Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid webhook signature');
      }
    },

    simulator: {
      ownerOf(clientSecret) {
        const intent = intentOf(clientSecret);
        if (!intent) return null;
        return intent.metadata.userId ?? (intent.subscriptionId ? subscriptions.get(intent.subscriptionId)?.metadata.userId : undefined) ?? null;
      },

      async confirm(clientSecret, card) {
        const intent = knownIntent(clientSecret);
        if (intent.status === 'succeeded') throw new PaymentNotPendingError('This payment has already succeeded');
        // A superseded PaymentIntent, or (like Stripe voiding the open invoice) one of a cancelled subscription.
        if (intent.status === 'canceled' || (intent.subscriptionId && subscriptions.get(intent.subscriptionId)?.status === 'canceled')) {
          throw new PaymentNotPendingError('This payment was cancelled', 'canceled');
        }
        if (!passesLuhn(card.number)) return { status: 'failed', code: 'card_invalid', message: INCORRECT_NUMBER_MESSAGE, events: [] };
        const now = clock.now();
        const expiresAfter = Date.UTC(2000 + card.expYear, card.expMonth, 1); // first instant after the expiry month
        if (expiresAfter <= now.getTime()) return fail(intent, 'card_declined', EXPIRED_MESSAGE, 'expired_card');
        const behaviour = cardBehaviour(card.number);
        if (behaviour.result === 'succeeds') return succeed(intent);
        if (behaviour.result === 'declined') return fail(intent, 'card_declined', behaviour.message, behaviour.declineCode);
        intent.status = 'requires_action';
        intent.lastError = null;
        return { status: 'requires_action', events: [] };
      },

      async authenticate(clientSecret, outcome) {
        const intent = knownIntent(clientSecret);
        if (intent.status === 'canceled') throw new PaymentNotPendingError('This payment was cancelled', 'canceled');
        if (intent.status !== 'requires_action') throw new PaymentNotPendingError('No authentication is waiting for this payment', 'no_challenge');
        return outcome === 'complete' ? succeed(intent) : fail(intent, 'authentication_failed', AUTHENTICATION_FAILED_MESSAGE);
      },
    },
  };
}

