import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PROVIDER_NAME_LENGTH, PROVIDER_REF_LENGTH, PROVIDER_STATUS_LENGTH } from '../../db/column-lengths.ts';
import { SUBSCRIPTION_PLANS } from '#shared/constants.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A member's subscription (spec 000 §2 Subscription, §4, §9) as last reported by the provider: `plan` says what it
 * pays for — the £1/month `membership` or the £2/month `education` subscription (shared/constants.ts). `status` uses
 * Stripe's words (incomplete, active, trialing, past_due, canceled, …); it counts as active while `status` is
 * active/trialing and `currentPeriodEnd` is in the future — also after a cancel (`cancelAtPeriodEnd`), until the
 * period ends. `stateAt` is the provider time of the state applied last: an older event never overwrites a newer
 * state, `currentPeriodEnd` only moves forward, and `canceled` is final.
 */
export const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  uniques: [{ name: 'subscriptions_provider_provider_ref_unique', properties: ['provider', 'providerRef'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    provider: p.string().length(PROVIDER_NAME_LENGTH),
    providerRef: p.string().length(PROVIDER_REF_LENGTH),
    plan: p.enum(SUBSCRIPTION_PLANS).default('membership'),
    status: p.string().length(PROVIDER_STATUS_LENGTH),
    currentPeriodEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    stateAt: p.datetime(),
  },
});
export type Subscription = InferEntity<typeof SubscriptionSchema>;
