import { useEffect, useState, useSyncExternalStore } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { OfflineDb, OutboxEntry } from './db.ts';
import { deviceDb } from './device-db.ts';
import { readListMeta, readListSnapshot, saveListSnapshot, type OfflineListDefinition } from './lists.ts';
import { drainOutbox, nextDueAt, onOutboxSent } from './outbox.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { CURRENT_USER_KEY, useSession } from '../session.ts';
import { useFirstScreenRequest } from '../api/first-screen-requests.tsx';
import { useNearViewport } from '../near-viewport.tsx';

const onlineSubscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/**
 * A live query of the device database (Dexie's `liveQuery`, as dexie-react-hooks' `useLiveQuery` does), with Dexie
 * loaded after the first render instead of in the first screen's JavaScript — the one way the client reads Dexie
 * (decision 176: dexie-react-hooks imports Dexie statically, and this file is on every page's first screen): `undefined` until the first result
 * (also during the server-side pre-render and the hydration that follows it, so both render the same).
 * `deps` work as in useEffect; a failing query leaves the last value. Inside a section that waits for the viewport
 * (pwa/lib/near-viewport.tsx) it starts when the section nears the screen.
 */
export function useDeviceQuery<T>(query: (db: OfflineDb) => Promise<T>, deps: readonly unknown[]): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  const near = useNearViewport();
  useEffect(() => {
    if (!near) return;
    let stopped = false;
    let unsubscribe = () => {};
    void Promise.all([deviceDb(), import('dexie')]).then(([db, { liveQuery }]) => {
      if (stopped) return;
      const subscription = liveQuery(() => query(db)).subscribe({ next: (v) => setValue(() => v), error: () => undefined });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps describe `query`, as in useLiveQuery
  }, [near, ...deps]);
  return value;
}

/** Whether the browser believes it is online (updates on the online/offline events). */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineSubscribe, () => navigator.onLine, () => true);
}

/**
 * An offline-capable list, stale-while-revalidate: rows render at once from IndexedDB (useDeviceQuery), TanStack
 * Query refreshes them from the API when online and every successful fetch replaces the snapshot. Returns the
 * rows, the total, when the snapshot was saved (epoch ms), the query (loading/error/next page) and `online`.
 *
 * Rows can hold what only their viewer may see (`isMine`): each snapshot records the viewer it was fetched for,
 * and saved rows are shown to anyone else through `def.forOtherViewer` (docs/decisions/071). A page fetched
 * while the session was still unknown counts as the session's viewer (both requests carried the same cookie); a
 * page fetched for a viewer who has since changed (sign-in, sign-out without a reload) is not saved but refetched.
 * Inside a section that waits for the viewport (pwa/lib/near-viewport.tsx) neither source is asked before the
 * section nears the screen; it shows as loading meanwhile.
 */
export function useOfflineList<Row>(def: Required<OfflineListDefinition<Row>>) {
  // The pre-rendered page asks for the first page from its HTML, beside the JavaScript (first-screen-requests.tsx).
  useFirstScreenRequest(def, () => def.fetchPage(undefined));
  const online = useOnline();
  const session = useSession();
  /** The current viewer: user id, null for a guest, undefined while the session is unknown. */
  const viewer = session.status === 'unknown' ? undefined : (session.user?.id ?? null);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: def.queryKey,
    queryFn: async ({ pageParam }) => {
      // The viewer as known when the request leaves (read like useSession does), not as rendered earlier.
      const state = queryClient.getQueryState<CurrentUser | null>(CURRENT_USER_KEY);
      const fetchedFor = !state || (state.data === undefined && state.status === 'pending') ? undefined : (state.data?.id ?? null);
      return { ...(await def.fetchPage(pageParam)), fetchedFor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'always',
    enabled: useNearViewport(),
  });
  const pages = query.data?.pages;
  const fetchedForOther = viewer !== undefined && !!pages?.some((p) => p.fetchedFor !== undefined && p.fetchedFor !== viewer);
  const { refetch } = query;
  useEffect(() => {
    if (!pages?.length || viewer === undefined) return;
    if (fetchedForOther) {
      void refetch();
      return;
    }
    const last = pages[pages.length - 1]!;
    void saveListSnapshot(def, pages.flatMap((p) => p.items), { total: pages[0]!.total, nextCursor: last.nextCursor, viewerId: viewer });
  }, [pages, def, viewer, fetchedForOther, refetch]);

  // Until the session is known, saved rows are shown as to someone else (no "mine" that may not be).
  const cached = useDeviceQuery((db) => readListSnapshot<Row>(def.name, db, { def, viewerId: viewer }), [def, viewer]);
  const meta = useDeviceQuery((db) => readListMeta(def.name, db), [def.name]);
  const rows = pages ? pages.flatMap((p) => p.items) : (cached ?? []);
  return {
    rows,
    total: pages?.[0]?.total ?? meta?.total ?? 0,
    savedAt: meta?.savedAt,
    /** True while neither the API nor the cache has answered yet. */
    isLoading: !pages && (cached === undefined || (cached.length === 0 && query.isPending)),
    /** Showing the saved copy because the API could not be reached. */
    isStale: !pages && (cached?.length ?? 0) > 0,
    online,
    query,
  };
}

