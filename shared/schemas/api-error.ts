import * as z from 'zod/mini';
import { ERROR_CODES } from '../error-codes.ts';

/**
 * The API's error body: `{ message, code, fields? }` (fields: property path → messages; requestId on 500;
 * entitledUntil on 409 `already_entitled`;
 * currentStatus on 409 `status_changed` and `interest_already_*`).
 * `zod/mini`, as every schema the PWA's first screen parses (see page.ts).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
  requestId: z.optional(z.string()),
  /** With 409 `already_entitled`: when what the member has runs out (Unix seconds). */
  entitledUntil: z.optional(z.number()),
  /** With 409 `status_changed` / `interest_already_*`: the state the record is in now (decision 160). */
  currentStatus: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
