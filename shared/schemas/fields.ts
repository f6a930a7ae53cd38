/*
 * Shared field schemas and list shapes (classic zod) without the phone check: libphonenumber's metadata (~30 kB gzip)
 * stays out of forms that ask for no phone number — the login, forgot- and reset-password forms load these checks
 * after their first render (docs/decisions/145). shared/schemas/common.ts adds `phoneField` and re-exports them.
 */
import { z } from 'zod';
import { AGE_MAX, AGE_MIN, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { isIsoDate, isNotInFuture, windowBounds } from '../dates.ts';
import { V } from '../messages.ts';
import { cleanText } from '../text.ts';

/**
 * A text a person types, cleaned of invisible direction overrides and zero-width characters (shared/text.ts
 * `cleanText`; Tamil's ZWJ/ZWNJ inside words are kept) before any other check. Every free-text field of a request
 * body starts from this (api/test/bad-input.test.ts checks that each one does). `params` as for `z.string`.
 */
export const textField = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(cleanText);

/** A required single-line text: cleaned ({@link textField}), trimmed, non-blank, at most `max` characters. */
export const requiredText = (max = 200, message: string = V.required) =>
  textField({ error: message }).trim().min(1, message).max(max, V.textTooLong);

/** An e-mail address, trimmed and lower-cased (shared/schemas/email.ts, `zod/mini`). */
export { emailField } from './email.ts';

/** A calendar date written YYYY-MM-DD (any year 0001–9999: fields people fill in use {@link windowedDate}). */
export const isoDateField = z.string({ error: V.dateInvalid }).refine(isIsoDate, { message: V.dateInvalid, abort: true });

/**
 * Date fields inside a window (today … 12 months ahead, …), written with `zod/mini` in mini-fields.ts for the
 * endpoint contracts (docs/decisions/182) and taken unchanged by classic schemas.
 */
export { applicationDeadlineField, availabilityDateField, consentDateField, travelDateField, windowedDate, type DateFieldWindow } from './mini-fields.ts';

/**
 * A member's date of birth (spec 000 §5: "cannot be in the future"): 13 to 120 years ago, the ages registration
 * accepts ({@link AGE_MIN}–{@link AGE_MAX}). A future date gets the spec's own message.
 */
export const dateOfBirthField = isoDateField
  // Not aborting (see windowedDate: the PWA's form takes `'' | date`); each date gets one message all the same.
  .refine((d) => isNotInFuture(d), V.dateOfBirthInFuture)
  .refine((d) => d >= windowBounds({ earliest: { years: -AGE_MAX }, latest: {} }).first, V.dateOfBirthTooOld)
  .refine((d) => !isNotInFuture(d) || d <= windowBounds({ earliest: {}, latest: { years: -AGE_MIN } }).last, V.dateOfBirthTooRecent)
  .meta({ format: 'date' });

/** A UUID path parameter. */
export const idParamSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

/** Query of a cursor-paginated list: `limit` 1–100 (default 20), `cursor` opaque from `nextCursor`. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number({ error: V.limitInvalid }).int(V.limitInvalid).min(1, V.limitInvalid).max(PAGE_SIZE_MAX, V.limitInvalid).default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200, V.cursorInvalid).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list: items newest first, `nextCursor` null on the last page, `total` rows overall. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int() });

/** `{ message }` acknowledgement body of actions that return nothing else. */
export const messageSchema = z.object({ message: z.string() });
