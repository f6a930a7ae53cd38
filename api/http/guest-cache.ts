import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { EntityManager, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { Context, Middleware } from 'koa';
import type { Orm } from '../db/orm.ts';
import { PERSONAL_CACHE_CONTROL } from './cache-control.ts';
import type { AppState } from './state.ts';

/** How long a guest page is reused (ms): issue 10 item 4 allows at most 5 s. */
export const GUEST_CACHE_TTL_MS = 5_000;

/** Distinct first pages kept at once (e.g. per page size); more empties the cache. */
const MAX_ENTRIES = 64;

/** Responses smaller than this are sent uncompressed (as koa-compress does, api/app.ts). */
const COMPRESS_THRESHOLD_BYTES = 1024;

interface CachedPage {
  /** The JSON body, its ETag and its compressed copies (made on first use). */
  json: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  status: number;
  storedAt: number;
}

interface Entry {
  page: CachedPage | null;
  /** The request filling this entry, which the requests arriving meanwhile wait for (one database trip). */
  pending: Promise<CachedPage | null> | null;
}

/** Options of {@link guestPageCache}. */
export interface GuestPageCacheOptions {
  /** The app's ORM: flushes that create, change or delete one of `entities` drop the cached pages at once. */
  orm: Orm;
  /** Entity classes the page shows (e.g. `[TaxiRequestSchema]`); a write to any of them invalidates. */
  entities: { meta: { className: string } }[];
  /** Which requests are a first page (identical for every guest), e.g. no `cursor` in the query. */
  isFirstPage: (ctx: Context) => boolean;
  /** ms; at most {@link GUEST_CACHE_TTL_MS}. */
  ttlMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** Every guest page cache of an ORM (keyed by its Configuration, shared by every fork), for {@link invalidateGuestPages}. */
const cachesByOrm = new WeakMap<object, Set<{ classes: Set<string>; cache: Map<string, Entry> }>>();

/**
 * Drops the cached guest pages showing entity class `className` in `em`'s ORM, for writes that bypass the unit of
 * work (a native conditional UPDATE, api/lib/state/transition.ts), which the flush subscriber does not see.
 */
export function invalidateGuestPages(em: EntityManager, className: string): void {
  for (const { classes, cache } of cachesByOrm.get(em.config) ?? []) if (classes.has(className)) cache.clear();
}

/**
 * Drops every cached guest page of `em`'s ORM, whatever it shows: for a change that reaches into every list at once
 * without writing their tables — an account suspended or unsuspended changes which rows every list shows
 * (docs/decisions/165-suspended-members-content.md). The next guest read asks the database, and its new JSON gets a
 * new ETag, so a guest's `If-None-Match` of the old page is answered in full, not 304.
 */
export function invalidateAllGuestPages(em: EntityManager): void {
  for (const { cache } of cachesByOrm.get(em.config) ?? []) cache.clear();
}

const weakEtag = (json: Buffer) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

/**
 * Opt-in middleware for a public list route's `use` (docs/decisions/068-guest-first-page-cache.md): the first
 * page of the list, identical for every guest, is
 * - sent with an `ETag` (weak: the same JSON in any encoding) and answered **304** to a matching `If-None-Match`;
 * - kept for up to 5 s in this process and shared by every guest meanwhile, so the database is not asked per
 *   request (the requests that arrive while it is being read wait for that one read), with its brotli/gzip
 *   copies made once instead of per response;
 * - dropped at once after any flush through this ORM that writes one of `entities` (a member sees their own post
 *   on the next read; another app instance, or a change made outside the ORM, within 5 s).
 * Signed-in members' responses are never cached nor shared: they run the route as before, with
 * `Cache-Control: private, no-store` (api/http/cache-control.ts). Guests' pages say `no-cache` (revalidate with the ETag) and every response of
 * the route varies by `Cookie`, so no shared HTTP cache hands a guest page to a member or the other way round.
 */
export function guestPageCache(opts: GuestPageCacheOptions): Middleware<AppState> {
  const ttl = Math.min(opts.ttlMs ?? GUEST_CACHE_TTL_MS, GUEST_CACHE_TTL_MS);
  const now = opts.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const classes = new Set(opts.entities.map((e) => e.meta.className));
  const subscriber: EventSubscriber = {
    afterFlush(args: FlushEventArgs) {
      if (args.uow.getChangeSets().some((cs) => classes.has(cs.meta.className))) cache.clear();
    },
  };
  opts.orm.em.getEventManager().registerSubscriber(subscriber);
  const registry = cachesByOrm.get(opts.orm.em.config) ?? new Set();
  cachesByOrm.set(opts.orm.em.config, registry.add({ classes, cache }));

  const send = (ctx: Context, page: CachedPage) => {
    ctx.status = page.status;
    ctx.set('ETag', page.etag);
    ctx.set('Cache-Control', 'no-cache');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoding = page.json.length >= COMPRESS_THRESHOLD_BYTES ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
    if (encoding === 'br') {
      page.br ??= brotliCompressSync(page.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: page.json.length } });
      ctx.set('Content-Encoding', 'br');
      ctx.body = page.br;
    } else if (encoding === 'gzip') {
      page.gzip ??= gzipSync(page.json, { level: 6 });
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = page.gzip;
    } else {
      ctx.body = page.json;
    }
    ctx.type = 'application/json; charset=utf-8';
  };

  /** Runs the route for this request and keeps its answer when it is a 200 JSON page. */
  const fill = async (ctx: Context, next: () => Promise<unknown>, key: string, entry: Entry): Promise<CachedPage | null> => {
    await next();
    if (ctx.status !== 200 || ctx.body == null || typeof ctx.body !== 'object' || Buffer.isBuffer(ctx.body)) return null;
    const json = Buffer.from(JSON.stringify(ctx.body));
    const page: CachedPage = { json, etag: weakEtag(json), status: ctx.status, storedAt: now() };
    // Kept only when no write invalidated the cache while the page was being read.
    if (cache.get(key) === entry) entry.page = page;
    return page;
  };

  return async (ctx, next) => {
    ctx.vary('Cookie');
    const kctx = ctx as unknown as Context;
    if (ctx.state.user || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || !opts.isFirstPage(kctx)) {
      await next();
      if (ctx.state.user) ctx.set('Cache-Control', PERSONAL_CACHE_CONTROL);
      return;
    }
    // Keyed by the validated query (declared routes parse it before `use`): junk parameters make no new entries.
    const input = (ctx.state as AppState & { input?: { query?: unknown } }).input;
    const key = `${ctx.path}?${JSON.stringify(input?.query ?? ctx.query)}`;
    if (cache.size >= MAX_ENTRIES && !cache.has(key)) cache.clear();
    let entry = cache.get(key);
    if (entry?.page && now() - entry.page.storedAt < ttl) return send(kctx, entry.page);
    if (entry?.pending) {
      const page = await entry.pending;
      if (page) return send(kctx, page);
      // the request that filled it failed or answered something else: run the route for this one too
      await next();
      return;
    }
    entry = { page: null, pending: null };
    cache.set(key, entry);
    const mine = entry;
    const pending = fill(kctx, next, key, mine).finally(() => {
      mine.pending = null;
      if (!mine.page && cache.get(key) === mine) cache.delete(key);
    });
    mine.pending = pending.catch(() => null);
    const page = await pending;
    if (page) send(kctx, page);
  };
}
