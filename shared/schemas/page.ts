import * as z from 'zod/mini';

/**
 * A page of a list: `{ items, nextCursor, total }` — items newest first (or best matches), `nextCursor` null on the
 * last page, `total` rows overall. Written with `zod/mini` (decision 182): the PWA parses list responses, and the full
 * zod API would add ~40 kB (gzip) to the initial load (docs/decisions/032-initial-load-budget.md).
 */
export const pageSchema = <T extends z.core.SomeType>(item: T) => z.object({ items: z.array(item), nextCursor: z.nullable(z.string()), total: z.int() });

/**
 * `{ message }`: the acknowledgement of actions that return nothing else (a DELETE, a report).
 */
export const messageSchema = z.object({ message: z.string() });
