import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { CONTACT_ACCESS_PRICE_PENCE, CURRENCY, SUBSCRIPTION_INTERVAL_MONTHS, SUBSCRIPTION_PRICE_PENCE, type ContactAccessPlan, type SubscriptionPlan } from '#shared/constants.ts';
import type { BillingStatus, PaymentCreated, SubscriptionStatus } from '#shared/schemas/payments.ts';
import { HttpError, conflict, notFound } from '../../http/errors.ts';
import type { Clock } from '../../services/clock.ts';
import { PaymentProviderError, type PaymentProvider } from '../../services/payments/types.ts';
import type { User } from '../users/user.entity.ts';
import { BillingCustomerSchema } from './billing-customer.entity.ts';
import { ACCESS_SUBSCRIPTION_STATUSES, loadPaidAccess } from './entitlement.service.ts';
import { applyPaymentSucceeded, applySubscriptionState } from './payment-events.ts';
import { PaymentSchema } from './payment.entity.ts';
import { SubscriptionSchema, type Subscription } from './subscription.entity.ts';
import { sql } from './sql.ts';

/** What the payment services need: the request's EntityManager, the provider, the clock and a logger. */
export interface PaymentsContext {
  em: EntityManager;
  provider: PaymentProvider;
  clock: Clock;
  log: Logger;
}

/** A pending payment or subscription younger than this is checked with the provider on status reads (ms). */
export const RECONCILE_WINDOW_MS = 60 * 60 * 1000;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Our own "now" for states read straight from the provider, at the provider's one-second resolution. */
const wholeSecond = (date: Date) => new Date(unixSeconds(date) * 1000);

/** Runs a provider call; its failure becomes 502 `payment_provider_error` (logged with the cause). */
async function viaProvider<T>(c: PaymentsContext, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    c.log.warn({ err }, 'payment provider call failed');
    throw new HttpError(502, 'payment_provider_error', 'The payment service did not answer. Please try again.');
  }
}

/** The provider's customer id of `user`, created once (a concurrent second creation keeps the first row). */
async function ensureCustomer(c: PaymentsContext, user: User): Promise<string> {
  const existing = await c.em.findOne(BillingCustomerSchema, { user: user.id, provider: c.provider.name });
  if (existing) return existing.customerRef;
  const customerRef = await viaProvider(c, () => c.provider.createCustomer({ id: user.id, email: user.email, fullName: user.fullName }));
  await sql(
    c.em,
    `insert into billing_customers (id, user_id, provider, customer_ref, created_at, updated_at) values (?, ?, ?, ?, now(), now())
     on conflict do nothing`,
    [randomUUID(), user.id, c.provider.name, customerRef],
  );
  const [row] = await sql<{ customer_ref: string }>(c.em, 'select customer_ref from billing_customers where user_id = ? and provider = ?', [user.id, c.provider.name]);
  return row?.customer_ref ?? customerRef;
}

/**
 * Checks the member's most recent unfinished payment and incomplete subscription (younger than an hour) with the
 * provider, and applies what it confirms — so a payment the browser has just confirmed counts even before its
 * webhook arrives. Provider failures are logged and ignored (the webhook still comes).
 */
export async function reconcilePending(c: PaymentsContext, user: User): Promise<void> {
  const since = new Date(c.clock.now().getTime() - RECONCILE_WINDOW_MS);
  const payment = await c.em.findOne(
    PaymentSchema,
    { user: user.id, provider: c.provider.name, plan: { $in: ['monthly', 'yearly'] }, status: { $ne: 'succeeded' }, createdAt: { $gt: since } },
    { orderBy: { createdAt: 'desc' } },
  );
  const subscription = await c.em.findOne(
    SubscriptionSchema,
    { user: user.id, provider: c.provider.name, status: 'incomplete', createdAt: { $gt: since } },
    { orderBy: { createdAt: 'desc' } },
  );
  try {
    if (payment) {
      const snapshot = await c.provider.retrievePayment(payment.providerRef);
      if (snapshot.status === 'succeeded') {
        await c.em.fork().transactional((tx) => applyPaymentSucceeded(tx, c.provider.name, snapshot, c.clock.now(), c.log));
      }
    }
    if (subscription) {
      const snapshot = await c.provider.retrieveSubscription(subscription.providerRef);
      await c.em.fork().transactional((tx) => applySubscriptionState(tx, c.provider.name, snapshot, wholeSecond(c.clock.now()), true));
    }
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    c.log.warn({ err }, 'could not check a pending payment with the provider');
  }
}

/**
 * Starts a one-time contact-access payment (spec 000 §7 POST /api/create-contact-payment — `monthly`, £1 to the
 * end of the London calendar month; POST /api/create-yearly-subscription — `yearly`, £12 for 12 months): creates
 * the PaymentIntent and a pending payments row. Prices from shared/constants.ts, in pence.
 * @throws HttpError 409 `already_has_access` when the member already has paid access; 502 when the provider fails.
 */
export async function startContactPayment(c: PaymentsContext, user: User, plan: ContactAccessPlan): Promise<PaymentCreated> {
  await reconcilePending(c, user);
  const paid = await loadPaidAccess(c.em, user.id, c.clock.now());
  if (paid.paidUntil || paid.subscribedUntil) throw conflict('You already have access to contact details', 'already_has_access');
  const customerId = await ensureCustomer(c, user);
  const paymentId = randomUUID();
  const amountPence = CONTACT_ACCESS_PRICE_PENCE[plan];
  const created = await viaProvider(c, () =>
    c.provider.createPayment({
      paymentId,
      userId: user.id,
      customerId,
      plan,
      amountPence,
      currency: CURRENCY,
      description: plan === 'monthly' ? 'Contact access for this month' : 'Contact access for 12 months',
    }),
  );
  c.em.create(PaymentSchema, {
    id: paymentId,
    user,
    provider: c.provider.name,
    providerRef: created.providerPaymentId,
    plan,
    amountPence,
    currency: CURRENCY,
    status: 'pending',
    failureMessage: null,
    paidAt: null,
    validFrom: null,
    validUntil: null,
  });
  await c.em.flush();
  return { clientSecret: created.clientSecret, amountPence, currency: CURRENCY };
}

