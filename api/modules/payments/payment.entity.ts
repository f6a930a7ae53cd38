import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CURRENCY_CODE_LENGTH, PROVIDER_NAME_LENGTH, PROVIDER_REF_LENGTH, REASON_TEXT_LENGTH } from '../../db/column-lengths.ts';
import { PAYMENT_STATUSES, PRODUCTS } from '#shared/constants.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/** What a payment bought: monthly or yearly contact access (one-time), or one paid subscription invoice. */
export const PAYMENT_PLANS = ['monthly', 'yearly', 'subscription'] as const;


/**
 * Money received or asked for (spec 000 §4 Contact access, §9) — the ledger. A contact-access payment is created
 * `pending` with its PaymentIntent and becomes `succeeded` only from a confirmed payment (the event handler or the
 * server's own check with the provider); then `validFrom`/`validUntil` is the paid period (monthly: to the start
 * of the next London calendar month; yearly: 12 months). A paid subscription invoice is recorded `succeeded`
 * with its service period. A payment that succeeded while the member already had what it buys is refunded, never
 * kept (decision 157). `amountPence` is integer pence in `currency` (GBP). `providerRef` is the PaymentIntent
 * (or invoice) id, unique per provider, so a payment is counted once however often it is reported.
 */
export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  uniques: [{ name: 'payments_provider_provider_ref_unique', properties: ['provider', 'providerRef'] }],
  indexes: [{ name: 'payments_user_id_valid_until_idx', properties: ['user', 'validUntil'] }],
  checks: [
    { name: 'payments_amount_pence_check', expression: 'amount_pence > 0' },
    { name: 'payments_gbp_only_check', expression: `upper(currency) = 'GBP'` },
    { name: 'payments_valid_period_check', expression: 'valid_until is null or valid_until > valid_from' },
    { name: 'payments_succeeded_check', expression: `status <> 'succeeded' or (paid_at is not null and valid_from is not null and valid_until is not null)` },
    { name: 'payments_refund_check', expression: `(status <> 'refund_pending' and status <> 'refunded') or paid_at is not null` },
  ],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    provider: p.string().length(PROVIDER_NAME_LENGTH),
    providerRef: p.string().length(PROVIDER_REF_LENGTH),
    plan: p.enum(PAYMENT_PLANS),
    /** What was bought (shared/constants.ts PRODUCTS): the plan, or for an invoice its subscription's plan. */
    product: p.enum(PRODUCTS),
    amountPence: p.integer(),
    currency: p.string().length(CURRENCY_CODE_LENGTH),
    status: p.enum(PAYMENT_STATUSES).default('pending'),
    failureMessage: p.string().length(REASON_TEXT_LENGTH).nullable(),
    paidAt: p.datetime().nullable(),
    validFrom: p.datetime().nullable(),
    validUntil: p.datetime().nullable(),
    /** When the provider refunded it, and the provider's refund id (decision 157). */
    refundedAt: p.datetime().nullable(),
    refundRef: p.string().length(PROVIDER_REF_LENGTH).nullable(),
  },
});
export type Payment = InferEntity<typeof PaymentSchema>;
