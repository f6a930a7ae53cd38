import * as z from 'zod/mini';
import { ERROR_CODES } from '../error-codes.ts';

/**
 * The API's error body: `{ message, code, fields? }` (fields: property path → messages; requestId on 500;
 * entitledUntil on 409 `already_entitled`).
 * `zod/mini`, as every schema the PWA's first screen parses (see page.ts).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
  requestId: z.optional(z.string()),
  /** With 409 `already_entitled`: when what the member has runs out (Unix seconds). */
  entitledUntil: z.optional(z.number()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
