import * as z from 'zod/mini';
import { pageQuery } from '../contracts/params.ts';
import { V } from '../messages.ts';
import { rupeesToPaise } from './money.ts';
import {
  QUOTE_CONTACT_METHODS,
  STORE_CATEGORIES,
  STORE_CATEGORY_FILTERS,
  STORE_LIMITS as L,
  STORE_UNITS,
} from './constants.ts';
import { typedText } from '../schemas/mini-fields.ts';
import { phoneField } from '../schemas/phone-field.ts';

export {
  quoteRequestReceiptSchema, storePhotoSchema, storeProductListSchema, storeProductSchema,
  type QuoteRequestReceipt, type StorePhoto, type StoreProduct, type StoreProductList,
} from './responses.ts';

/*
 * Tamil store request schemas (spec 001 §3 Tamil store product / Basket line / Quote request, §4, §5 Add-product form /
 * Quote form, §7 store calls, §9), written once with `zod/mini` like the response schemas of
 * store-responses.ts (re-exported here): the store's contract (shared/store/contract.ts,
 * docs/decisions/182-endpoint-contracts.md), the entity, the presenter, OpenAPI and the PWA's forms all use these
 * declarations. Money has one encoding: `pricePaise`, integer minor units of the product's `currency` (decision 170;
 * decision 181). The spec's `price` (major units as typed) is the wire's name: {@link pricedInPaise} turns it into
 * `pricePaise` on input, shared/store/money.ts `priceFields` back on output.
 */

/** A required text: cleaned (`typedText`), trimmed, at least `min` (message `short`) and at most `max` characters. */
const text = (min: number, max: number, short: string) => typedText({ error: short }).check(z.trim(), z.minLength(min, short), z.maxLength(max, V.textTooLong));
/** An optional single-line text: blank or null becomes undefined. */
const optionalText = (max: number) =>
  z.pipe(
    z.nullable(z.optional(z.pipe(typedText().check(z.trim(), z.maxLength(max, V.textTooLong)), z.transform((s: string) => (s === '' ? undefined : s))))),
    z.transform((s: string | null | undefined) => s ?? undefined),
  );

/**
 * A list sent as a JSON array or, as the spec's client does ("a JSON-encoded list", §3, §7), as the text of one.
 * Text that is not JSON fails with `message`; more than `max` entries with `tooMany`.
 */
const jsonList = <T extends z.core.SomeType>(item: T, max: number, tooMany: string, message: string) => {
  const list = z.array(item, { error: message });
  const parsedText = z.pipe(
    z.string().check(z.maxLength(20_000, message)),
    z.transform((s: string, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message, input: s });
        return z.NEVER;
      }
    }),
  );
  return z.union([list, z.pipe(parsedText, list)], { error: message }).check(z.refine((items) => items.length <= max, tooMany));
};

/**
 * A price in rupees as typed (§5: numeric input, step 0.01): a JSON number or a numeric string, above 0, at most 2
 * decimals, at most ₹10,00,000. Output: integer **paise** (120.5 → 12050), converted exactly (no float error).
 */
export const rupeePriceField = z
  .pipe(
    z.union([z.number(), z.string()], { error: V.storePriceInvalid }),
    z.transform((value: number | string, ctx) => {
      const paise = rupeesToPaise(value);
      if (paise === null || paise <= 0 || paise > L.priceMaxPaise) {
        ctx.issues.push({ code: 'custom', message: V.storePriceInvalid, input: value });
        return z.NEVER;
      }
      return paise;
    }),
  )
  // What the transform allows, for the OpenAPI document (decision 173).
  .check(
    z.meta({
      anyOf: [
        { type: 'number', exclusiveMinimum: 0, maximum: L.priceMaxPaise / 100, multipleOf: 0.01 },
        { type: 'string', pattern: '^\\s*\\d+(\\.\\d{1,2})?\\s*$' },
      ],
    }),
  );

/**
 * A weight or count in the product's unit (§3, §5 "weight at least 1 character"): a JSON number or numeric string,
 * above 0, at most 100,000, at most 3 decimals. Output: the canonical decimal string ("1.50" → "1.5").
 */
export const weightField = z.pipe(
  z.union([z.number(), z.string()], { error: V.storeWeightInvalid }),
  z.transform((value: number | string, ctx) => {
    const s = (typeof value === 'number' ? String(value) : value).trim();
    if (!/^\d{1,6}(\.\d{1,3})?$/.test(s) || Number(s) <= 0 || Number(s) > L.weightMax) {
      ctx.issues.push({ code: 'custom', message: V.storeWeightInvalid, input: value });
      return z.NEVER;
    }
    return String(Number(s));
  }),
);

/**
 * The one place the wire's `price` is renamed (decision 181): a parsed body's `price` — already integer minor units,
 * {@link rupeePriceField} — comes out as `pricePaise`, the name of the column and of every later use.
 */
const pricedInPaise = <T extends { price?: number }>({ price, ...rest }: T) => ({ ...rest, pricePaise: price as T['price'] });

/** An uploaded image's path (`/objects/<uuid>`, spec 001 §7 `objectPath`). */
const imagePath = z.string({ error: V.storeImageInvalid }).check(z.regex(/^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, V.storeImageInvalid));

/** At most 6 paths of photos the caller uploaded (§4 "keeps only the first 6", §9); duplicates dropped. */
const imagePaths = z.pipe(jsonList(imagePath, L.imagesMax, V.storeImagesTooMany, V.storeImageInvalid), z.transform((paths: string[]) => [...new Set(paths)]));

