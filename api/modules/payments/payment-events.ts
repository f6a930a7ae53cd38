import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { contactAccessValidUntil } from '#shared/billing-periods.ts';
import { CURRENCY, type ContactAccessPlan } from '#shared/constants.ts';
import type { PaymentEvent, PaymentSnapshot, ProviderName, SubscriptionSnapshot } from '../../services/payments/types.ts';
import { sql } from './sql.ts';


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
export async function applyPaymentSucceeded(em: EntityManager, provider: ProviderName, payment: PaymentSnapshot, paidAt: Date, log?: Logger): Promise<boolean> {
  const [row] = await sql<{ id: string; user_id: string; plan: string; amount_pence: number; currency: string; status: string }>(
    em,
    'select id, user_id, plan, amount_pence, currency, status from payments where provider = ? and provider_ref = ? for update',
    [provider, payment.providerPaymentId],
  );
  if (!row || row.status === 'succeeded' || row.plan === 'subscription') return false;
  if (row.amount_pence !== payment.amountPence || row.currency !== payment.currency) {
    log?.error({ paymentId: row.id, expected: [row.amount_pence, row.currency], reported: [payment.amountPence, payment.currency] }, 'payment amount mismatch');
    await sql(em, `update payments set status = 'failed', failure_message = ?, updated_at = now() where id = ? and status <> 'succeeded'`, [
      'Amount mismatch',
      row.id,
    ]);
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

/** A paid subscription invoice: the ledger row (once per invoice, adding to totalSpent) and the period moves on. */
async function applyInvoicePaid(em: EntityManager, provider: ProviderName, event: Extract<PaymentEvent, { kind: 'invoice_paid' }>) {
  const [sub] = await sql<{ id: string; user_id: string }>(em, 'select id, user_id from subscriptions where provider = ? and provider_ref = ?', [
    provider,
    event.subscriptionId,
  ]);
  const userId = sub?.user_id ?? event.userId;
  if (!userId) return;
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
      `insert into payments (id, user_id, provider, provider_ref, plan, amount_pence, currency, status, paid_at, valid_from, valid_until, created_at, updated_at)
       select ?, u.id, ?, ?, 'subscription', ?, ?, 'succeeded', ?, ?, ?, now(), now() from users u where u.id = ?
       on conflict (provider, provider_ref) do nothing returning id`,
      [randomUUID(), provider, event.invoiceId, event.amountPence, event.currency, event.created, event.periodStart, event.periodEnd, userId],
    );
    if (inserted.length) await sql(em, 'update users set total_spent = total_spent + ? where id = ?', [event.amountPence, userId]);
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
export async function processPaymentEvent(em: EntityManager, provider: ProviderName, event: PaymentEvent, log?: Logger): Promise<'processed' | 'duplicate'> {
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
        await applyPaymentSucceeded(tx, provider, event.payment, event.created, log);
        break;
      case 'payment_failed':
        await applyPaymentFailed(tx, provider, event.payment);
        break;
      case 'invoice_paid':
        await applyInvoicePaid(tx, provider, event);
        break;
      case 'subscription_changed':
        await applySubscriptionState(tx, provider, event.subscription, event.created);
        break;
      case 'other':
        break;
    }
    return 'processed';
  });
}
