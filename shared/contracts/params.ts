import * as z from 'zod/mini';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { V } from '../messages.ts';

/**
 * `{ id }` path parameters of a record (a UUID), for the contracts (docs/decisions/182-endpoint-contracts.md).
 */
export const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

/**
 * Query of a cursor-paginated list (keyset cursor, decision 182): `limit` a whole number 1–100 (text from the
 * query string, default 20), `cursor` at most 200 characters, opaque (a page's `nextCursor`). A list adds its
 * filters with `z.extend(pageQuery, { … })`.
 */
export const pageQuery = z.object({
  limit: z._default(z.coerce.number({ error: V.limitInvalid }).check(z.int(V.limitInvalid), z.gte(1, V.limitInvalid), z.lte(PAGE_SIZE_MAX, V.limitInvalid)), PAGE_SIZE_DEFAULT),
  cursor: z.optional(z.string().check(z.maxLength(200, V.cursorInvalid))),
});
