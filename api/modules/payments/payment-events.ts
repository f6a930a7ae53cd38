import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { contactAccessValidUntil } from '#shared/billing-periods.ts';
import { CURRENCY, PRODUCT_ENTITLEMENT, type ContactAccessPlan, type Entitlement } from '#shared/constants.ts';
import { enqueueOnce } from '../../lib/jobs/enqueue.ts';
import { queueMail } from '../../services/mail-queue.ts';
import type { PaymentEvent, PaymentSnapshot, ProviderName, SubscriptionSnapshot } from '../../services/payments/types.ts';
import { closeCheckoutOf } from './checkout.service.ts';
import { entitledUntil, loadPaidAccess } from './entitlement.service.ts';
import { receiptMail, type PaymentFacts } from './payments.mail.ts';
import { refundJob } from './refund.job.ts';
import { sql } from './sql.ts';

/** Where receipts link to; set once per app by the payments module (the public URL of the server). */
export interface PaymentEventOptions {
  log?: Logger;
  /** The public URL for the links in receipts; without it no receipt is mailed (e.g. a test of the handler alone). */
  publicUrl?: string;
}

/** Whether `userId` already holds `entitlement` at `at` from something else than the payment being applied. */
async function alreadyEntitled(em: EntityManager, userId: string, entitlement: Entitlement, at: Date): Promise<boolean> {
  return entitledUntil(await loadPaidAccess(em, userId, at), entitlement) !== null;
}

/** Mails `userId` the receipt of a payment (inside the caller's transaction), when a public URL is known. */
async function queueReceipt(em: EntityManager, userId: string, facts: PaymentFacts, publicUrl: string | undefined): Promise<void> {
  if (!publicUrl) return;
  const [user] = await sql<{ email: string }>(em, 'select email from users where id = ?', [userId]);
  if (user) queueMail(em, receiptMail({ publicUrl }, user.email, facts));
}

/**
 * Marks payment `paymentId` `refund_pending` and queues its refund (once per payment, by the job's unique key):
 * it succeeded for an entitlement the member already had (decision 157).
 */
async function refundInstead(em: EntityManager, paymentId: string, subscriptionRef: string | null = null): Promise<void> {
  await enqueueOnce(em, refundJob, { paymentId, subscriptionRef }, { uniqueKey: `payments.refund:${paymentId}` });
}


/** Statuses of a subscription after which nothing changes it again. */
const FINAL_SUBSCRIPTION_STATUSES = ['canceled', 'incomplete_expired'];

/**
 * Marks a contact-access payment succeeded and grants its paid period, once: the payment row (by provider and
 * PaymentIntent id) flips from pending/failed to succeeded with `validFrom = paidAt` and `validUntil` from the
 * plan (shared/billing-periods.ts), and the member's `totalSpent` grows by the amount. Nothing happens for an
 * unknown PaymentIntent (e.g. one paying a subscription invoice) or one already succeeded. A reported amount or
 * currency that differs from what was asked marks the payment failed instead (and is logged).
 * Must run inside a transaction. Returns true when this call granted the period.
 */
export async function applyPaymentSucceeded(em: EntityManager, provider: ProviderName, payment: PaymentSnapshot, paidAt: Date, options: PaymentEventOptions = {}): Promise<boolean> {
  const { log } = options;
  const [row] = await sql<{ id: string; user_id: string; plan: string; amount_pence: number; currency: string; status: string }>(
    em,
    'select id, user_id, plan, amount_pence, currency, status from payments where provider = ? and provider_ref = ? for update',
    [provider, payment.providerPaymentId],
  );
  if (!row || ['succeeded', 'refund_pending', 'refunded'].includes(row.status) || row.plan === 'subscription') return false;
  await closeCheckoutOf(em, provider, payment.providerPaymentId, 'completed');
  if (row.amount_pence !== payment.amountPence || row.currency !== payment.currency) {
    log?.error({ paymentId: row.id, expected: [row.amount_pence, row.currency], reported: [payment.amountPence, payment.currency] }, 'payment amount mismatch');
    await sql(em, `update payments set status = 'failed', failure_message = ?, updated_at = now() where id = ? and status <> 'succeeded'`, [
      'Amount mismatch',
      row.id,
    ]);
    return false;
  }
  if (await alreadyEntitled(em, row.user_id, 'contact', paidAt)) {
    // Paid for what the member already had (a late webhook, two intents confirmed at the provider): refund it.
    const marked = await sql(em, `update payments set status = 'refund_pending', paid_at = ?, failure_message = null, updated_at = now() where id = ? and status in ('pending', 'failed', 'canceled') returning id`, [
      paidAt,
      row.id,
    ]);
    if (marked.length) await refundInstead(em, row.id);
    log?.warn({ paymentId: row.id, userId: row.user_id }, 'payment for an entitlement already held: refunding');
    return false;
  }
  const validUntil = contactAccessValidUntil(row.plan as ContactAccessPlan, paidAt);
  const updated = await sql(
    em,
    `update payments set status = 'succeeded', paid_at = ?, valid_from = ?, valid_until = ?, failure_message = null, updated_at = now()
     where id = ? and status <> 'succeeded' returning id`,
    [paidAt, paidAt, validUntil, row.id],
  );
  if (!updated.length) return false;
  await sql(em, 'update users set total_spent = total_spent + ? where id = ?', [row.amount_pence, row.user_id]);
  await queueReceipt(em, row.user_id, { plan: row.plan as ContactAccessPlan, amountPence: row.amount_pence, at: paidAt, validUntil }, options.publicUrl);
  return true;
}

