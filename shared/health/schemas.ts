import * as z from 'zod/mini';

/*
 * The health checks' answers (decision 095), written with `zod/mini` for the health contract
 * (shared/health/contract.ts, docs/decisions/182-endpoint-contracts.md).
 */

/** GET /api/health answer: the process and its database. */
export const healthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'unreachable']) });

/** GET /api/health/live answer: the process serves requests. */
export const liveSchema = z.object({ status: z.literal('ok') });

/**
 * GET /api/health/ready answer. `status` is `ready` only when `db` is `ok`, `migrations` is `applied` and
 * `shuttingDown` is false; `pending` lists committed migrations the database lacks.
 */
export const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  db: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  pending: z.array(z.string()),
  shuttingDown: z.boolean(),
});
