import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client.ts';
import type { useOfflineList } from './hooks.ts';

/**
 * What a list screen with filters shows (decision 007): without filters — or when the filtered request failed for
 * want of a network (not a 400 for a bad filter) and nothing came back — the saved list (`offline`), narrowed on the
 * device by `matches`; otherwise the server's filtered pages (`query`). Returns the rows, the loading and failure
 * states and the error of the source shown, and `more` — the query whose next page "Load more" fetches.
 */
export function filteredListView<Row>(opts: {
  filtered: boolean;
  offline: ReturnType<typeof useOfflineList<Row>>;
  query: UseInfiniteQueryResult<InfiniteData<{ items: Row[] }>>;
  matches: (row: Row) => boolean;
}) {
  const { filtered, offline, query, matches } = opts;
  const serverRows = query.data?.pages.flatMap((p) => p.items);
  const badFilter = query.error instanceof ApiRequestError && query.error.status === 400;
  const useSaved = !filtered || (query.isError && !serverRows && !badFilter);
  return {
    useSaved,
    rows: useSaved ? offline.rows.filter(matches) : (serverRows ?? []),
    loading: useSaved ? offline.isLoading : query.isPending,
    failed: useSaved ? offline.query.isError && offline.rows.length === 0 : query.isError,
    error: useSaved ? offline.query.error : query.error,
    more: useSaved ? offline.query : query,
  };
}