/** The fields of a product (spec 001 §5 Add-product form), as the add-product dialog sends them. */
const productFields = {
  name: text(L.nameMin, L.nameMax, V.storeNameTooShort),
  tamilName: optionalText(L.nameMax),
  description: text(L.descriptionMin, L.descriptionMax, V.storeDescriptionTooShort),
  category: z.enum(STORE_CATEGORIES, { error: V.storeCategoryRequired }),
  /** Major units in (the spec's `price`), `pricePaise` out ({@link pricedInPaise}). */
  price: rupeePriceField,
  weight: weightField,
  unit: z.enum(STORE_UNITS, { error: V.storeUnitRequired }),
  contactName: text(L.contactNameMin, L.contactNameMax, V.storeNameTooShort),
  /** An international number with its country code (§5: at least 10 characters); stored as E.164. */
  contactPhone: z.pipe(z.string({ error: V.phoneInvalid }).check(z.trim(), z.minLength(L.contactPhoneMin, V.phoneInvalid)), phoneField()),
  location: text(L.locationMin, L.locationMax, V.storeLocationTooShort),
  images: z._default(imagePaths, []),
};

/**
 * POST /api/tamil-store-products body (spec 001 §5 Add-product form, §7): name ≥ 2, description ≥ 10, category
 * and unit from §3, `price` in major units (> 0, ≤ 2 decimals; output as `pricePaise`, minor units), weight > 0 (≤ 3
 * decimals, in `unit`), contactName ≥ 2, contactPhone international (E.164 out), location ≥ 2, images ≤ 6 upload
 * paths (an array or its JSON text). Messages: shared/messages.ts `V` (Tamil and English in the PWA). The PWA's form
 * checks with it and sends the fields as typed.
 */
export const createStoreProductBodySchema = z.pipe(z.object(productFields), z.transform(pricedInPaise));
export type CreateStoreProductBody = z.input<typeof createStoreProductBodySchema>;
export type StoreProductInput = z.output<typeof createStoreProductBodySchema>;

/** PATCH /api/tamil-store-products/:id body: any subset of the add-product fields with the same rules (no defaults). */
export const updateStoreProductBodySchema = z.pipe(z.partial(z.object({ ...productFields, images: imagePaths })), z.transform(pricedInPaise));
export type UpdateStoreProductBody = z.input<typeof updateStoreProductBodySchema>;

/**
 * GET /api/tamil-store-products query (spec 001 §7): `category` (one of §3, or `all` = no filter), `search`
 * (Tamil, English or Latin-letter Tamil: "thakkali" finds தக்காளி), keyset page (`limit` 1–100, default 20).
 */
export const storeProductListQuerySchema = z.extend(pageQuery, {
  category: z.optional(z.enum(STORE_CATEGORY_FILTERS)),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200, V.textTooLong))),
});
export type StoreProductListQuery = z.infer<typeof storeProductListQuerySchema>;

/**
 * One basket line of a quote request (spec 001 §3 Basket line): the product's `id` and a `quantity` 1–99. The
 * line's other fields (name, tamilName, weight, unit, image) may be sent but are not trusted: the server reads
 * them from the product.
 */
export const quoteItemSchema = z.object({
  id: z.uuid({ error: V.quoteItemUnavailable }),
  quantity: z.coerce
    .number({ error: V.quoteQuantityInvalid })
    .check(z.int(V.quoteQuantityInvalid), z.gte(L.quantityMin, V.quoteQuantityInvalid), z.lte(L.quantityMax, V.quoteQuantityInvalid)),
});
export type QuoteItem = z.output<typeof quoteItemSchema>;

/**
 * POST /api/tamil-store-quote-requests body (spec 001 §3 Quote request, §5 Quote form, §7): contactName ≥ 2
 * ("Name must be at least 2 characters"); contactMethod email | phone; contactValue ≥ 5 ("Contact information is
 * required") and a valid e-mail address when the method is email; additionalNotes ≤ 1000; items 1–50 basket lines
 * (an array or its JSON text), each product once. Unknown products are refused by the server (400 `fields.items`).
 * `id` is optional and made by the client (a UUID, ARCHITECTURE "IDs of records that can be created offline"): a
 * resend with the same id stores and mails nothing again and answers the first receipt — guests have no
 * Idempotency-Key scope, so this is what makes the PWA outbox deliver a quote exactly once.
 */
export const createQuoteRequestBodySchema = z
  .object({
    id: z.optional(z.uuid({ error: 'Not a valid id' })),
    contactName: text(L.contactNameMin, L.contactNameMax, V.storeNameTooShort),
    contactMethod: z.enum(QUOTE_CONTACT_METHODS, { error: V.quoteContactMethodInvalid }),
    contactValue: text(L.contactValueMin, L.contactValueMax, V.quoteContactRequired),
    additionalNotes: optionalText(L.notesMax),
    items: jsonList(quoteItemSchema, L.quoteItemsMax, V.quoteTooManyItems, V.quoteBasketEmpty).check(z.refine((items) => items.length > 0, V.quoteBasketEmpty)),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.contactMethod === 'email' && !z.safeParse(z.email(), body.contactValue).success) {
        ctx.addIssue({ code: 'custom', message: V.emailInvalid, path: ['contactValue'] });
      }
      if (new Set(body.items.map((i) => i.id)).size !== body.items.length) {
        ctx.addIssue({ code: 'custom', message: V.quoteItemDuplicate, path: ['items'] });
      }
    }),
  );
export type CreateQuoteRequestBody = z.input<typeof createQuoteRequestBodySchema>;
