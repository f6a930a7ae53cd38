import type { OutboxEntry } from './db.ts';
import { deviceDb } from './device-db.ts';

/** Background Sync tag the service worker listens for. */
export const OUTBOX_SYNC_TAG = 'outbox-sync';
/** Header carrying the entry's id to the server (see api/http/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Backoff after a network error or 5xx: 2 s, 4 s, 8 s … capped at 5 minutes (ms). */
export const backoffMs = (attempts: number) => Math.min(2000 * 2 ** Math.max(0, attempts - 1), 5 * 60 * 1000);
/** How many queued posts are sent at the same time while draining. */
export const DRAIN_CONCURRENCY = 4;
/** Sent entries are kept (to show "sent") for this long, then pruned (ms). */
export const SENT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** A UUID v4 made on the client (crypto.randomUUID needs a secure context; getRandomValues works everywhere). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

type Listener = (entry: OutboxEntry) => void;
const sentListeners = new Set<Listener>();
/** Subscribes to "an entry was delivered" (e.g. to refresh the list it belongs to). Returns an unsubscribe. */
export function onOutboxSent(listener: Listener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Something that can ask for a drain later (the page registers Background Sync through it). */
let scheduleSync: () => void = () => {};
export function setSyncScheduler(fn: () => void) {
  scheduleSync = fn;
}

/**
 * Queues a POST in the outbox (status "waiting") and tries to send it at once. Returns the entry; its `id` is the
 * Idempotency-Key. Delivery continues on reconnect, on next open, or via the service worker's Background Sync.
 */
export async function enqueuePost(kind: string, url: string, body: unknown, now = Date.now()): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: newIdempotencyKey(),
    kind,
    method: 'POST',
    url,
    body,
    status: 'waiting',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  };
  await (await deviceDb()).outbox.add(entry);
  scheduleSync();
  void drainOutbox();
  return entry;
}

/** Puts a failed entry back in the queue (the user pressed "retry"). */
export async function retryEntry(id: string): Promise<void> {
  await (await deviceDb()).outbox.update(id, { status: 'waiting', nextAttemptAt: Date.now(), updatedAt: Date.now(), error: undefined });
  void drainOutbox();
}

/** Removes an entry for good (the user pressed "discard", or dismissed a sent one). */
export async function discardEntry(id: string): Promise<void> {
  await (await deviceDb()).outbox.delete(id);
}

async function readError(res: Response): Promise<NonNullable<OutboxEntry['error']>> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: string; code?: string; fields?: Record<string, string[]> };
    return { status: res.status, message: body.message ?? (text || res.statusText), code: body.code, ...(body.fields ? { fields: body.fields } : {}) };
  } catch {
    return { status: res.status, message: text || res.statusText };
  }
}

/**
 * Whether an answer means "try again later" rather than "no": 5xx (server trouble), 408 (request timeout), 429 (too
 * many requests), and 409 `idempotency_key_in_use` — this very post is still being processed from an earlier send
 * (api/http/idempotency.ts), so the next send gets its outcome. Every other 4xx is the server's decision about the
 * post (400 bad input, 401, 403, 404, 409 `already_applied`…): sending it again gets the same answer, so it is final
 * (docs/decisions/167).
 */
export const isRetryable = (status: number, code?: string) => status >= 500 || status === 408 || status === 429 || code === 'idempotency_key_in_use';

