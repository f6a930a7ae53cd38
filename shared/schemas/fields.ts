/*
 * Shared field schemas and list shapes (classic zod) without the phone check: libphonenumber's metadata (~30 kB gzip)
 * stays out of forms that ask for no phone number — the login, forgot- and reset-password forms load these checks
 * after their first render (docs/decisions/145). shared/schemas/common.ts adds `phoneField` and re-exports them.
 */
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { isIsoDate, isNotInFuture, isNotInPast } from '../dates.ts';
import { V } from '../messages.ts';

/** A required single-line text: trimmed, non-blank, at most `max` characters. */
export const requiredText = (max = 200, message: string = V.required) =>
  z.string({ error: message }).trim().min(1, message).max(max, V.textTooLong);

/** An e-mail address, trimmed and lower-cased (addresses are case-insensitive here). */
export const emailField = z
  .string({ error: V.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: V.emailInvalid }).max(254, V.emailInvalid));

/** A calendar date written YYYY-MM-DD. */
export const isoDateField = z.string({ error: V.dateInvalid }).refine(isIsoDate, { message: V.dateInvalid, abort: true });
/** A date that is today or later (lenient across time zones; see shared/dates.ts). */
export const futureDateField = isoDateField.refine((d) => isNotInPast(d), V.travelDateInPast);
/** A date that is today or earlier (lenient across time zones). */
export const pastDateField = isoDateField.refine((d) => isNotInFuture(d), V.dateOfBirthInFuture);

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
