import type { ContactAccessPlan, SubscriptionPlan } from '#shared/constants.ts';

/** Which implementation runs: Stripe (STRIPE_SECRET_KEY set) or the built-in simulator (default). */
export type ProviderName = 'stripe' | 'simulator';

/**
 * A subscription's state as the provider reports it. `status` is Stripe's vocabulary (incomplete, active, trialing,
 * past_due, canceled, incomplete_expired, unpaid, paused); `currentPeriodEnd` is the end of the paid period.
 */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id from the subscription's metadata, when the provider has it. */
  userId: string | null;
  /** What it pays for, from the subscription's metadata (null when absent: an older membership subscription). */
  plan: SubscriptionPlan | null;
}

/** A one-time payment (PaymentIntent) as the provider reports it; money in integer pence, currency upper-case. */
export interface PaymentSnapshot {
  providerPaymentId: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  amountPence: number;
  currency: string;
  /** The provider's message for the last failure (e.g. "Your card was declined."), or null. */
  failureMessage: string | null;
}

/**
 * What happened at the provider, normalised from a Stripe event (webhook) or a simulator event — the input of the
 * ONE event handler (api/modules/payments/payment-events.ts). `id` is the provider's event id (processed once);
 * `created` is when it happened at the provider.
 */
export type PaymentEvent = { id: string; type: string; created: Date } & (
  | { kind: 'payment_succeeded'; payment: PaymentSnapshot }
  | { kind: 'payment_failed'; payment: PaymentSnapshot }
  | {
      kind: 'invoice_paid';
      invoiceId: string;
      subscriptionId: string;
      userId: string | null;
      /** The subscription's plan from its metadata (null when absent). */
      plan: SubscriptionPlan | null;
      amountPence: number;
      currency: string;
      periodStart: Date;
      periodEnd: Date;
    }
  | { kind: 'subscription_changed'; subscription: SubscriptionSnapshot }
  | { kind: 'other' }
);

/** Input of {@link PaymentProvider.createPayment}: a one-time contact-access payment. */
export interface CreatePaymentInput {
  /** Our payments.id (UUID); also the provider's idempotency key, so a retried call creates one PaymentIntent. */
  paymentId: string;
  userId: string;
  customerId: string;
  plan: ContactAccessPlan;
  amountPence: number;
  currency: string;
  description: string;
}

/** Input of {@link PaymentProvider.createSubscription}: a recurring monthly subscription. */
export interface CreateSubscriptionInput {
  /** A fresh UUID for this attempt; the provider's idempotency key. */
  requestId: string;
  userId: string;
  customerId: string;
  /** What the subscription pays for; stored in the provider's metadata and chooses the provider's product. */
  plan: SubscriptionPlan;
  amountPence: number;
  currency: string;
  intervalMonths: number;
  description: string;
}

/** Outcome of a simulated card confirmation: events to hand to the event handler, and what the client sees. */
export type SimulatorOutcome =
  | { status: 'succeeded' | 'requires_action'; events: PaymentEvent[] }
  | { status: 'failed'; code: 'card_declined' | 'card_invalid' | 'authentication_failed'; message: string; events: PaymentEvent[] };

/** The simulator's stand-in for Stripe.js confirmation; present only on the simulator provider. */
export interface SimulatorControls {
  /** The user id a client secret's payment belongs to, or null when the secret is unknown or wrong. */
  ownerOf(clientSecret: string): string | null;
  /**
   * Confirms with a card (Stripe's test numbers: 4242… succeeds, 4000 0000 0000 0002 declines, 4000 0027 6000 3184
   * needs 3-D Secure). @throws PaymentNotPendingError when the payment already succeeded.
   */
  confirm(clientSecret: string, card: { number: string; expMonth: number; expYear: number }): Promise<SimulatorOutcome>;
  /** Answers the simulated 3-D Secure challenge. @throws PaymentNotPendingError unless one is waiting. */
  authenticate(clientSecret: string, outcome: 'complete' | 'fail'): Promise<SimulatorOutcome>;
}

/**
 * THE payment-provider boundary (docs/decisions/020-payment-provider-boundary.md). Everything outside
 * api/services/payments and api/modules/payments talks to the provider only through the payments module; the
 * module talks only to this interface. All amounts are integer pence; currency codes are upper-case ('GBP').
 * Calls that reach the provider throw {@link PaymentProviderError} when it fails or refuses.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Stripe's publishable key for the browser, or null for the simulator (served by GET /api/config). */
  readonly publishableKey: string | null;
  /** Creates the provider's customer for a user; returns its id. */
  createCustomer(user: { id: string; email: string; fullName: string }): Promise<string>;
  /** Creates a one-time PaymentIntent; returns its id and the client secret the browser confirms with. */
  createPayment(input: CreatePaymentInput): Promise<{ providerPaymentId: string; clientSecret: string }>;
  /** The PaymentIntent's current state (the server-side check of a confirmation). */
  retrievePayment(providerPaymentId: string): Promise<PaymentSnapshot>;
  /** Creates an incomplete subscription whose first invoice the browser pays with the returned client secret. */
  createSubscription(input: CreateSubscriptionInput): Promise<{ subscription: SubscriptionSnapshot; clientSecret: string }>;
  /** The subscription's current state. */
  retrieveSubscription(providerSubscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Sets or clears "cancel at the end of the current period"; returns the new state. */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Cancels at once (used for abandoned, never-paid subscriptions). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /** Cancels an unpaid PaymentIntent (superseded by another product); one already cancelled is left as it is. */
  cancelPayment(providerPaymentId: string): Promise<void>;
  /**
   * Refunds a succeeded PaymentIntent in full (decision 157: paid for what the member already had). The
   * idempotency key makes a retried call refund once. Returns the provider's refund id.
   */
  refundPayment(input: { providerPaymentId: string; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Refunds a paid subscription invoice in full (its payment), as {@link refundPayment}. */
  refundInvoice(input: { invoiceId: string; idempotencyKey: string }): Promise<{ refundId: string }>;
  /**
   * Verifies a webhook delivery's signature over the raw body and normalises the event.
   * @throws WebhookSignatureError when the signature is missing, wrong or too old.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Only on the simulator. */
  readonly simulator?: SimulatorControls;
  /** True for the provider of a server where payments are not configured (every call fails). */
  readonly unavailable?: boolean;
}

/** The provider failed or refused a call (network, API error). `message` is safe to log, not to show. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook delivery whose signature does not verify. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The payment is not waiting for a confirmation: it already succeeded, it was cancelled (superseded by another
 * product, or its subscription abandoned), or no challenge is pending.
 */
export class PaymentNotPendingError extends Error {
  readonly reason: 'succeeded' | 'canceled' | 'no_challenge';
  constructor(message = 'This payment is not waiting for a confirmation', reason: 'succeeded' | 'canceled' | 'no_challenge' = 'succeeded') {
    super(message);
    this.name = 'PaymentNotPendingError';
    this.reason = reason;
  }
}

/**
 * No payment provider is configured (a production server with neither Stripe keys nor PAYMENT_SIMULATOR=true):
 * answered 503 `payments_unavailable`, logged once at start, not per request.
 */
export class PaymentsUnavailableError extends PaymentProviderError {
  constructor() {
    super('Payments are not configured (set the Stripe keys, or PAYMENT_SIMULATOR=true)');
    this.name = 'PaymentsUnavailableError';
  }
}