/** Sends one entry. 2xx → sent; a refusal (other 4xx) → failed, final and shown; network error, 5xx, 408, 429 → waiting with backoff. */
async function sendEntry(entry: OutboxEntry, fetchFn: typeof fetch): Promise<OutboxEntry> {
  const db = await deviceDb();
  await db.outbox.update(entry.id, { status: 'sending', updatedAt: Date.now() });
  let res: Response;
  try {
    res = await fetchFn(entry.url, {
      method: entry.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_HEADER]: entry.id },
      body: JSON.stringify(entry.body),
    });
  } catch {
    const attempts = entry.attempts + 1;
    const patch = { status: 'waiting' as const, attempts, nextAttemptAt: Date.now() + backoffMs(attempts), updatedAt: Date.now() };
    await db.outbox.update(entry.id, patch);
    return { ...entry, ...patch };
  }
  if (res.ok) {
    const response = await res.json().catch(() => null);
    const patch = { status: 'sent' as const, sentAt: Date.now(), response, updatedAt: Date.now(), error: undefined };
    await db.outbox.update(entry.id, patch);
    const sent = { ...entry, ...patch };
    sentListeners.forEach((l) => l(sent));
    return sent;
  }
  const error = await readError(res);
  const attempts = entry.attempts + 1;
  const patch = isRetryable(res.status, error.code)
    ? { status: 'waiting' as const, attempts, nextAttemptAt: Date.now() + backoffMs(attempts), updatedAt: Date.now(), error }
    : { status: 'failed' as const, attempts, updatedAt: Date.now(), error };
  await db.outbox.update(entry.id, patch);
  return { ...entry, ...patch };
}

let draining: Promise<number> | null = null;

/**
 * Sends every waiting entry that is due, started oldest first, {@link DRAIN_CONCURRENCY} at a time. Single-flight
 * within a context and, where
 * the Web Locks API exists, across tabs and the service worker. Stops at the first network failure (the
 * connection is gone). Returns how many entries were delivered. Entries stuck in "sending" by a closed page
 * are picked up again (the Idempotency-Key makes the resend harmless).
 */
export function drainOutbox(fetchFn: typeof fetch = (...args) => fetch(...args)): Promise<number> {
  if (draining) return draining;
  const run = async () => {
    const db = await deviceDb();
    let delivered = 0;
    await pruneSent();
    const now = Date.now();
    const due = (await db.outbox.where('status').anyOf('waiting', 'sending').sortBy('createdAt')).filter(
      (e) => e.status === 'sending' || e.nextAttemptAt <= now,
    );
    // A few posts travel at once (on 3G each round trip costs hundreds of ms); they start oldest first. The
    // first network failure stops new sends: the connection is gone.
    let next = 0;
    let stopped = false;
    const worker = async () => {
      while (!stopped && next < due.length) {
        const result = await sendEntry(due[next++]!, fetchFn);
        if (result.status === 'sent') delivered++;
        else if (result.status === 'waiting') stopped = true;
      }
    };
    await Promise.all(Array.from({ length: Math.min(DRAIN_CONCURRENCY, due.length) }, worker));
    return delivered;
  };
  const locked = () => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('outbox-drain', run) : run());
  draining = locked().finally(() => {
    draining = null;
  });
  return draining;
}

/**
 * Tries to deliver one entry now and returns it afterwards: "sent", "failed" (4xx, with the server's error) or
 * still "waiting" (offline or server trouble — it stays queued and is delivered later). A drain already running
 * may have started before the entry existed, so a second drain runs when the entry was not attempted yet.
 */
export async function deliverNow(id: string): Promise<OutboxEntry | undefined> {
  await drainOutbox();
  let entry = await (await deviceDb()).outbox.get(id);
  if (entry && entry.status === 'waiting' && entry.attempts === 0) {
    await drainOutbox();
    entry = await (await deviceDb()).outbox.get(id);
  }
  return entry;
}

/** The earliest time (epoch ms) a waiting entry is due, or null when nothing waits. */
export async function nextDueAt(): Promise<number | null> {
  const waiting = await (await deviceDb()).outbox.where('status').equals('waiting').toArray();
  return waiting.length ? Math.min(...waiting.map((e) => e.nextAttemptAt)) : null;
}

/** Removes sent entries older than {@link SENT_RETENTION_MS}. */
export async function pruneSent(now = Date.now()): Promise<void> {
  await (await deviceDb()).outbox.where('status').equals('sent').and((e) => (e.sentAt ?? 0) < now - SENT_RETENTION_MS).delete();
}
