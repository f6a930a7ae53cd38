/**
 * Business constants and limits — the single source of truth for both sides (spec 000 §9, §5).
 * Money is integer pence (GBP) unless a name says otherwise; durations carry their unit in the name.
 */

/** UI languages; Tamil is the default (spec 000 §1 Shared behaviour). */
export const LANGUAGES = ['ta', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ta';
/** localStorage key holding the chosen language (spec 000 §1). */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';
/** Intl locales used to format dates, numbers and money for each UI language. */
export const INTL_LOCALE: Record<Language, string> = { ta: 'ta-LK', en: 'en-GB' };

/** Roles on the server (spec 000 §3, §6). */
export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const USER_TYPES = ['private'] as const;

/** Registration defaults (spec 000 §9). */
export const REGISTRATION_DEFAULTS = { age: 18, country: 'India', postalCode: '', userType: 'private' } as const;
export const AGE_MIN = 13;
export const AGE_MAX = 120;
/** Minimum password length for registration and reset (spec 000 §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
/** Longest username ({@link USERNAME_PATTERN}'s 30): the `users.username` column. */
export const USERNAME_MAX_LENGTH = 30;

/**
 * Field limits in characters that the contract checks (shared/schemas) and the columns hold (api/modules/<feature>/*.entity.ts
 * take these constants, never literals; api/db/column-lengths.test.ts fails when a column differs from its contract
 * field's maxLength). Feature fields have their own limits beside the feature (shared/<feature>/constants.ts).
 * docs/decisions/181-one-declaration-for-limits-money-messages.md.
 */
/** Longest e-mail address (RFC 5321's path limit): every e-mail field and column. */
export const EMAIL_MAX_LENGTH = 254;
/** A phone number as stored: E.164, '+' and at most 15 digits (shared/phone.ts normalises every phone field to it). */
export const E164_MAX_LENGTH = 16;
/**
 * Phone columns are wider than {@link E164_MAX_LENGTH} on purpose: the stored text is the normalised E.164 form (the
 * contract checks the number, not a length), and the 4 spare characters are today's columns (no migration).
 */
export const PHONE_COLUMN_LENGTH = 20;
/**
 * Country columns hold a country's English name from shared/countries.ts (the contract checks the name against
 * that list, not a length); the longest is far below this.
 */
export const COUNTRY_COLUMN_LENGTH = 100;
/** Hex of a SHA-256 digest (64 characters): the wheel's seeds and commitments, token and request hashes. */
export const SHA256_HEX_LENGTH = 64;
/** A member's account fields (spec 000 §5 registration, profile; admin's member edit and suspension). */
export const USER_LIMITS = { fullNameMax: 120, addressMax: 300, cityMax: 120, postalCodeMax: 20, suspensionReasonMax: 500 } as const;
/** Password reset links are single-use and valid for this many seconds (1 hour). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** Taxi request choices (spec 000 §5 Post-taxi form, §9). */
export const PASSENGER_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Luggage weights in kg; 100 is shown as "100kg+". */
export const LUGGAGE_WEIGHTS_KG = [0, 5, 10, 20, 30, 50, 100] as const;
export const TRAVEL_TIMES = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', 'flexible'] as const;
export type TravelTime = (typeof TRAVEL_TIMES)[number];
export const ADDITIONAL_NOTES_MAX_LENGTH = 1000;
export const LOCATION_MAX_LENGTH = 200;
/** Vehicle services promise a response within this many hours (spec 000 §9). */
export const TAXI_RESPONSE_HOURS = 24;
/**
 * The taxi contract's name (shared/taxi/contract.ts): the root of the PWA's taxi query keys (the list and the details
 * under it), known without loading the contract's zod (docs/decisions/182-endpoint-contracts.md).
 */
export const TAXI_CONTRACT_NAME = 'taxi-requests';

/** Cursor pagination of lists. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Request bodies larger than this are refused with 413 (bytes). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** Toasts (spec 000 §1, §9). */
export const TOAST = { limit: 1, durationMs: 5000, removeDelayMs: 1_000_000, swipeThresholdPx: 50, hotkey: 'F8' } as const;

/** Redirect delays (spec 000 §9). */
export const REDIRECT_AFTER_AUTH_MS = 1000;
export const REDIRECT_AFTER_DELETE_MS = 2000;

/** Membership price shown in marketing copy: £1 a month, in pence (spec 000 §1, §9). */
export const MEMBERSHIP_MONTHLY_PENCE = 100;
export const CURRENCY = 'GBP';

/** The four FAQ entries of the home page (spec 000 §2); their texts live in the PWA catalogs. */
export const FAQ_COUNT = 4;

/**
 * Paid contact access (spec 000 §4 Contact access, §9): a one-time £1 "monthly" payment valid until the end of the
 * current calendar month in {@link BILLING_TIME_ZONE}, or £12 "yearly" valid for 12 calendar months from payment.
 * Amounts are integer pence in {@link CURRENCY}.
 */
export const CONTACT_ACCESS_PLANS = ['monthly', 'yearly'] as const;
export type ContactAccessPlan = (typeof CONTACT_ACCESS_PLANS)[number];
export const CONTACT_ACCESS_PRICE_PENCE: Record<ContactAccessPlan, number> = { monthly: 100, yearly: 1200 };
/** Calendar months a yearly contact-access payment lasts. */
export const CONTACT_ACCESS_YEARLY_MONTHS = 12;
/** The £1/month subscription (spec 000 §2 Subscription, §9): price in pence per billing period of this many months. */
export const SUBSCRIPTION_MONTHLY_PENCE = MEMBERSHIP_MONTHLY_PENCE;
export const SUBSCRIPTION_INTERVAL_MONTHS = 1;
/**
 * What a subscription pays for (spec 000 §9): `membership` — the £1/month subscription (contact details of taxi,
 * store…); `education` — the £2/month education subscription (teacher contact details). Prices in pence per
 * {@link SUBSCRIPTION_INTERVAL_MONTHS}.
 */
export const SUBSCRIPTION_PLANS = ['membership', 'education'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
/** The £2/month education subscription, in pence (spec 000 §9). */
export const EDUCATION_MONTHLY_PENCE = 200;
export const SUBSCRIPTION_PRICE_PENCE: Record<SubscriptionPlan, number> = { membership: SUBSCRIPTION_MONTHLY_PENCE, education: EDUCATION_MONTHLY_PENCE };
/**
 * What a member can buy (docs/decisions/157-one-open-payment-per-product.md): the two one-time contact-access
 * periods and the two subscriptions. Each product buys one entitlement ({@link PRODUCT_ENTITLEMENT}); a member has
 * at most one open payment per product, and none while the entitlement it buys is active.
 */
export const PRODUCTS = ['monthly', 'yearly', 'membership', 'education'] as const;
export type Product = (typeof PRODUCTS)[number];
/**
 * The entitlements (the catalog, decision 157): `contact` — the contact details of taxi requests, store sellers and
 * community posts, bought as a calendar month (£1, one-time), twelve months (£12, one-time) or the membership (£1 a
 * month, renewing until cancelled), or earned with coins; `education` — teachers' contact details (£2 a month).
 */
export const ENTITLEMENTS = ['contact', 'education'] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];
export const PRODUCT_ENTITLEMENT: Record<Product, Entitlement> = { monthly: 'contact', yearly: 'contact', membership: 'contact', education: 'education' };
/**
 * A payment's states (decision 157): `pending` → `succeeded`, or `failed` (a declined attempt; payable again), or
 * `canceled` (superseded, never charged); one that succeeded for what the member already had goes
 * `refund_pending` → `refunded`.
 */
export const PAYMENT_STATUSES = ['pending', 'failed', 'canceled', 'succeeded', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Price of each product in pence of {@link CURRENCY} (a subscription's: per {@link SUBSCRIPTION_INTERVAL_MONTHS}). */
export const PRODUCT_PRICE_PENCE: Record<Product, number> = { ...CONTACT_ACCESS_PRICE_PENCE, ...SUBSCRIPTION_PRICE_PENCE };

/** The calendar that "the current month" of a paid period follows (spec 000 §9; ARCHITECTURE.md Database). */
export const BILLING_TIME_ZONE = 'Europe/London';
