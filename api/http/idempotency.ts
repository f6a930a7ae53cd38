import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Orm } from '../db/orm.ts';
import { currentUser } from './auth.ts';
import { HttpError, badRequest, conflict, unprocessable } from './errors.ts';
import { DEPTH_MESSAGE, MAX_JSON_DEPTH } from './input-guard.ts';
import type { AppState } from './state.ts';

/** Header carrying the client-made key (a UUID v4), as in Stripe's and the IETF draft's `Idempotency-Key`. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Keys are kept at least this long (seconds): 24 hours. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/** A first request still running after this long (ms) is considered dead and its key may be taken over. */
const LOCK_TIMEOUT_MS = 60_000;
/** How long a duplicate waits for the first request to finish before answering 409 (ms). */
const WAIT_FOR_FIRST_MS = 10_000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * JSON with object keys sorted, so `{a,b}` and `{b,a}` hash alike. The recursion is bounded: a body nested deeper
 * than {@link MAX_JSON_DEPTH} is refused (400) — the input guard normally refuses it before this runs.
 */
function canonicalJson(value: unknown, depth = 0): string {
  if (value && typeof value === 'object' && depth >= MAX_JSON_DEPTH) throw badRequest(`Validation failed: ${DEPTH_MESSAGE}`, { _: [DEPTH_MESSAGE] });
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k], depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const requestHash = (ctx: Context) =>
  createHash('sha256').update(`${ctx.method} ${ctx.path}\n${canonicalJson(ctx.request.body)}`).digest('hex');

interface StoredRow {
  id: string;
  request_hash: string;
  status: number | null;
  response_body: unknown;
  location: string | null;
  locked_at: Date | string;
}

function replay(ctx: Context, row: StoredRow) {
  ctx.status = row.status!;
  ctx.body = row.response_body;
  if (row.location) ctx.set('Location', row.location);
  ctx.set('Idempotent-Replayed', 'true');
}

/**
 * Whose key it is: a member's (their user id) or a guest's (a token, {@link guestToken}). Keys of different owners
 * are independent; the unique index of each column decides the claim.
 */
interface KeyOwner {
  column: 'user_id' | 'guest_token';
  value: string;
}

/**
 * The guest token of a request without a session (decision 160): HMAC-SHA256, under the app's first cookie-signing
 * key (SESSION_SECRET, the same in every process), of the client's address (`ctx.ip`, as the proxy settings give it)
 * and its User-Agent — 64 hex characters. A resend from the same browser — the page or its service worker, with or
 * without cookies — carries the same token; another device does not. The address itself is never stored.
 */
export function guestToken(ctx: Pick<Context, 'ip' | 'get' | 'app'>): string {
  const keys = ctx.app.keys;
  const secret = Array.isArray(keys) ? keys[0] : undefined;
  if (!secret) throw new Error('the app has no cookie-signing keys (SESSION_SECRET) to make guest idempotency tokens');
  return createHmac('sha256', secret).update(`idempotency-guest\u0000${ctx.ip}\u0000${ctx.get('User-Agent')}`).digest('hex');
}

/**
 * Idempotency for POST routes (issue "Offline-first data layer" §4; decisions 008 and 160). With an
 * `Idempotency-Key` header (UUID v4) the first request claims the key with an INSERT … ON CONFLICT DO NOTHING on the
 * unique (owner, key) — so 20 concurrent duplicates produce one claim, never check-then-insert — and its response
 * (2xx or final 4xx) is stored; later requests with the same key and the same body get that response replayed
 * (header `Idempotent-Replayed: true`) without running the handler. The owner is the signed-in user, or — for a
 * guest on a public route (the store's quote requests) — the guest's token ({@link guestToken}). The same key with a
 * different body or path → 422 `idempotency_key_reused`; a malformed key → 400; a duplicate arriving while the first
 * still runs waits up to 10 s, then 409 `idempotency_key_in_use`. 5xx and unexpected errors release the key so a
 * retry can run. Requests without the header pass through unchanged. Runs after the access rule, so member routes
 * never get here without a user.
 */
