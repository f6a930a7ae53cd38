/*
 * Shared field schemas and list shapes (classic zod) without the phone check: libphonenumber's metadata (~30 kB gzip)
 * stays out of forms that ask for no phone number — the login, forgot- and reset-password forms load these checks
 * after their first render (docs/decisions/145). shared/schemas/common.ts adds `phoneField` and re-exports them.
 */
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { isIsoDate } from '../dates.ts';
import { V } from '../messages.ts';
import { cleanText } from '../text.ts';

/**
 * A text a person types, cleaned of invisible direction overrides and zero-width characters (shared/text.ts
 * `cleanText`; Tamil's ZWJ/ZWNJ inside words are kept) before any other check. Every free-text field of a request
 * body starts from this (api/test/bad-input.test.ts checks that each one does). `params` as for `z.string`.
 */
export const textField = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(cleanText);

/**
 * A required single-line text (cleaned, trimmed, non-blank, at most `max` characters) and a member's date of birth,
 * written with `zod/mini` in mini-fields.ts for the endpoint contracts (docs/decisions/182) and taken unchanged by
 * classic schemas.
 */
export { dateOfBirthField, requiredText } from './mini-fields.ts';

/** An e-mail address, trimmed and lower-cased (shared/schemas/email.ts, `zod/mini`). */
export { emailField } from './email.ts';

/** A calendar date written YYYY-MM-DD (any year 0001–9999: fields people fill in use {@link windowedDate}). */
export const isoDateField = z.string({ error: V.dateInvalid }).refine(isIsoDate, { message: V.dateInvalid, abort: true });

/**
 * Date fields inside a window (today … 12 months ahead, …), written with `zod/mini` in mini-fields.ts for the
 * endpoint contracts (docs/decisions/182) and taken unchanged by classic schemas.
 */
export { applicationDeadlineField, availabilityDateField, consentDateField, travelDateField, windowedDate, type DateFieldWindow } from './mini-fields.ts';

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
