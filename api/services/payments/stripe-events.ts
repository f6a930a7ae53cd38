import type Stripe from 'stripe';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '#shared/constants.ts';
import type { PaymentEvent, PaymentSnapshot, SubscriptionSnapshot } from './types.ts';

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** The plan named in a subscription's metadata, or null when absent or unknown. */
export function planOf(metadata: Record<string, string> | null | undefined): SubscriptionPlan | null {
  const plan = metadata?.plan;
  return SUBSCRIPTION_PLANS.find((known) => known === plan) ?? null;
}

/** A PaymentIntent's state, normalised (amount in pence, currency upper-case). */
export function paymentSnapshotOf(intent: Stripe.PaymentIntent): PaymentSnapshot {
  const status: PaymentSnapshot['status'] =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'canceled'
        ? 'canceled'
        : intent.status === 'requires_action'
          ? 'requires_action'
          : intent.last_payment_error
            ? 'failed'
            : 'pending';
  return {
    providerPaymentId: intent.id,
    status,
    amountPence: intent.amount,
    currency: intent.currency.toUpperCase(),
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}

/**
 * A subscription's state, normalised. Since Stripe API 2025-03-31 the period lives on the subscription items:
 * the subscription's period end is the latest item's `current_period_end`.
 */
export function subscriptionSnapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((n) => typeof n === 'number');
  return {
    providerSubscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: ends.length ? fromUnix(Math.max(...ends)) : null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    userId: subscription.metadata?.userId ?? null,
    plan: planOf(subscription.metadata),
  };
}

/**
 * Maps a (verified) Stripe event to a {@link PaymentEvent}: `payment_intent.succeeded` / `.payment_failed`,
 * `invoice.paid` of a subscription invoice (period from its first line), `customer.subscription.created` /
 * `.updated` / `.deleted`; anything else is `other` (acknowledged, recorded, not acted on). Used by the Stripe
 * provider's webhook path AND by the simulator, whose events are built in Stripe's shapes.
 */
export function normaliseStripeEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, created: fromUnix(event.created) };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...base, kind: 'payment_succeeded', payment: paymentSnapshotOf(event.data.object) };
    case 'payment_intent.payment_failed':
      return { ...base, kind: 'payment_failed', payment: { ...paymentSnapshotOf(event.data.object), status: 'failed' } };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const line = invoice.lines?.data?.[0];
      if (!details || !line || !invoice.id) return { ...base, kind: 'other' };
      return {
        ...base,
        kind: 'invoice_paid',
        invoiceId: invoice.id,
        subscriptionId: typeof details.subscription === 'string' ? details.subscription : details.subscription.id,
        userId: details.metadata?.userId ?? null,
        plan: planOf(details.metadata),
        amountPence: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        periodStart: fromUnix(line.period.start),
        periodEnd: fromUnix(line.period.end),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, kind: 'subscription_changed', subscription: subscriptionSnapshotOf(event.data.object) };
    default:
      return { ...base, kind: 'other' };
  }
}
