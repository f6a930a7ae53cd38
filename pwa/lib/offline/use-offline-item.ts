import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { useDeviceQuery, useOnline } from './hooks.ts';
import { readItem, saveItem, type OfflineItemDefinition } from './items.ts';

/**
 * One offline-capable detail record, stale-while-revalidate like `useOfflineList` (docs/decisions/007, 062): the
 * saved copy renders at once from IndexedDB (as last opened, or its row in the list's snapshot), TanStack Query
 * fetches the fresh one and every successful fetch replaces the copy. A copy is saved with the viewer it was
 * fetched for and shown to anyone else through `forOtherViewer` (decision 071). Returns the record (fresh, else saved),
 * whether the saved copy is shown because the API could not be reached (`isStale`), whether nothing is known
 * yet (`isLoading`), whether the API said it does not exist (`isNotFound`, 404), and the query.
 */
export function useOfflineItem<Row>(def: Required<OfflineItemDefinition<Row>>, id: string) {
  const online = useOnline();
  const session = useSession();
  /** The current viewer: user id, null for a guest, undefined while the session is unknown. */
  const viewer = session.status === 'unknown' ? undefined : (session.user?.id ?? null);
  const query = useQuery({ queryKey: def.queryKey(id), queryFn: () => def.fetchItem(id), networkMode: 'always' });
  const fresh = query.data;
  useEffect(() => {
    if (fresh && viewer !== undefined) void saveItem(def, id, fresh, viewer);
  }, [fresh, def, id, viewer]);
  // `null` once the device has answered with nothing (undefined = not answered yet)
  const saved = useDeviceQuery(async (db) => (await readItem(def, id, viewer, db)) ?? null, [def.name, id, viewer]);
  const status = (query.error as { status?: number } | null)?.status;
  // 404, or 400 for an id that cannot exist (not a UUID)
  const isNotFound = status === 404 || status === 400;
  const item = fresh ?? (isNotFound ? undefined : (saved ?? undefined));
  return {
    item,
    /** Showing the saved copy because the API could not be reached. */
    isStale: !fresh && !isNotFound && Boolean(saved),
    /** True while neither the API nor the device has answered. */
    isLoading: !fresh && query.isPending && !saved,
    isNotFound,
    online,
    query,
  };
}
