import { randomUUID } from 'node:crypto';
import {
  CONTACT_ACCESS_PRICE_PENCE,
  CURRENCY,
  PRODUCT_ENTITLEMENT,
  PRODUCT_PRICE_PENCE,
  SUBSCRIPTION_INTERVAL_MONTHS,
  SUBSCRIPTION_PRICE_PENCE,
  type ContactAccessPlan,
  type Product,
  type SubscriptionPlan,
} from '#shared/constants.ts';
import type { BillingStatus, PaymentCreated, SubscriptionStatus } from '#shared/payments/schemas.ts';
import { HttpError, alreadyEntitled, conflict, notFound } from '../../http/errors.ts';
import { PaymentProviderError, PaymentsUnavailableError } from '../../services/payments/types.ts';
import type { User } from '../users/user.entity.ts';
import { BillingCustomerSchema } from './billing-customer.entity.ts';
import { openCheckout, supersedeOtherCheckouts, type CheckoutStrategy } from './checkout.service.ts';
import type { PaymentsContext } from './payments-context.ts';
import { ACCESS_SUBSCRIPTION_STATUSES, entitledUntil, loadPaidAccess } from './entitlement.service.ts';
import { applyPaymentSucceeded, applySubscriptionState } from './payment-events.ts';
import { PaymentSchema } from './payment.entity.ts';
import { SubscriptionSchema, type Subscription } from './subscription.entity.ts';
import { sql } from './sql.ts';

/** A pending payment or subscription younger than this is checked with the provider on status reads (ms). */
export const RECONCILE_WINDOW_MS = 60 * 60 * 1000;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Our own "now" for states read straight from the provider, at the provider's one-second resolution. */
const wholeSecond = (date: Date) => new Date(unixSeconds(date) * 1000);

/**
 * Runs a provider call; its failure becomes 502 `payment_provider_error` (logged with the cause), or 503
 * `payments_unavailable` where no provider is configured (said once at start, not per request).
 */
async function viaProvider<T>(c: PaymentsContext, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof PaymentsUnavailableError) throw new HttpError(503, 'payments_unavailable', 'Payments are not available on this server yet. Please try again later.');
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
    { user: user.id, provider: c.provider.name, plan: { $in: ['monthly', 'yearly'] }, status: { $in: ['pending', 'failed'] }, createdAt: { $gt: since } },
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
        await c.em.fork().transactional((tx) => applyPaymentSucceeded(tx, c.provider.name, snapshot, c.clock.now(), { log: c.log, publicUrl: c.publicUrl }));
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

/** The checkout strategy of each product: how its intent is made, checked and cancelled at the provider. */
function strategies(c: PaymentsContext, user: User): Record<Product, CheckoutStrategy> {
  const payment = (plan: ContactAccessPlan): CheckoutStrategy => ({
    async create(paymentId) {
      const customerId = await ensureCustomer(c, user);
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
      await sql(
        c.em,
        `insert into payments (id, user_id, provider, provider_ref, plan, product, amount_pence, currency, status, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', now(), now())`,
        [paymentId, user.id, c.provider.name, created.providerPaymentId, plan, plan, amountPence, CURRENCY],
      );
      return { providerRef: created.providerPaymentId, clientSecret: created.clientSecret };
    },
    async check(providerRef) {
      const snapshot = await c.provider.retrievePayment(providerRef).catch((err: unknown) => {
        if (err instanceof PaymentsUnavailableError || !(err instanceof PaymentProviderError)) throw err;
        return null;
      });
      if (!snapshot || snapshot.status === 'canceled') return 'gone';
      return snapshot.status === 'succeeded' ? 'paid' : 'payable';
    },
    async cancel(providerRef) {
      await sql(c.em, `update payments set status = 'canceled', updated_at = now() where provider = ? and provider_ref = ? and status in ('pending', 'failed')`, [
        c.provider.name,
        providerRef,
      ]);
      await c.provider.cancelPayment(providerRef);
    },
  });
  const subscription = (plan: SubscriptionPlan): CheckoutStrategy => ({
    async create(requestId) {
      const customerId = await ensureCustomer(c, user);
      const created = await viaProvider(c, () =>
        c.provider.createSubscription({
          requestId,
          userId: user.id,
          customerId,
          plan,
          amountPence: SUBSCRIPTION_PRICE_PENCE[plan],
          currency: CURRENCY,
          intervalMonths: SUBSCRIPTION_INTERVAL_MONTHS,
          description: plan === 'education' ? 'Tamil Community education subscription' : 'Tamil Community membership',
        }),
      );
      await c.em
        .fork()
        .transactional((tx) => applySubscriptionState(tx, c.provider.name, { ...created.subscription, userId: user.id, plan }, wholeSecond(c.clock.now()), true));
      return { providerRef: created.subscription.providerSubscriptionId, clientSecret: created.clientSecret };
    },
    async check(providerRef) {
      const snapshot = await c.provider.retrieveSubscription(providerRef).catch((err: unknown) => {
        if (err instanceof PaymentsUnavailableError || !(err instanceof PaymentProviderError)) throw err;
        return null;
      });
      if (!snapshot) return 'gone';
      if (snapshot.status === 'incomplete') return 'payable';
      return (ACCESS_SUBSCRIPTION_STATUSES as readonly string[]).includes(snapshot.status) ? 'paid' : 'gone';
    },
    async cancel(providerRef) {
      await sql(c.em, `update subscriptions set status = 'canceled', updated_at = now() where provider = ? and provider_ref = ? and status = 'incomplete'`, [
        c.provider.name,
        providerRef,
      ]);
      await c.provider.cancelNow(providerRef);
    },
  });
  return { monthly: payment('monthly'), yearly: payment('yearly'), membership: subscription('membership'), education: subscription('education') };
}

/**
 * Starts — or resumes — the member's payment for `product` (decision 157): the four products are the £1 month and
 * £12 year of contact access (spec 000 §7 POST /api/create-contact-payment, /api/create-yearly-subscription), the £1
 * membership and the £2 education subscription (POST /api/subscription/create, /api/subscription/education/create).
 * While a payment for the same product is open its PaymentIntent is reused: the same client secret, however many
 * taps, tabs or parallel requests. Opening one product supersedes — and cancels at the provider — the member's
 * open payments of the other products of the same entitlement. Prices from shared/constants.ts, in pence.
 * @throws HttpError 409 `already_entitled` (with `entitledUntil`) while the entitlement it buys is active;
 *   502 `payment_provider_error`; 503 `payments_unavailable` when no provider is configured.
 */
export async function startCheckout(c: PaymentsContext, user: User, product: Product): Promise<PaymentCreated> {
  await reconcilePending(c, user);
  const entitlement = PRODUCT_ENTITLEMENT[product];
  const refuseIfEntitled = async () => {
    const until = entitledUntil(await loadPaidAccess(c.em, user.id, c.clock.now()), entitlement);
    if (until) throw alreadyEntitled(until);
  };
  await refuseIfEntitled();
  const all = strategies(c, user);
  const opened = await openCheckout(c, user, product, all[product]);
  if (opened.kind === 'paid') {
    // Paid meanwhile (another tab, a webhook on its way): count it, then refuse as above.
    await reconcilePending(c, user);
    await refuseIfEntitled();
    throw conflict('This payment has already been completed.', 'payment_not_pending');
  }
  await supersedeOtherCheckouts(c, user, product, all);
  return { clientSecret: opened.clientSecret, amountPence: PRODUCT_PRICE_PENCE[product], currency: CURRENCY };
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
