import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Counters of rate-limiter-flexible's RateLimiterPostgres (api/http/rate-limit.ts), in the columns it expects:
 * `key` (limiter prefix + key), `points` consumed in the window, `expire` (ms since the epoch, or null).
 * Declared as an entity so the table comes from a migration, like every other table. The column ORDER matters:
 * the library inserts with `VALUES ($1, $2, $3)` and no column list.
 */
export const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    expire: p.bigint().nullable().index(),
  },
});
export type RateLimit = InferEntity<typeof RateLimitSchema>;
