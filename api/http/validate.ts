import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * Validates `data` with a shared zod schema and returns the parsed value.
 * @throws HttpError 400 `validation_failed` with `fields` (property path → messages) when invalid.
 */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw badRequest(`Validation failed: ${first}`, fields);
}