/** Records a failed attempt (never undoes a success). */
async function applyPaymentFailed(em: EntityManager, provider: ProviderName, payment: PaymentSnapshot) {
  await sql(em, `update payments set status = 'failed', failure_message = ?, updated_at = now() where provider = ? and provider_ref = ? and status <> 'succeeded'`, [
    (payment.failureMessage ?? 'Payment failed').slice(0, 500),
    provider,
    payment.providerPaymentId,
  ]);
}

/**
 * Applies a subscription's state reported at provider time `at`: inserted when unknown (if its metadata names the
 * user; its plan from the metadata, `membership` when absent), else updated only when `at` is not older than the state applied last (an event) — or always, for
 * `fresh` state the provider has just returned to our own call (cancel, reactivate, retrieve) — and never once the
 * subscription is final; the period end only moves forward. Must run inside a transaction.
 */
export async function applySubscriptionState(em: EntityManager, provider: ProviderName, snapshot: SubscriptionSnapshot, at: Date, fresh = false): Promise<void> {
  if (snapshot.userId) {
    await sql(
      em,
      `insert into subscriptions (id, user_id, provider, provider_ref, plan, status, current_period_end, cancel_at_period_end, state_at, created_at, updated_at)
       select ?, u.id, ?, ?, ?, ?, ?, ?, ?, now(), now() from users u where u.id = ?
       on conflict (provider, provider_ref) do nothing`,
      [randomUUID(), provider, snapshot.providerSubscriptionId, snapshot.plan ?? 'membership', snapshot.status, snapshot.currentPeriodEnd, snapshot.cancelAtPeriodEnd, at, snapshot.userId],
    );
  }
  await sql(
    em,
    `update subscriptions set status = ?, cancel_at_period_end = ?, state_at = greatest(state_at, ?::timestamptz), updated_at = now(),
       current_period_end = greatest(current_period_end, ?::timestamptz)
     where provider = ? and provider_ref = ? and (state_at <= ? or ?) and status not in (${FINAL_SUBSCRIPTION_STATUSES.map(() => '?').join(', ')})`,
    [snapshot.status, snapshot.cancelAtPeriodEnd, at, snapshot.currentPeriodEnd, provider, snapshot.providerSubscriptionId, at, fresh, ...FINAL_SUBSCRIPTION_STATUSES],
  );
}

/**
 * A paid subscription invoice: the ledger row (once per invoice, adding to totalSpent), the period moves on and the
 * member gets a receipt. A subscription's first invoice paid while the member already held what it buys (another
 * membership, contact access bought meanwhile) is refunded and the subscription cancelled instead (decision 157).
 */
