import type { BillingHistory } from '#shared/payments/responses.ts';
import type { PaymentStatus, Product } from '#shared/constants.ts';
import type { User } from '../users/user.entity.ts';
import { entitledUntil, loadPaidAccess } from './entitlement.service.ts';
import type { PaymentsContext } from './payments-context.ts';
import { reconcilePending, subscriptionStatus } from './payments.service.ts';
import { sql } from './sql.ts';

/** Payments listed at the most (newest first): years of monthly payments. */
const HISTORY_LIMIT = 200;

const seconds = (value: Date | string | null) => (value === null ? null : Math.floor(new Date(value).getTime() / 1000));

/**
 * GET /api/billing/history (decision 157): the member's payments, newest first, without the cancelled ones that
 * never charged anything, and what the member holds now — contact access and education until when, and both
 * subscriptions. A payment the browser has just confirmed is checked with the provider first.
 */
export async function billingHistory(c: PaymentsContext, user: User): Promise<BillingHistory> {
  await reconcilePending(c, user);
  const rows = await sql<{
    id: string;
    product: Product;
    amount_pence: number;
    status: PaymentStatus;
    paid_at: Date | string | null;
    created_at: Date | string;
    valid_until: Date | string | null;
    refunded_at: Date | string | null;
  }>(
    c.em,
    `select id, product, amount_pence, status, paid_at, created_at, valid_until, refunded_at from payments
     where user_id = ? and status <> 'canceled' order by coalesce(paid_at, created_at) desc, id desc limit ?`,
    [user.id, HISTORY_LIMIT],
  );
  const paid = await loadPaidAccess(c.em, user.id, c.clock.now());
  const [membership, education] = await Promise.all([subscriptionStatus(c, user, 'membership'), subscriptionStatus(c, user, 'education')]);
  return {
    payments: rows.map((row) => ({
      id: row.id,
      at: seconds(row.paid_at ?? row.created_at)!,
      product: row.product,
      amountPence: row.amount_pence,
      currency: 'GBP' as const,
      status: row.status,
      validUntil: seconds(row.valid_until),
      refundedAt: seconds(row.refunded_at),
    })),
    contactUntil: seconds(entitledUntil(paid, 'contact')),
    educationUntil: seconds(entitledUntil(paid, 'education')),
    membership,
    education,
  };
}
