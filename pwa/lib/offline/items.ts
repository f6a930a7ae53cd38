import type { OfflineDb } from './db.ts';
import { deviceDb } from './device-db.ts';
import type { OfflineListDefinition } from './lists.ts';

/** Detail records kept per item cache; the least recently opened are dropped. */
export const ITEM_CACHE_CAP = 200;

/**
 * Registration of an offline-capable detail record (the detail page of a list → detail pair,
 * docs/decisions/062). `fetchItem` calls the API (GET /api/<things>/:id); `queryKey(id)` is its TanStack Query
 * key — put it under the list's key so invalidating the list refreshes the detail too; `list` is the list whose
 * saved rows also serve as a first copy (a row seen in the list opens offline). `toCache` decides what is written
 * to the device — use the list's, so both keep and drop the same fields.
 */
export interface OfflineItemDefinition<Row> {
  name: string;
  queryKey: (id: string) => readonly unknown[];
  fetchItem: (id: string) => Promise<Row>;
  list?: Pick<Required<OfflineListDefinition<Row>>, 'name' | 'toCache' | 'forOtherViewer'>;
  toCache?: (row: Row) => Row;
  /** A saved copy as shown to someone other than the viewer it was fetched for (e.g. `isMine: false`, decision 071). */
  forOtherViewer?: (row: Row) => Row;
  cap?: number;
}

/** A saved detail record and the viewer it was fetched for (user id, null for a guest). */
interface SavedItem<Row> {
  viewerId: string | null;
  row: Row;
}

/** Declares an offline-capable detail record: one call per item type, in the feature's api/ file. */
export function defineOfflineItem<Row>(definition: OfflineItemDefinition<Row>): Required<OfflineItemDefinition<Row>> {
  const list = definition.list ?? { name: '', toCache: (row: Row) => row, forOtherViewer: (row: Row) => row };
  return { cap: ITEM_CACHE_CAP, toCache: list.toCache, forOtherViewer: list.forOtherViewer, ...definition, list };
}

/**
 * Saves one detail record fetched for `viewerId` (user id, null for a guest) in the cached-rows table under the
 * item cache's own name (the newest opened first) and drops the least recently opened beyond `cap`. A full disk
 * is not reported here (the list's save reports it); the record is simply not kept.
 */
export async function saveItem<Row>(def: Required<OfflineItemDefinition<Row>>, id: string, row: Row, viewerId: string | null, now = Date.now()): Promise<void> {
  const db = await deviceDb();
  const data: SavedItem<Row> = { viewerId, row: def.toCache(row) };
  try {
    await db.transaction('rw', db.cachedRows, async () => {
      await db.cachedRows.put({ list: def.name, id, position: now, data });
      const stale = await db.cachedRows.where('[list+position]').between([def.name, -Infinity], [def.name, Infinity]).reverse().offset(def.cap).primaryKeys();
      await db.cachedRows.bulkDelete(stale);
    });
  } catch {
    // quota or a closed database: the detail is fetched again next time
  }
}

/**
 * The saved copy of one record as `viewerId` (user id, null for a guest, undefined while unknown) may see it: as
 * last opened, else its row in the list's snapshot, else undefined. A copy fetched for anyone else goes through
 * `forOtherViewer` (decision 071). Inside a Dexie `liveQuery`, pass the open `db`.
 */
export async function readItem<Row>(def: Required<OfflineItemDefinition<Row>>, id: string, viewerId: string | null | undefined, db?: OfflineDb): Promise<Row | undefined> {
  const database = db ?? (await deviceDb());
  const seenBy = (row: Row, savedFor: string | null | undefined) => (viewerId !== undefined && savedFor === viewerId ? row : def.forOtherViewer(row));
  const own = await database.cachedRows.get([def.name, id]);
  if (own) {
    const saved = own.data as SavedItem<Row>;
    return seenBy(saved.row, saved.viewerId);
  }
  if (!def.list.name) return undefined;
  const inList = await database.cachedRows.get([def.list.name, id]);
  if (!inList) return undefined;
  const meta = await database.listMeta.get(def.list.name);
  return seenBy(inList.data as Row, meta?.viewerId);
}
