/*
 * Shared field schemas and list shapes (classic zod) without the phone check: libphonenumber's metadata (~30 kB gzip)
 * stays out of forms that ask for no phone number — the login, forgot- and reset-password forms load these checks
 * after their first render (docs/decisions/145). shared/schemas/common.ts adds `phoneField` and re-exports them.
 */
import { z } from 'zod';
import { AGE_MAX, AGE_MIN, EMAIL_MAX_LENGTH, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { isIsoDate, isNotInFuture, windowBounds, type DateWindow } from '../dates.ts';
import { V, type ValidationMessage } from '../messages.ts';
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

/** An e-mail address, trimmed and lower-cased (addresses are case-insensitive here). */
export const emailField = z
  .string({ error: V.emailInvalid })
  // Checks, not a pipe: the JSON Schema (OpenAPI) then shows `format: email` and the length (decision 173).
  .check(z.trim(), z.toLowerCase(), z.email({ error: V.emailInvalid }), z.maxLength(EMAIL_MAX_LENGTH, V.emailInvalid));

/** A calendar date written YYYY-MM-DD (any year 0001–9999: fields people fill in use {@link windowedDate}). */
export const isoDateField = z.string({ error: V.dateInvalid }).refine(isIsoDate, { message: V.dateInvalid, abort: true });

/** A date field's window (offsets from today, shared/dates.ts) and the message for a date before or after it. */
export interface DateFieldWindow extends DateWindow {
  tooEarly: ValidationMessage;
  tooLate: ValidationMessage;
}

/**
 * A calendar date (YYYY-MM-DD) inside `window`, checked against today at parse time and lenient across time zones
 * (shared/dates.ts `windowBounds`). Refused with `tooEarly` or `tooLate`, each naming the window; marked
 * `format: date` in the JSON Schema (OpenAPI, and the bad-input test finds every date field by it).
 * The windows and their reasons: docs/decisions/159-image-limits-and-date-windows.md.
 */
export const windowedDate = ({ tooEarly, tooLate, ...window }: DateFieldWindow) =>
  isoDateField
    // Not aborting: inside a union (`'' | date`) an aborted option's message would give way to the union's own.
    .refine((d) => d >= windowBounds(window).first, tooEarly)
    .refine((d) => d <= windowBounds(window).last, tooLate)
    .meta({ format: 'date' });

/** A taxi request's travel date (spec 000 §5): today … 12 months ahead (a trip is booked within the year). */
export const travelDateField = windowedDate({ earliest: {}, latest: { years: 1 }, tooEarly: V.travelDateInPast, tooLate: V.travelDateTooFar });
/** A job's application deadline (spec 001 §5): today … 12 months ahead (a listing is not left open for years). */
export const applicationDeadlineField = windowedDate({ earliest: {}, latest: { years: 1 }, tooEarly: V.jobDeadlineInPast, tooLate: V.jobDeadlineTooFar });
/** An applicant's available-from date (spec 001 §5 Application form): today … 12 months ahead. */
export const availabilityDateField = windowedDate({ earliest: {}, latest: { years: 1 }, tooEarly: V.availabilityDateInPast, tooLate: V.availabilityDateTooFar });
/** When a story's consent was given: within the last 10 years, not in the future. */
export const consentDateField = windowedDate({ earliest: { years: -10 }, latest: {}, tooEarly: V.consentDateTooOld, tooLate: V.consentDateInFuture });

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
