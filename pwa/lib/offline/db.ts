import { Dexie, type EntityTable, type Table } from 'dexie';

/** One cached row of an offline list. `position` orders rows as the API did (0 = newest). */
export interface CachedRow {
  list: string;
  id: string;
  position: number;
  data: unknown;
}

/**
 * When a list was last refreshed from the API, and its server-side total. `savedAt` is epoch ms. `viewerId` is
 * the signed-in user the rows were fetched for (null: a guest; absent: saved before this was recorded) — rows
 * carry what that viewer was entitled to see (e.g. `isMine`), which must not be shown to anyone else
 * (docs/decisions/071). Not indexed, so no new database version.
 */
export interface ListMeta {
  list: string;
  savedAt: number;
  total: number;
  nextCursor: string | null;
  viewerId?: string | null;
}

/** A basket line of the Tamil store (used by the store feature). Prices are integer minor units. */
export interface BasketLine {
  productId: string;
  quantity: number;
  data: unknown;
  addedAt: number;
}

/** A job bookmarked on this device by a signed-in member (spec 001 §2, §4: a local toggle that needs login). */
export interface JobBookmark {
  userId: string;
  jobId: string;
  savedAt: number;
}

/** State of a queued post: waiting → sending → sent | failed (4xx, shown with the server's message). */
export type OutboxStatus = 'waiting' | 'sending' | 'sent' | 'failed';

/**
 * A post queued in the outbox. `id` is a client-made UUID v4 and doubles as the Idempotency-Key, so a resend
 * after a lost response is replayed by the server, never inserted twice. Times are epoch ms.
 */
export interface OutboxEntry {
  id: string;
  kind: string;
  method: 'POST';
  url: string;
  body: unknown;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  sentAt?: number;
  /** The server's answer: the created record on success, or `{ status, message, code? }` on failure. */
  response?: unknown;
  error?: { status: number; message: string; code?: string; fields?: Record<string, string[]> };
}

/** The app's single IndexedDB database (Dexie). Released versions are never edited: add a new version instead. */
export class OfflineDb extends Dexie {
  cachedRows!: Table<CachedRow, [string, string]>;
  listMeta!: EntityTable<ListMeta, 'list'>;
  basket!: EntityTable<BasketLine, 'productId'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  jobBookmarks!: Table<JobBookmark, [string, string]>;

  constructor(name = 'tamil-community') {
    super(name);
    this.version(1).stores({
      cachedRows: '[list+id], [list+position], list',
      listMeta: 'list',
      basket: 'productId, addedAt',
      outbox: 'id, status, createdAt, [status+nextAttemptAt]',
    });
    // Version 2 (jobs board, issue 13): bookmarks per member; version 1 is released and never edited.
    this.version(2).stores({ jobBookmarks: '[userId+jobId], userId' });
  }
}

let instance: OfflineDb | null = null;

/** The shared database instance (created on first use, in the page or in the service worker). */
export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
  return instance;
}

/** Tests: use a fresh database (with fake-indexeddb). */
export function resetOfflineDbForTests(name = `test-${Math.random().toString(36).slice(2)}`): OfflineDb {
  instance = new OfflineDb(name);
  return instance;
}

/** True for IndexedDB's "disk full / quota exceeded" failures. */
export function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: string; inner?: { name?: string } })?.name;
  const inner = (err as { inner?: { name?: string } })?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}