async function applyInvoicePaid(em: EntityManager, provider: ProviderName, event: Extract<PaymentEvent, { kind: 'invoice_paid' }>, options: PaymentEventOptions) {
  const [sub] = await sql<{ id: string; user_id: string; status: string; plan: 'membership' | 'education' }>(
    em,
    'select id, user_id, status, plan from subscriptions where provider = ? and provider_ref = ? for update',
    [provider, event.subscriptionId],
  );
  const userId = sub?.user_id ?? event.userId;
  if (!userId) return;
  await closeCheckoutOf(em, provider, event.subscriptionId, 'completed');
  const plan = sub?.plan ?? event.plan ?? 'membership';
  if (sub?.status === 'incomplete' && event.amountPence > 0 && (await alreadyEntitled(em, userId, PRODUCT_ENTITLEMENT[plan], event.created))) {
    const inserted = await sql<{ id: string }>(
      em,
      `insert into payments (id, user_id, provider, provider_ref, plan, product, amount_pence, currency, status, paid_at, created_at, updated_at)
       select ?, u.id, ?, ?, 'subscription', ?, ?, ?, 'refund_pending', ?, now(), now() from users u where u.id = ?
       on conflict (provider, provider_ref) do nothing returning id`,
      [randomUUID(), provider, event.invoiceId, plan, event.amountPence, event.currency, event.created, userId],
    );
    await sql(em, `update subscriptions set status = 'canceled', state_at = greatest(state_at, ?::timestamptz), updated_at = now() where id = ?`, [event.created, sub.id]);
    if (inserted[0]) await refundInstead(em, inserted[0].id, event.subscriptionId);
    options.log?.warn({ subscriptionId: event.subscriptionId, userId }, 'first invoice paid for an entitlement already held: refunding');
    return;
  }
  if (!sub) {
    await applySubscriptionState(
      em,
      provider,
      { providerSubscriptionId: event.subscriptionId, status: 'active', currentPeriodEnd: event.periodEnd, cancelAtPeriodEnd: false, userId, plan: event.plan },
      event.created,
    );
  }
  if (event.amountPence > 0 && event.currency === CURRENCY) {
    const inserted = await sql(
      em,
      `insert into payments (id, user_id, provider, provider_ref, plan, product, amount_pence, currency, status, paid_at, valid_from, valid_until, created_at, updated_at)
       select ?, u.id, ?, ?, 'subscription', ?, ?, ?, 'succeeded', ?, ?, ?, now(), now() from users u where u.id = ?
       on conflict (provider, provider_ref) do nothing returning id`,
      [randomUUID(), provider, event.invoiceId, plan, event.amountPence, event.currency, event.created, event.periodStart, event.periodEnd, userId],
    );
    if (inserted.length) {
      await sql(em, 'update users set total_spent = total_spent + ? where id = ?', [event.amountPence, userId]);
      await queueReceipt(em, userId, { plan: 'subscription', subscriptionPlan: plan, amountPence: event.amountPence, at: event.created, validUntil: event.periodEnd }, options.publicUrl);
    }
  }
  await sql(
    em,
    `update subscriptions set current_period_end = greatest(current_period_end, ?::timestamptz),
       status = case when status in ('incomplete', 'past_due', 'unpaid') then 'active' else status end,
       state_at = greatest(state_at, ?::timestamptz), updated_at = now()
     where provider = ? and provider_ref = ? and status not in (${FINAL_SUBSCRIPTION_STATUSES.map(() => '?').join(', ')})`,
    [event.periodEnd, event.created, provider, event.subscriptionId, ...FINAL_SUBSCRIPTION_STATUSES],
  );
}

/**
 * THE payment event handler, shared by the Stripe webhook and the simulator (spec 000 §4; issue 4 item 2).
 * In one transaction: claims the event id in `payment_events` (INSERT … ON CONFLICT DO NOTHING on the unique
 * (provider, event_id) — a replay or a concurrent duplicate finds it taken and does nothing), then acts:
 * payment succeeded → the paid period; payment failed → recorded; invoice paid → the subscription's period;
 * subscription changed → its state (older events never overwrite newer state). A failure rolls everything back,
 * so the provider's retry processes the event again. Returns 'duplicate' when the event was already processed.
 */
export async function processPaymentEvent(em: EntityManager, provider: ProviderName, event: PaymentEvent, options: PaymentEventOptions = {}): Promise<'processed' | 'duplicate'> {
  return em.fork().transactional(async (tx) => {
    const claimed = await sql(
      tx,
      `insert into payment_events (id, provider, event_id, type, event_created_at, created_at) values (?, ?, ?, ?, ?, now())
       on conflict (provider, event_id) do nothing returning id`,
      [randomUUID(), provider, event.id, event.type.slice(0, 100), event.created],
    );
    if (!claimed.length) return 'duplicate';
    switch (event.kind) {
      case 'payment_succeeded':
        await applyPaymentSucceeded(tx, provider, event.payment, event.created, options);
        break;
      case 'payment_failed':
        await applyPaymentFailed(tx, provider, event.payment);
        break;
      case 'invoice_paid':
        await applyInvoicePaid(tx, provider, event, options);
        break;
      case 'subscription_changed':
        await applySubscriptionState(tx, provider, event.subscription, event.created);
        if (FINAL_SUBSCRIPTION_STATUSES.includes(event.subscription.status)) await closeCheckoutOf(tx, provider, event.subscription.providerSubscriptionId, 'canceled');
        break;
      case 'other':
        break;
    }
    return 'processed';
  });
}