/** Entries of the outbox (newest first), live; optionally only one kind (e.g. 'taxi-request'). */
export function useOutboxEntries(kind?: string): OutboxEntry[] {
  return (
    useDeviceQuery(async (db) => {
      const all = await db.outbox.orderBy('createdAt').reverse().toArray();
      return kind ? all.filter((e) => e.kind === kind) : all;
    }, [kind]) ?? []
  );
}

/**
 * Number of posts still to be delivered (waiting or sending), live. A refused post (failed) is not waiting: it is
 * shown with its reason where it belongs, with Discard (docs/decisions/167).
 */
export function useQueuedCount(): number {
  return useDeviceQuery((db) => db.outbox.where('status').anyOf('waiting', 'sending').count(), []) ?? 0;
}

/** Deliveries within this long of each other refresh their list once (ms). */
export const OUTBOX_REFRESH_DEBOUNCE_MS = 250;

/**
 * Keeps the outbox moving while the app is open: drains on start (the fallback for browsers without Background
 * Sync), whenever the browser comes back online, and when the next backoff is due; and refreshes the lists a
 * delivered post belongs to (`invalidates`: outbox kind → query key) — once per burst of deliveries
 * ({@link OUTBOX_REFRESH_DEBOUNCE_MS}), not once per post: a reconnect that sends 100 queued posts would otherwise
 * refetch and re-save the list 100 times while it sends, competing with the posts (measured by bench/offline.ts).
 * A delivery is noticed however it happened: sent by this page, or by the service worker's Background Sync or
 * another tab (the entry turns "sent" in the device database, watched live). A refetch already running when the
 * refresh comes may have left before the post arrived: it is replaced, not joined. Mount once at the root.
 */
export function useOutboxDelivery(invalidates: Record<string, readonly unknown[]>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const staleKeys = new Set<readonly unknown[]>();
    const refresh = () => {
      for (const key of staleKeys) void queryClient.invalidateQueries({ queryKey: key });
      staleKeys.clear();
    };
    let stopped = false;
    const schedule = async () => {
      clearTimeout(timer);
      const due = await nextDueAt();
      if (stopped || due === null) return;
      timer = setTimeout(() => void run(), Math.max(0, due - Date.now()) + 50);
    };
    const run = async () => {
      if (navigator.onLine) await drainOutbox().catch(() => 0);
      await schedule();
    };
    const delivered = (entry: Pick<OutboxEntry, 'kind'>) => {
      const key = invalidates[entry.kind];
      if (!key) return;
      staleKeys.add(key);
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(refresh, OUTBOX_REFRESH_DEBOUNCE_MS);
    };
    const offSent = onOutboxSent(delivered);
    // Deliveries by the service worker or another tab: entries sent since this page mounted. Told by their sentAt,
    // not by comparing with the first answer of the live query: a delivery before that answer would be missed.
    const watchingSince = Date.now();
    const noticed = new Set<string>();
    let unwatch = () => {};
    void Promise.all([deviceDb(), import('dexie')]).then(([db, { liveQuery }]) => {
      if (stopped) return;
      const subscription = liveQuery(() => db.outbox.where('status').equals('sent').toArray()).subscribe({
        next: (sent) => {
          for (const entry of sent) {
            if ((entry.sentAt ?? 0) < watchingSince || noticed.has(entry.id)) continue;
            noticed.add(entry.id);
            delivered(entry);
          }
        },
        error: () => undefined,
      });
      unwatch = () => subscription.unsubscribe();
    });
    const onOnline = () => void run();
    window.addEventListener('online', onOnline);
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(refreshTimer);
      refresh();
      offSent();
      unwatch();
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient, invalidates]);
}