export function idempotency(orm: Orm): Middleware<AppState> {
  return async (ctx, next) => {
    const key = ctx.get(IDEMPOTENCY_HEADER);
    if (!key) return next();
    if (!UUID_V4.test(key)) {
      throw badRequest('Idempotency-Key must be a UUID v4', { [IDEMPOTENCY_HEADER]: ['Idempotency-Key must be a UUID v4'] });
    }
    const owner: KeyOwner = ctx.state.user
      ? { column: 'user_id', value: currentUser(ctx as unknown as Context).id }
      : { column: 'guest_token', value: guestToken(ctx as unknown as Context) };
    const hash = requestHash(ctx as unknown as Context);
    const conn = orm.em.fork().getConnection();

    const claimedId = await claim(conn, owner, key.toLowerCase(), ctx.method, ctx.path, hash);
    if (!claimedId) {
      const row = await waitForFirst(conn, owner, key.toLowerCase());
      if (row.request_hash !== hash) {
        throw unprocessable('This Idempotency-Key was already used for a different request', 'idempotency_key_reused');
      }
      if (row.status === null) throw conflict('A request with this Idempotency-Key is still being processed', 'idempotency_key_in_use');
      replay(ctx as unknown as Context, row);
      return;
    }

    try {
      await next();
    } catch (err) {
      if (err instanceof HttpError && err.status < 500) {
        const body = { message: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}), ...err.extras };
        await complete(conn, claimedId, err.status, body, null);
      } else {
        await conn.execute('delete from idempotency_keys where id = ?', [claimedId]);
      }
      throw err;
    }
    if (ctx.status >= 500) {
      await conn.execute('delete from idempotency_keys where id = ?', [claimedId]);
      return;
    }
    await complete(conn, claimedId, ctx.status, ctx.body ?? null, ctx.response.get('Location') || null);
  };
}

type Conn = ReturnType<ReturnType<Orm['em']['fork']>['getConnection']>;

async function claim(conn: Conn, owner: KeyOwner, key: string, method: string, path: string, hash: string): Promise<string | null> {
  // Take over a key whose first request died (locked long ago, never completed).
  await conn.execute(
    `delete from idempotency_keys where ${owner.column} = ? and key = ? and status is null and locked_at < ?`,
    [owner.value, key, new Date(Date.now() - LOCK_TIMEOUT_MS)],
  );
  const rows = await conn.execute<{ id: string }[]>(
    `insert into idempotency_keys (id, ${owner.column}, key, method, path, request_hash, locked_at, created_at)
     values (?, ?, ?, ?, ?, ?, now(), now()) on conflict (${owner.column}, key) do nothing returning id`,
    [randomUUID(), owner.value, key, method, path, hash],
  );
  return rows[0]?.id ?? null;
}

async function waitForFirst(conn: Conn, owner: KeyOwner, key: string): Promise<StoredRow> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
    const [row] = await conn.execute<StoredRow[]>(
      `select id, request_hash, status, response_body, location, locked_at from idempotency_keys where ${owner.column} = ? and key = ?`,
      [owner.value, key],
    );
    if (!row) throw conflict('A request with this Idempotency-Key is still being processed', 'idempotency_key_in_use');
    if (row.status !== null || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, delay));
  }
}

async function complete(conn: Conn, id: string, status: number, body: unknown, location: string | null) {
  await conn.execute(
    'update idempotency_keys set status = ?, response_body = ?::jsonb, location = ?, completed_at = now() where id = ?',
    [status, JSON.stringify(body), location, id],
  );
}

/** Deletes idempotency keys older than 24 hours (run periodically by api/main.ts). Returns the number removed. */
export async function purgeExpiredIdempotencyKeys(orm: Orm): Promise<number> {
  const rows = await orm.em.fork().getConnection().execute<{ id: string }[]>(
    'delete from idempotency_keys where created_at < ? returning id',
    [new Date(Date.now() - IDEMPOTENCY_KEY_TTL_SECONDS * 1000)],
  );
  return rows.length;
}