/** GET /api/billing-status (spec 000 §3): `hasPaid` while a monthly/yearly period covers now, and its end. */
export async function billingStatus(c: PaymentsContext, user: User): Promise<BillingStatus> {
  await reconcilePending(c, user);
  const { paidUntil } = await loadPaidAccess(c.em, user.id, c.clock.now());
  return { hasPaid: paidUntil !== null, validUntil: paidUntil ? unixSeconds(paidUntil) : null };
}

/** The member's running subscription of `plan` (active/trialing, period not over), the latest-ending one. */
function activeSubscription(c: PaymentsContext, user: User, plan: SubscriptionPlan): Promise<Subscription | null> {
  return c.em.findOne(
    SubscriptionSchema,
    { user: user.id, plan, status: { $in: [...ACCESS_SUBSCRIPTION_STATUSES] }, currentPeriodEnd: { $gt: c.clock.now() } },
    { orderBy: { currentPeriodEnd: 'desc' } },
  );
}

const statusOf = (sub: Subscription | null): SubscriptionStatus =>
  sub?.currentPeriodEnd
    ? { isActive: true, periodEnd: unixSeconds(sub.currentPeriodEnd), cancelAtPeriodEnd: sub.cancelAtPeriodEnd }
    : { isActive: false, periodEnd: null, cancelAtPeriodEnd: false };

/**
 * GET /api/subscription/status (spec 000 §3) and its education twin: `isActive`, `periodEnd` (Unix seconds),
 * `cancelAtPeriodEnd` of the member's `plan` subscription.
 */
export async function subscriptionStatus(c: PaymentsContext, user: User, plan: SubscriptionPlan): Promise<SubscriptionStatus> {
  await reconcilePending(c, user);
  return statusOf(await activeSubscription(c, user, plan));
}

/**
 * POST /api/subscription/create (spec 000 §4 Subscription) and POST /api/subscription/education/create (§9 £2):
 * abandons the member's earlier never-paid attempts of that plan, then creates an incomplete monthly subscription of
 * `plan` (price from SUBSCRIPTION_PRICE_PENCE) whose first invoice the browser pays with the returned secret.
 * @throws HttpError 409 `subscription_exists` when one of that plan is running; 502 when the provider fails.
 */
export async function startSubscription(c: PaymentsContext, user: User, plan: SubscriptionPlan): Promise<PaymentCreated> {
  await reconcilePending(c, user);
  if (await activeSubscription(c, user, plan)) throw conflict('You already have an active subscription', 'subscription_exists');
  const amountPence = SUBSCRIPTION_PRICE_PENCE[plan];
  const abandoned = await c.em.find(SubscriptionSchema, { user: user.id, provider: c.provider.name, plan, status: 'incomplete' });
  for (const sub of abandoned) {
    await c.provider.cancelNow(sub.providerRef).catch((err: unknown) => c.log.warn({ err }, 'could not cancel an abandoned subscription'));
    sub.status = 'canceled';
    sub.stateAt = wholeSecond(c.clock.now());
  }
  await c.em.flush();
  const customerId = await ensureCustomer(c, user);
  const created = await viaProvider(c, () =>
    c.provider.createSubscription({
      requestId: randomUUID(),
      userId: user.id,
      customerId,
      plan,
      amountPence,
      currency: CURRENCY,
      intervalMonths: SUBSCRIPTION_INTERVAL_MONTHS,
      description: plan === 'education' ? 'Tamil Community education subscription' : 'Tamil Community membership',
    }),
  );
  await c.em
    .fork()
    .transactional((tx) => applySubscriptionState(tx, c.provider.name, { ...created.subscription, userId: user.id, plan }, wholeSecond(c.clock.now()), true));
  return { clientSecret: created.clientSecret, amountPence, currency: CURRENCY };
}

/**
 * DELETE /api/subscription/cancel (`cancel` true: ends at the period end, access until then) and POST
 * /api/subscription/reactivate (`cancel` false: renews again), and their education twins, for the `plan`
 * subscription. Returns the new status.
 * @throws HttpError 404 `no_active_subscription` when nothing of that plan is running; 502 when the provider fails.
 */
export async function setSubscriptionCancel(c: PaymentsContext, user: User, plan: SubscriptionPlan, cancel: boolean): Promise<SubscriptionStatus> {
  const sub = await activeSubscription(c, user, plan);
  if (!sub) throw new HttpError(404, 'no_active_subscription', 'You have no active subscription');
  if (sub.cancelAtPeriodEnd !== cancel) {
    const snapshot = await viaProvider(c, () => c.provider.setCancelAtPeriodEnd(sub.providerRef, cancel));
    await c.em.fork().transactional((tx) => applySubscriptionState(tx, c.provider.name, { ...snapshot, userId: user.id, plan }, wholeSecond(c.clock.now()), true));
    await c.em.refresh(sub);
  }
  return statusOf(sub);
}

/** @throws HttpError 404 when no payment has this client secret (helper for routes). */
export const noSuchPayment = () => notFound('No such payment');
