import * as z from 'zod/mini';
import { AGE_MAX, AGE_MIN } from '../constants.ts';
import { isIsoDate, isNotInFuture, windowBounds, type DateWindow } from '../dates.ts';
import { V, type ValidationMessage } from '../messages.ts';
import { cleanText } from '../text.ts';

/*
 * Field schemas written with `zod/mini` for the endpoint contracts (shared/contracts/*,
 * docs/decisions/182-endpoint-contracts.md), which the PWA loads beside its first request: no full zod API there.
 * Mini and classic schemas mix, so classic schemas (fields.ts re-exports the date windows) take these unchanged.
 */

/**
 * A text a person types, cleaned of invisible direction overrides and zero-width characters (shared/text.ts
 * `cleanText`) before any other check — `textField` of fields.ts for mini schemas: add checks with `.check(z.trim(),
 * z.maxLength(…))`. `params` as for `z.string`.
 */
export const typedText = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(z.overwrite(cleanText));

/** A required single-line text: cleaned ({@link typedText}), trimmed, non-blank (`message`), at most `max` characters. */
export const requiredText = (max = 200, message: string = V.required) => typedText({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, V.textTooLong));

/** A date field's window (offsets from today, shared/dates.ts) and the message for a date before or after it. */
export interface DateFieldWindow extends DateWindow {
  tooEarly: ValidationMessage;
  tooLate: ValidationMessage;
}

/**
 * A calendar date (YYYY-MM-DD) inside `window`, checked against today at parse time and lenient across time zones
 * (shared/dates.ts `windowBounds`). Not a date: `V.dateInvalid` (and no other message); outside the window:
 * `tooEarly` or `tooLate`, each naming the window; marked `format: date` in the JSON Schema (OpenAPI, and the
 * bad-input test finds every date field by it). The windows and their reasons:
 * docs/decisions/159-image-limits-and-date-windows.md.
 */
export const windowedDate = ({ tooEarly, tooLate, ...window }: DateFieldWindow) =>
  z.string({ error: V.dateInvalid }).check(
    z.refine(isIsoDate, { error: V.dateInvalid, abort: true }),
    // Not aborting: inside a union (`'' | date`) an aborted option's message would give way to the union's own.
    z.refine((d: string) => d >= windowBounds(window).first, tooEarly),
    z.refine((d: string) => d <= windowBounds(window).last, tooLate),
    z.meta({ format: 'date' }),
  );

/** A taxi request's travel date (spec 000 §5): today … 12 months ahead (a trip is booked within the year). */
export const travelDateField = windowedDate({ earliest: {}, latest: { years: 1 }, tooEarly: V.travelDateInPast, tooLate: V.travelDateTooFar });
/** A job's application deadline (spec 001 §5): today … 12 months ahead (a listing is not left open for years). */
export const applicationDeadlineField = windowedDate({ earliest: {}, latest: { years: 1 }, tooEarly: V.jobDeadlineInPast, tooLate: V.jobDeadlineTooFar });
/** An applicant's available-from date (spec 001 §5 Application form): today … 12 months ahead. */
export const availabilityDateField = windowedDate({ earliest: {}, latest: { years: 1 }, tooEarly: V.availabilityDateInPast, tooLate: V.availabilityDateTooFar });
/** When a story's consent was given: within the last 10 years, not in the future. */
export const consentDateField = windowedDate({ earliest: { years: -10 }, latest: {}, tooEarly: V.consentDateTooOld, tooLate: V.consentDateInFuture });

/**
 * A member's date of birth (spec 000 §5: "cannot be in the future"): YYYY-MM-DD, 13 to 120 years ago, the ages
 * registration accepts (AGE_MIN–AGE_MAX). Not a date: `V.dateInvalid`; a future date gets the spec's own message;
 * marked `format: date` like {@link windowedDate}.
 */
export const dateOfBirthField = z.string({ error: V.dateInvalid }).check(
  z.refine(isIsoDate, { error: V.dateInvalid, abort: true }),
  // Not aborting (see windowedDate: the PWA's form takes `'' | date`); each date gets one message all the same.
  z.refine((d: string) => isNotInFuture(d), V.dateOfBirthInFuture),
  z.refine((d: string) => d >= windowBounds({ earliest: { years: -AGE_MAX }, latest: {} }).first, V.dateOfBirthTooOld),
  z.refine((d: string) => !isNotInFuture(d) || d <= windowBounds({ earliest: {}, latest: { years: -AGE_MIN } }).last, V.dateOfBirthTooRecent),
  z.meta({ format: 'date' }),
);
