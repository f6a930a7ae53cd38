/**
 * Lengths of the columns that hold no contract field — hashes, provider references, internal states — named once so
 * no entity writes a literal (docs/decisions/181-one-declaration-for-limits-money-messages.md). Columns of contract
 * fields take the contract's own limits (shared/constants.ts, shared/<feature>/constants.ts); the test
 * api/db/column-lengths.test.ts compares those with the contract's maxLength.
 */

/** Hex of a SHA-256 digest: token, recovery-code and request hashes (64 characters). */
export { SHA256_HEX_LENGTH } from '#shared/constants.ts';
/** An IP address as text: IPv6's longest form is 45 characters; room for a zone id. */
export const IP_ADDRESS_LENGTH = 64;
/** An audit event's name (`auth.login`, …), also the admin audit filter's limit. */
export { AUDIT_EVENT_MAX_LENGTH } from '#shared/admin/constants.ts';
/** A payment provider's name (`stripe`, `simulator`). */
export const PROVIDER_NAME_LENGTH = 20;
/** A payment provider's id of a payment, customer, event, subscription, refund or client secret. */
export const PROVIDER_REF_LENGTH = 255;
/** An ISO 4217 currency code (GBP). */
export const CURRENCY_CODE_LENGTH = 3;
/** A provider event's type (`payment_intent.succeeded`). */
export const PROVIDER_EVENT_TYPE_LENGTH = 100;
/** A provider subscription's status as the provider names it (`active`, `past_due`, …). */
export const PROVIDER_STATUS_LENGTH = 32;
/** A reason text written by the server or an admin (payment failure, job or profile rejection, suspension). */
export const REASON_TEXT_LENGTH = 500;
/** A password hash (scrypt/argon2 encoded string) or an encrypted two-factor secret. */
export const SECRET_TEXT_LENGTH = 255;
/** A member's customer number (`TM-…`) and the wheel's ticket id: short public references. */
export const PUBLIC_REF_LENGTH = 20;
/** A short internal state or kind name (`pending`, `image`, `private`). */
export const STATE_NAME_LENGTH = 20;
/** An upload's source type or purpose name (`store-product`, `job-application`). */
export const UPLOAD_TAG_LENGTH = 40;
/** A job view's anonymous viewer key (a hash of the visitor's session or guest token with a prefix). */
export const VIEWER_KEY_LENGTH = 80;
/** A calendar day written YYYY-MM-DD. */
export const ISO_DATE_LENGTH = 10;
