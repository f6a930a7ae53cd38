import * as z from 'zod/mini';

/**
 * `pageSchema` of common.ts written with `zod/mini`: `{ items, nextCursor, total }`. The PWA parses list
 * responses on its first screen, and the full zod API would add ~40 kB (gzip) to the initial load
 * (docs/decisions/032-initial-load-budget.md). Mini and classic schemas mix freely (`item` may be either).
 */
export const pageSchema = <T extends z.core.SomeType>(item: T) => z.object({ items: z.array(item), nextCursor: z.nullable(z.string()), total: z.int() });

/**
 * `messageSchema` of common.ts written with `zod/mini`: `{ message }`, the answer of actions such as DELETE.
 * For PWA code that the first screen loads (common.ts brings the phone metadata).
 */
export const messageSchema = z.object({ message: z.string() });
