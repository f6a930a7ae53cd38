import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PROVIDER_NAME_LENGTH, PROVIDER_REF_LENGTH } from '../../db/column-lengths.ts';
import { PRODUCTS } from '#shared/constants.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * `creating`: claimed, the provider is being asked; `open`: the intent can be paid; then it is closed for good —
 * `completed` (paid), `superseded` (the member chose another contact product), `canceled` (gone at the provider).
 */
export const CHECKOUT_STATUSES = ['creating', 'open', 'completed', 'superseded', 'canceled'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
/** The statuses of a checkout that is still open: at most one per member and product (the partial unique index). */
export const OPEN_CHECKOUT_STATUSES = ['creating', 'open'] as const;

/**
 * A member's open payment for one product (decision 157; Stripe: one PaymentIntent per purchase, reused until it
 * succeeds or is cancelled). `providerRef` is the PaymentIntent id (monthly, yearly) or the subscription id
 * (membership, education) and `clientSecret` what the browser confirms with — kept only while the checkout is
 * open. The unique index on (user, product) over open checkouts makes "one open payment per member and product" a
 * database rule: two requests racing to create one make one row, and the second reuses it.
 */
export const CheckoutSchema = defineEntity({
  name: 'Checkout',
  tableName: 'checkouts',
  indexes: [
    {
      name: 'checkouts_one_open_per_product',
      expression: `create unique index "checkouts_one_open_per_product" on "checkouts" ("user_id", "product") where "status" in ('creating', 'open')`,
    },
    { name: 'checkouts_provider_ref_index', properties: ['providerRef'] },
  ],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    product: p.enum(PRODUCTS),
    provider: p.string().length(PROVIDER_NAME_LENGTH),
    providerRef: p.string().length(PROVIDER_REF_LENGTH).nullable(),
    clientSecret: p.string().length(PROVIDER_REF_LENGTH).nullable(),
    status: p.enum(CHECKOUT_STATUSES).default('creating'),
  },
});
export type Checkout = InferEntity<typeof CheckoutSchema>;
