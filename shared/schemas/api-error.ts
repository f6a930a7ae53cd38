import { z } from 'zod';
import { ERROR_CODES } from '../error-codes.ts';

/** The API's error body: `{ message, code, fields? }` (fields: property path → messages; requestId on 500). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
