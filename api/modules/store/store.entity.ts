import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PHONE_COLUMN_LENGTH } from '#shared/constants.ts';
import { QUOTE_CONTACT_METHODS, STORE_CATEGORIES, STORE_CURRENCIES, STORE_CURRENCY, STORE_LIMITS, STORE_UNITS, type StoreUnit } from '#shared/store/constants.ts';
import { baseProperties } from '../../db/base.ts';
import { searchIndexes, searchProperties } from '../../lib/search/columns.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A Tamil store product (spec 001 §3 Tamil store product). `pricePaise` is the price in integer **paise**
 * (minor units, 1/100 of the currency; > 0) in `currency`, the seller's (decision 170: LKR, GBP or INR); `weight` is numeric(10,3) in `unit` (read as a string, > 0).
 * `contactPhone` is E.164 and behind paid contact access (the `store` contact source). `images` are object paths
 * (`/objects/<id>`, at most 6) of uploads attached with purpose `store-product` and this product's id. Name, Tamil
 * name, description, category and location are searchable (Tamil, Tanglish, English; api/lib/search).
 */
export const StoreProductSchema = defineEntity({
  name: 'StoreProduct',
  tableName: 'store_products',
  indexes: [
    { name: 'store_products_created_at_id_idx', properties: ['createdAt', 'id'] },
    { name: 'store_products_category_created_at_id_idx', properties: ['category', 'createdAt', 'id'] },
    ...searchIndexes('store_products'),
  ],
  checks: [
    { name: 'store_products_price_check', expression: 'price_paise > 0' },
    { name: 'store_products_weight_check', expression: 'weight > 0' },
  ],
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    name: p.string().length(STORE_LIMITS.nameMax),
    tamilName: p.string().length(STORE_LIMITS.nameMax).nullable(),
    description: p.text(),
    category: p.enum(STORE_CATEGORIES),
    /** Price in paise (integer; ₹120.50 = 12050). */
    pricePaise: p.integer(),
    currency: p.enum(STORE_CURRENCIES).default(STORE_CURRENCY),
    /** Weight or count in `unit` (up to 3 decimals). */
    weight: p.decimal('string').precision(10).scale(3),
    unit: p.enum(STORE_UNITS),
    contactName: p.string().length(STORE_LIMITS.contactNameMax),
    contactPhone: p.string().length(PHONE_COLUMN_LENGTH),
    location: p.string().length(STORE_LIMITS.locationMax),
    images: p.json<string[]>(),
    ...searchProperties((s: { name: string; tamilName?: string | null; description: string; category: string; location: string }) => [
      s.name,
      s.tamilName,
      s.category,
      s.location,
      s.description,
    ]),
  },
});
export type StoreProduct = InferEntity<typeof StoreProductSchema>;

/**
 * One line of a stored quote request: the product as it was when the request was sent (it may change or go later).
 * `pricePaise` in paise (INR); `weight` a decimal string in `unit`.
 */
export interface QuoteLine {
  productId: string;
  sellerId: string;
  name: string;
  tamilName: string | null;
  weight: string;
  unit: StoreUnit;
  pricePaise: number;
  /** The product's currency (decision 170); absent on lines stored before, which were INR. */
  currency?: string;
  quantity: number;
}

/**
 * A quote request (spec 001 §3 Quote request, §4 "submitting a quote clears the basket"): the buyer's contact and
 * the basket's lines re-read from the products. `requester` is the signed-in member, null for a guest (or once
 * their account is deleted). Mailed to the admin and to each seller concerned when stored.
 */
export const StoreQuoteRequestSchema = defineEntity({
  name: 'StoreQuoteRequest',
  tableName: 'store_quote_requests',
  indexes: [{ name: 'store_quote_requests_created_at_id_idx', properties: ['createdAt', 'id'] }],
  properties: {
    ...baseProperties,
    requester: () => p.manyToOne(UserSchema).nullable().deleteRule('set null').index(),
    contactName: p.string().length(STORE_LIMITS.contactNameMax),
    contactMethod: p.enum(QUOTE_CONTACT_METHODS),
    contactValue: p.string().length(STORE_LIMITS.contactValueMax),
    additionalNotes: p.text().nullable(),
    items: p.json<QuoteLine[]>(),
  },
});
export type StoreQuoteRequest = InferEntity<typeof StoreQuoteRequestSchema>;
