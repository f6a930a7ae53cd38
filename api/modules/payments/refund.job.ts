import { z } from 'zod';
import { defineJob } from '../../lib/jobs/define.ts';
import { queueMail } from '../../services/mail-queue.ts';
import { paymentProviderFor } from '../../services/payments/provider.ts';
import { audit } from '../audit/audit.service.ts';
import { refundMail } from './payments.mail.ts';
import { sql } from './sql.ts';

/**
 * Refunds a payment that succeeded for an entitlement the member already had (decision 157): the event handler
 * marks it `refund_pending` and queues this job in the same transaction. The job asks the provider for a full
 * refund — idempotency key `refund-<payment id>`, so a retry refunds once — and, for a subscription's first
 * invoice, cancels that subscription; then marks the payment `refunded`, writes the audit log and mails the member.
 * Retried with backoff, dead-lettered after the last attempt (then visible to the admin in the jobs table).
 */
export const refundJob = defineJob({
  name: 'payments.refund',
  schema: z.object({ paymentId: z.uuid(), subscriptionRef: z.string().max(255).nullable().default(null) }),
  async handler({ paymentId, subscriptionRef }, ctx) {
    const provider = paymentProviderFor(ctx.services.config, ctx.services.clock);
    const [payment] = await sql<{ id: string; user_id: string; provider: string; provider_ref: string; plan: string; amount_pence: number; status: string; paid_at: Date | string }>(
      ctx.em,
      'select id, user_id, provider, provider_ref, plan, amount_pence, status, paid_at from payments where id = ?',
      [paymentId],
    );
    if (!payment || payment.status !== 'refund_pending') return;
    if (payment.provider !== provider.name) throw new Error(`payment ${paymentId} was made with ${payment.provider}, this server runs ${provider.name}`);
    const idempotencyKey = `refund-${paymentId}`;
    const { refundId } =
      payment.plan === 'subscription'
        ? await provider.refundInvoice({ invoiceId: payment.provider_ref, idempotencyKey })
        : await provider.refundPayment({ providerPaymentId: payment.provider_ref, idempotencyKey });
    if (subscriptionRef) await provider.cancelNow(subscriptionRef);
    await ctx.em.transactional(async (tx) => {
      const done = await sql(tx, `update payments set status = 'refunded', refunded_at = ?, refund_ref = ?, updated_at = now() where id = ? and status = 'refund_pending' returning id`, [
        ctx.now,
        refundId,
        paymentId,
      ]);
      if (!done.length) return;
      const [user] = await sql<{ email: string }>(tx, 'select email from users where id = ?', [payment.user_id]);
      const [sub] = subscriptionRef ? await sql<{ plan: 'membership' | 'education' }>(tx, 'select plan from subscriptions where provider_ref = ?', [subscriptionRef]) : [];
      await audit(tx, 'payment_refunded', { userId: payment.user_id, details: { paymentId, amountPence: payment.amount_pence, refundId, reason: 'already_entitled' } });
      if (user) {
        const facts = { plan: payment.plan as 'monthly' | 'yearly' | 'subscription', subscriptionPlan: sub?.plan ?? null, amountPence: payment.amount_pence, at: new Date(payment.paid_at) };
        queueMail(tx, refundMail(ctx.services.config, user.email, facts));
      }
    });
  },
});
