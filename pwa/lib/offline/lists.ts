import type { CachedRow, OfflineDb } from './db.ts';
import { deviceDb } from './device-db.ts';

/** Rows kept per cached list; older rows (further down the newest-first order) are dropped. */
export const LIST_CACHE_CAP = 500;

/**
 * Registration of an offline-capable list (see docs/decisions for how to add one). `fetchPage` calls the API
 * (cursor pagination, newest first); `getId` identifies a row; the cache keeps at most `cap` rows.
 */
export interface OfflineListDefinition<Row> {
  name: string;
  queryKey: readonly unknown[];
  fetchPage: (cursor: string | undefined) => Promise<{ items: Row[]; nextCursor: string | null; total: number }>;
  getId: (row: Row) => string;
  cap?: number;
  /** What is written to the device (default: the row as is) — e.g. leave out data only its viewer may see. */
  toCache?: (row: Row) => Row;
  /**
   * A saved row as shown to someone other than the viewer it was fetched for (default: as is) — e.g. `isMine`
   * set to false, so a member's "your request" never shows for the next person on a shared phone
   * (docs/decisions/071). Applied by {@link readListSnapshot} when the snapshot's `viewerId` is not the current
   * viewer's.
   */
  forOtherViewer?: (row: Row) => Row;
}

/** Declares an offline-capable list: one call per list, in the feature's api/ file. */
export function defineOfflineList<Row>(definition: OfflineListDefinition<Row>): Required<OfflineListDefinition<Row>> {
  return { cap: LIST_CACHE_CAP, toCache: (row) => row, forOtherViewer: (row) => row, ...definition };
}

/** Called when a cache write fails because the device storage is full (wired to a toast by the app). */
let onQuotaExceeded: () => void = () => {};
export function setQuotaExceededHandler(handler: () => void) {
  onQuotaExceeded = handler;
}

/**
 * Replaces the cached rows of `list` with `rows` (newest first, capped) and records when, with what total and for
 * which viewer (`viewerId`: the user id, null for a guest) it was saved. A full storage quota is reported through
 * the quota handler, never thrown.
 */
export async function saveListSnapshot<Row>(
  def: Required<OfflineListDefinition<Row>>,
  rows: Row[],
  meta: { total: number; nextCursor: string | null; viewerId?: string | null },
  now = Date.now(),
): Promise<void> {
  const db = await deviceDb();
  const kept = rows.slice(0, def.cap);
  const cached: CachedRow[] = kept.map((row, position) => ({ list: def.name, id: def.getId(row), position, data: def.toCache(row) }));
  try {
    await db.transaction('rw', db.cachedRows, db.listMeta, async () => {
      await db.cachedRows.where('list').equals(def.name).delete();
      await db.cachedRows.bulkPut(cached);
      await db.listMeta.put({ list: def.name, savedAt: now, total: meta.total, nextCursor: meta.nextCursor, viewerId: meta.viewerId ?? null });
    });
  } catch (err) {
    if ((await import('./db.ts')).isQuotaError(err)) onQuotaExceeded();
    else throw err;
  }
}

/**
 * The cached rows of a list in API order (newest first). Inside a Dexie `liveQuery`, pass the open `db`: the
 * query must only await Dexie's own promises to be observed. With `asSeenBy` (the list's definition and the
 * current viewer: user id, null for a guest, undefined while unknown), rows saved for anyone else — or while the
 * viewer is unknown — go through `def.forOtherViewer`.
 */
export async function readListSnapshot<Row>(
  name: string,
  db?: OfflineDb,
  asSeenBy?: { def: Required<OfflineListDefinition<Row>>; viewerId: string | null | undefined },
): Promise<Row[]> {
  const database = db ?? (await deviceDb());
  const rows = (await database.cachedRows.where('[list+position]').between([name, 0], [name, Infinity]).toArray()).map((r) => r.data as Row);
  if (!asSeenBy) return rows;
  const meta = await database.listMeta.get(name);
  const sameViewer = asSeenBy.viewerId !== undefined && meta?.viewerId === asSeenBy.viewerId;
  return sameViewer ? rows : rows.map(asSeenBy.def.forOtherViewer);
}

/** When the list was saved (epoch ms), its total, cursor and viewer; undefined when never cached. `db` as above. */
export async function readListMeta(name: string, db?: OfflineDb) {
  return (db ?? (await deviceDb())).listMeta.get(name);
}

/**
 * Asks the browser to keep our storage when space runs low (navigator.storage.persist). Returns whether storage
 * is persistent; false where the API is missing or the browser declines.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
