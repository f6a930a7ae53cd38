import { createHash } from 'node:crypto';
import type { AbstractSqlConnection } from '@mikro-orm/sql';
import { Redis } from 'ioredis';
import { CompiledQuery } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Orm } from '../db/orm.ts';
import { HttpError, serviceUnavailable, tooMany } from './errors.ts';
import { RateLimitSchema } from './rate-limit.entity.ts';

/** One limit: at most `points` attempts per `durationSeconds` for one key. */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

/**
 * The production limits (issue 5 item 3). Keys: the client IP (`…Ip`) or the account (`…Account`: the
 * lower-cased e-mail for login and forgot-password — known or not, so limits do not reveal accounts — or the
 * user id). Every attempt counts, successful or not — except under {@link withQuota} (quotas of things made: quote
 * requests, interests, products), where only accepted requests count.
 */
export const RATE_LIMITS = {
  /** Password logins from one IP: 10 a minute (issue 5). */
  loginIp: { points: 10, durationSeconds: 60 },
  /** Password logins for one e-mail: 5 a minute (issue 5). */
  loginAccount: { points: 5, durationSeconds: 60 },
  /** Second-factor codes (login, confirm, turning 2FA off) for one account: 5 per 5 minutes… */
  twoFactorAccount: { points: 5, durationSeconds: 5 * 60 },
  /** …and 20 a day, so guessing a 6-digit code stays hopeless (≈ 60 of 10^6 codes a day, 3 valid per window). */
  twoFactorAccountDaily: { points: 20, durationSeconds: 24 * 60 * 60 },
  /** Second-factor codes from one IP: 20 per 5 minutes. */
  twoFactorIp: { points: 20, durationSeconds: 5 * 60 },
  /** Forgot-password requests from one IP: 5 an hour. */
  forgotPasswordIp: { points: 5, durationSeconds: 60 * 60 },
  /** Forgot-password requests for one e-mail: 3 an hour. */
  forgotPasswordAccount: { points: 3, durationSeconds: 60 * 60 },
  /** Registrations from one IP: 20 an hour (mobile carriers share addresses, so not lower). */
  registerIp: { points: 20, durationSeconds: 60 * 60 },
  /** Verification mails for one account: 3 an hour. */
  sendVerificationAccount: { points: 3, durationSeconds: 60 * 60 },
  /** E-mail changes (each a password or code check and two mails) for one account: 5 an hour (decision 161). */
  emailChangeAccount: { points: 5, durationSeconds: 60 * 60 },
  /** Password changes while signed in (each checks the current password) for one account: 5 per 15 minutes (decision 169). */
  passwordChangeAccount: { points: 5, durationSeconds: 15 * 60 },
  /** Upload URLs for one member: 60 an hour (issue 12; ten products' worth of photos, with retries). */
  uploadsAccount: { points: 60, durationSeconds: 60 * 60 },
  /** Questions asked by one member: 10 an hour (issue 15). */
  askQuestionAccount: { points: 10, durationSeconds: 60 * 60 },
  /** Answers written by one member: 30 an hour (issue 15). */
  answerAccount: { points: 30, durationSeconds: 60 * 60 },
  /** Quote requests from one IP (guests and members): 10 an hour; resends and refusals do not count (decision 160). */
  storeQuoteIp: { points: 10, durationSeconds: 60 * 60 },
  /** Help-page messages from one IP: 5 an hour (issue 19 item 3). */
  contactIp: { points: 5, durationSeconds: 60 * 60 },
  /** Marriage interest requests sent by one member: 20 a day; only those sent count (decision 160). */
  marriageInterestAccount: { points: 20, durationSeconds: 24 * 60 * 60 },
  /** Products added by one member: 30 an hour (issue 14). */
  storeProductAccount: { points: 30, durationSeconds: 60 * 60 },
  /** Community sharing posts by one member: 10 an hour (issue 19 item 5). */
  communityPostAccount: { points: 10, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof RATE_LIMITS;
export type RateLimitPolicy = Record<LimitName, LimitRule>;

/**
 * Limits that refuse (503 `service_unavailable`) while the Redis store is unreachable, instead of counting in the
 * process's memory as every other limit does meanwhile (docs/decisions/099-redis-down-rate-limits.md). Each of them
 * sends mail to an address the caller chooses: during an outage N processes × the limit would let one person
 * flood an inbox, and waiting a few minutes costs the member little. Logins, second factors and everything else
 * keep working, each process enforcing the full limit on its own.
 */
export const CLOSED_WHEN_STORE_DOWN: ReadonlySet<LimitName> = new Set<LimitName>(['forgotPasswordIp', 'forgotPasswordAccount', 'sendVerificationAccount', 'emailChangeAccount', 'contactIp']);

/** The message of the 503 a {@link CLOSED_WHEN_STORE_DOWN} limit answers while its store is unreachable. */
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
   *   of {@link CLOSED_WHEN_STORE_DOWN} is among the checks; other store errors propagate (→ 5xx).
   */
  consume(...checks: LimitCheck[]): Promise<void>;
  /**
   * Gives back the point each check consumed (best effort: a store error is ignored, the point then stays used).
   * For quotas that count only accepted requests — see {@link withQuota}.
   */
  refund(...checks: LimitCheck[]): Promise<void>;
  /** Forgets the counter of `name` for `key` (e.g. the account's login counter after a successful login). */
  reset(name: LimitName, key: string): Promise<void>;
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
 * Redis is unreachable an in-memory insurance limiter answers, except for {@link CLOSED_WHEN_STORE_DOWN}), else the database's `rate_limits` table
 * (RateLimiterPostgres through {@link ormSqlClient}; on PGlite that is one process anyway). `store: 'memory'`
 * keeps the counters in this process only (unit tests). `policy` overrides limits (tests only).
 */
export function createRateLimiters(opts: { orm?: Orm; redisUrl?: string; store?: RateLimitStore; policy?: Partial<RateLimitPolicy> }): RateLimiters {
  const policy: RateLimitPolicy = { ...RATE_LIMITS, ...opts.policy };
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
        ...(CLOSED_WHEN_STORE_DOWN.has(keyPrefix as LimitName)
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

  const limiters = Object.fromEntries(Object.entries(policy).map(([name, rule]) => [name, make(name, rule)])) as Record<LimitName, RateLimiterAbstract>;

  return {
    store,
    async consume(...checks) {
      const active = checks.filter(([, key]) => Boolean(key)) as [LimitName, string][];
      const results = await Promise.allSettled(active.map(([name, key]) => limiters[name].consume(hashKey(key))));
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
      await Promise.allSettled(active.map(([name, key]) => limiters[name].reward(hashKey(key), 1)));
    },
    async reset(name, key) {
      await limiters[name].delete(hashKey(key));
    },
    close,
  };
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
