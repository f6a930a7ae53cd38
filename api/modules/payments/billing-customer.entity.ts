import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PROVIDER_NAME_LENGTH, PROVIDER_REF_LENGTH } from '../../db/column-lengths.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/** The provider's customer of a member (Stripe `cus_…`): one per user and provider. */
export const BillingCustomerSchema = defineEntity({
  name: 'BillingCustomer',
  tableName: 'billing_customers',
  uniques: [
    { name: 'billing_customers_user_id_provider_unique', properties: ['user', 'provider'] },
    { name: 'billing_customers_provider_customer_ref_unique', properties: ['provider', 'customerRef'] },
  ],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    provider: p.string().length(PROVIDER_NAME_LENGTH),
    customerRef: p.string().length(PROVIDER_REF_LENGTH),
  },
});
export type BillingCustomer = InferEntity<typeof BillingCustomerSchema>;
