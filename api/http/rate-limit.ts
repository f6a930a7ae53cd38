import { createHash } from 'node:crypto';
import type { AbstractSqlConnection } from '@mikro-orm/sql';
import { Redis } from 'ioredis';
import { CompiledQuery } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Orm } from '../db/orm.ts';
import { HttpError, serviceUnavailable, tooMany } from './errors.ts';
import { RateLimitSchema } from './rate-limit.entity.ts';

/**
 * One limit: at most `points` attempts per `durationSeconds` for one key. `closedWhenStoreDown`: refuse (503
 * `service_unavailable`) while the Redis store is unreachable, instead of counting in the process's memory as every
 * other limit does meanwhile (docs/decisions/099-redis-down-rate-limits.md) — for limits that send mail to an
 * address the caller chooses: during an outage N processes × the limit would let one person flood an inbox.
 */
export interface LimitRule {
  points: number;
  durationSeconds: number;
  closedWhenStoreDown?: boolean;
}

/** Named limits, as a feature declares them (its `limits` in its module; decision 180). */
export type LimitRules = Readonly<Record<string, LimitRule>>;

/**
 * The names of every feature's limits, by declaration merging (decision 180, as decision 175 merges
 * `SignedInUser`): a module's `<name>.limits.ts` declares its rules with {@link defineLimits} and adds their type
 * here, so `limits.consume(['loginIp', ip])` is checked against the declared names without api/http knowing any
 * feature. Empty here on purpose.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DeclaredLimits {}
export type LimitName = keyof DeclaredLimits & string;
export type RateLimitPolicy = Record<LimitName, LimitRule>;

/**
 * A feature's limits (identity; keeps the shape checked where they are written). Keys: the client IP (`…Ip`) or
 * the account (`…Account`: the lower-cased e-mail for login and forgot-password — known or not, so limits do not
 * reveal accounts — or the user id). Every attempt counts, successful or not — except under {@link withQuota}
 * (quotas of things made), where only accepted requests count.
 */
export function defineLimits<const T extends LimitRules>(rules: T): T {
  return rules;
}

/**
 * Every feature's limits in one policy, in the order given (the registry's, decision 180).
 * @throws Error when two features declare the same limit name.
 */
export function collectLimits(features: readonly { name: string; limits?: LimitRules }[]): RateLimitPolicy {
  const policy: Record<string, LimitRule> = {};
  const owner = new Map<string, string>();
  for (const feature of features) {
    for (const [name, rule] of Object.entries(feature.limits ?? {})) {
      if (owner.has(name)) throw new Error(`rate limit ${name} is declared by both ${owner.get(name)} and ${feature.name}`);
      owner.set(name, feature.name);
      policy[name] = rule;
    }
  }
  return policy as RateLimitPolicy;
}

/** The message of the 503 a limit `closedWhenStoreDown` answers while its store is unreachable. */
export const LIMIT_STORE_DOWN_MESSAGE = 'This is paused for a few minutes while we fix a fault on our side. Please try again shortly.';

/** One check: consume a point of limit `name` for `key` (skipped when the key is empty). */
export type LimitCheck = readonly [name: LimitName, key: string | null | undefined];

/** Where the counters live (docs/decisions/010-rate-limit-store.md). */
export type RateLimitStore = 'redis' | 'database' | 'memory';

/** The app's rate limiters, one per {@link LimitName}, on one shared store. */
export interface RateLimiters {
  readonly store: RateLimitStore;
  /**
   * Consumes one point of every check (all of them, so each counter sees every attempt).
   * @throws HttpError 429 `rate_limited` with `Retry-After` (seconds until the most distant refusing window
   *   frees a point) when any limit is exceeded; 503 `service_unavailable` when Redis is unreachable and a limit
   *   that is `closedWhenStoreDown` is among the checks; other store errors propagate (→ 5xx).
   * @throws Error when a check names a limit nobody declared ({@link RateLimiters.declare}).
   */
  consume(...checks: LimitCheck[]): Promise<void>;
  /**
   * Gives back the point each check consumed (best effort: a store error is ignored, the point then stays used).
   * For quotas that count only accepted requests — see {@link withQuota}.
   */
  refund(...checks: LimitCheck[]): Promise<void>;
  /** Forgets the counter of `name` for `key` (e.g. the account's login counter after a successful login). */
  reset(name: LimitName, key: string): Promise<void>;
  /**
   * Adds the features' limits (api/app.ts declares its modules' {@link collectLimits}; decision 180). A name the
   * factory's `policy` overrides keeps the override. Declaring a name again with another rule is an error.
   */
  declare(rules: LimitRules): void;
  /** Closes the Redis connection, if any. */
  close(): Promise<void>;
}

/** Keys are hashed: the store never holds e-mail addresses or IPs in clear, and every key has one length. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * A `pg`-shaped client (`query({ text, values }) → { rows, rowCount }`) for RateLimiterPostgres that runs its
 * parameterised SQL through MikroORM's own connection (kysely), so it works the same on PostgreSQL and on the
 * embedded PGlite, and shares the ORM's pool. int8 values (`expire`) come back as numbers.
 */
export function ormSqlClient(orm: Orm) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const kysely = (orm.em.getConnection() as unknown as AbstractSqlConnection).getClient();
      const result = await kysely.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      const rows = result.rows.map((row) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(row as Record<string, unknown>)) {
          out[k] = typeof v === 'bigint' || (k === 'expire' && typeof v === 'string') ? Number(v) : v;
        }
        return out;
      });
      return { rows, rowCount: rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
}

