/**
 * Tamil store constants (spec 001 §3 Tamil store product / Quote request, §5 Quote form / Add-product form, §9).
 * Codes are stored and sent as is; the PWA shows each through a bilingual label.
 */

import { defineContactTypes } from '../payments/contact-types.ts';

/** Product categories (§3); the list filter also offers `all`, which means no filter. */
export const STORE_CATEGORIES = ['vegetables', 'fruits', 'grains', 'spices', 'dairy', 'meat', 'fish', 'snacks', 'beverages', 'household'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];
/** The category filter's choices (§3): every category plus `all`. */
export const STORE_CATEGORY_FILTERS = ['all', ...STORE_CATEGORIES] as const;

/** Units a product's weight or count is given in (§3). */
export const STORE_UNITS = ['kg', 'g', 'lb', 'piece', 'packet', 'bottle', 'box', 'bundle'] as const;
export type StoreUnit = (typeof STORE_UNITS)[number];

/**
 * The spec's store currency (§1, §9 "prices in rupees"): Indian rupees, amounts in paise (1 ₹ = 100 paise) — the
 * default for a seller outside the countries of {@link STORE_COUNTRY_CURRENCIES}.
 */
export const STORE_CURRENCY = 'INR' as const;
/**
 * A product is priced in its seller's currency (decision 170): Sri Lankan rupees for Sri Lanka, pounds for the
 * United Kingdom, Indian rupees for India and everyone else. Amounts are always integer minor units (cents, pence,
 * paise: all three have 100 to the unit), in the `pricePaise` fields.
 */
export const STORE_CURRENCIES = [STORE_CURRENCY, 'LKR', 'GBP'] as const;
export type StoreCurrency = (typeof STORE_CURRENCIES)[number];
/**
 * The seller's profile country (its stored English name, shared/countries.ts) → the currency their products are
 * priced in (decision 170); any other country: {@link STORE_CURRENCY}.
 */
export const STORE_COUNTRY_CURRENCIES: Readonly<Record<string, StoreCurrency>> = { 'Sri Lanka': 'LKR', 'United Kingdom': 'GBP', India: 'INR' };

/** How a buyer wants to be contacted about a quote (§3 Quote request). */
export const QUOTE_CONTACT_METHODS = ['email', 'phone'] as const;
export type QuoteContactMethod = (typeof QUOTE_CONTACT_METHODS)[number];

/**
 * Limits of the store's forms (§5, §9) and of the server's abuse rules (issue 14 "Bad input and abuse"). Lengths in
 * characters; money in paise; weight in the product's unit.
 */
export const STORE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMin: 10,
  descriptionMax: 2000,
  contactNameMin: 2,
  contactNameMax: 100,
  /** §5: "contactPhone at least 10"; stored as E.164 (at most 16 characters). */
  contactPhoneMin: 10,
  locationMin: 2,
  locationMax: 200,
  /** Largest price: ₹10,00,000 (one million rupees) = 100,000,000 paise. */
  priceMaxPaise: 100_000_000,
  /** Largest weight or count, in the product's unit; at most 3 decimals (grams of a kilogram). */
  weightMax: 100_000,
  /** §9: at most 6 images per product (also MAX_IMAGES_PER_ITEM of the uploads service). */
  imagesMax: 6,
  /** §4: the basket's quantity counter starts at 1; a quote line holds at most 99 of a product. */
  quantityMin: 1,
  quantityMax: 99,
  /** Most lines in one quote request (more → 400). */
  quoteItemsMax: 50,
  /** §5: contactValue at least 5 characters. */
  contactValueMin: 5,
  contactValueMax: 254,
  notesMax: 1000,
} as const;

/** §9: the reply to a quote request is promised within this many hours. */
export const QUOTE_REPLY_HOURS = 24;

/**
 * The store contract's name (shared/store/contract.ts): the root of the PWA's store query keys (the product lists,
 * refreshed when a queued product or quote is delivered), known without loading the contract's zod
 * (docs/decisions/182-endpoint-contracts.md).
 */
export const STORE_CONTRACT_NAME = 'store-products';

/**
 * The store's paid contact (spec 000 §4 Contact access): a seller's number (spec 000 §1 "marketplace seller"; issue 14
 * item 3), unlocked by contact access or the membership. Declared here, not in payments (decision 180).
 */
export const STORE_CONTACT_TYPES = defineContactTypes({ store: 'membership' });
type StoreContactTypes = typeof STORE_CONTACT_TYPES;
declare module '../payments/contact-types.ts' {
  interface DeclaredContactTypes extends StoreContactTypes {}
}