/**
 * Builds the limiters on the store shared by every app instance: Redis when `redisUrl` is set (ioredis; while
 * Redis is unreachable an in-memory insurance limiter answers, except for limits `closedWhenStoreDown`), else the database's `rate_limits` table
 * (RateLimiterPostgres through {@link ormSqlClient}; on PGlite that is one process anyway). `store: 'memory'`
 * keeps the counters in this process only (unit tests). The rules are the features' (`rules`, or
 * {@link RateLimiters.declare} — done by api/app.ts for its modules; decision 180); `policy` overrides some of them (tests only). A limiter is made
 * on a limit's first use.
 */
export function createRateLimiters(opts: { orm?: Orm; redisUrl?: string; store?: RateLimitStore; rules?: LimitRules; policy?: Partial<RateLimitPolicy> }): RateLimiters {
  const declared = new Map<string, LimitRule>();
  const ruleOf = (name: string): LimitRule => {
    const rule = (opts.policy as Partial<Record<string, LimitRule>> | undefined)?.[name] ?? declared.get(name);
    if (!rule) throw new Error(`rate limit ${name} is declared by no feature`);
    return rule;
  };
  const store: RateLimitStore = opts.store ?? (opts.redisUrl ? 'redis' : opts.orm ? 'database' : 'memory');
  let make: (keyPrefix: string, rule: LimitRule) => RateLimiterAbstract;
  let close = async () => {};

  if (store === 'redis') {
    if (!opts.redisUrl) throw new Error('the redis rate-limit store needs a redisUrl');
    const redis = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', () => {
      // reconnects on its own; meanwhile the insurance limiter answers (logged by the caller's health checks)
    });
    make = (keyPrefix, rule) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `tc-rl:${keyPrefix}`,
        points: rule.points,
        duration: rule.durationSeconds,
        rejectIfRedisNotReady: true,
        ...(rule.closedWhenStoreDown
          ? {}
          : { insuranceLimiter: new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds }) }),
      });
    close = async () => {
      redis.disconnect();
    };
  } else if (store === 'database') {
    if (!opts.orm) throw new Error('the database rate-limit store needs the ORM');
    const client = ormSqlClient(opts.orm);
    make = (keyPrefix, rule) =>
      new RateLimiterPostgres({
        storeClient: client,
        storeType: 'client',
        tableName: 'rate_limits',
        tableCreated: true, // made by a migration (api/http/rate-limit.entity.ts)
        clearExpiredByTimeout: false, // purged by api/main.ts with the other housekeeping
        keyPrefix,
        points: rule.points,
        duration: rule.durationSeconds,
      });
  } else {
    make = (keyPrefix, rule) => new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds });
  }

  const made = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string): RateLimiterAbstract => {
    let found = made.get(name);
    if (!found) made.set(name, (found = make(name, ruleOf(name))));
    return found;
  };

  const limiters: RateLimiters = {
    store,
    async consume(...checks) {
      const active = checks.filter(([, key]) => Boolean(key)) as [LimitName, string][];
      const results = await Promise.allSettled(active.map(([name, key]) => limiter(name).consume(hashKey(key))));
      let waitMs = -1;
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        if (!(result.reason instanceof RateLimiterRes)) {
          if (store === 'redis') throw serviceUnavailable(LIMIT_STORE_DOWN_MESSAGE);
          throw result.reason;
        }
        waitMs = Math.max(waitMs, result.reason.msBeforeNext);
      }
      if (waitMs >= 0) throw tooMany(waitMs / 1000);
    },
    async refund(...checks) {
      const active = checks.filter(([, key]) => Boolean(key)) as [LimitName, string][];
      await Promise.allSettled(active.map(([name, key]) => limiter(name).reward(hashKey(key), 1)));
    },
    async reset(name, key) {
      await limiter(name).delete(hashKey(key));
    },
    declare(rules) {
      for (const [name, rule] of Object.entries(rules)) {
        const earlier = declared.get(name);
        if (earlier && (earlier.points !== rule.points || earlier.durationSeconds !== rule.durationSeconds || Boolean(earlier.closedWhenStoreDown) !== Boolean(rule.closedWhenStoreDown))) {
          throw new Error(`rate limit ${name} is declared twice with different rules`);
        }
        declared.set(name, rule);
      }
    },
    close,
  };
  if (opts.rules) limiters.declare(opts.rules);
  return limiters;
}

/** Deletes counters whose window ended more than an hour ago (database store); run hourly by api/main.ts. */
export async function purgeExpiredRateLimits(orm: Orm): Promise<number> {
  return orm.em.fork().nativeDelete(RateLimitSchema, { expire: { $lt: Date.now() - 60 * 60 * 1000 } } as never);
}

/**
 * Runs `work` under the quota `checks`, counting only accepted requests (decision 160): one point of each check is
 * consumed first — atomically in the store, so concurrent requests cannot overrun the quota — and given back when the
 * request turns out not to be accepted: `work` throws (a refused duplicate, a missing record, a fault), or it
 * returns a result for which `accepted(result)` is false (e.g. a resend answered with the record its first request
 * made). A request refused with 429 gives back what it consumed of the other checks.
 * @throws HttpError 429 `rate_limited` (or 503, see {@link RateLimiters.consume}) before `work` runs; whatever
 *   `work` throws.
 */
export async function withQuota<T>(limits: RateLimiters, checks: LimitCheck[], work: () => Promise<T>, accepted: (result: T) => boolean = () => true): Promise<T> {
  try {
    await limits.consume(...checks);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) await limits.refund(...checks);
    throw err;
  }
  let result: T;
  try {
    result = await work();
  } catch (err) {
    await limits.refund(...checks);
    throw err;
  }
  if (!accepted(result)) await limits.refund(...checks);
  return result;
}
