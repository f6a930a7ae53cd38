import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityCategory, CommunityKind, CommunityStatus } from '#shared/community/constants.ts';
import type { EndpointInput } from '#shared/contracts/contract.ts';
import type { communityContract } from '#shared/community/contract.ts';
import type { CommunityPost } from '#shared/community/responses.ts';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { callEndpoint, endpointKey, endpointRef, endpointUrl, loadEndpoint, successParser } from '../../../lib/api/endpoint.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { communityApi } from './contract.ts';
import { COMMUNITY_KEY, COMMUNITY_POST_OUTBOX_KIND } from './keys.ts';

type Endpoints = (typeof communityContract)['endpoints'];
const list = endpointRef(communityApi, 'list');
const mine = endpointRef(communityApi, 'mine');
const detail = endpointRef(communityApi, 'detail');
const create = endpointRef(communityApi, 'create');
const setStatus = endpointRef(communityApi, 'setStatus');
const remove = endpointRef(communityApi, 'remove');

/** The list's filters (issue 19 item 5): offer / wanted, category, city (contains) and a search text. */
export interface CommunityFilters {
  kind?: CommunityKind | undefined;
  category?: CommunityCategory | undefined;
  city?: string | undefined;
  search?: string | undefined;
}

/** Posts per page. */
export const COMMUNITY_PAGE_SIZE = 20;

/** The list query of `filters` (the contract's `list` query; empty filters left out). */
const listQuery = (filters: CommunityFilters) => ({
  kind: filters.kind || undefined,
  category: filters.category || undefined,
  city: filters.city || undefined,
  search: filters.search || undefined,
});

/**
 * GET /api/community-posts — one keyset page of open posts, newest first (search: best matches first), through the
 * community contract (decision 182): its zod loads beside the first request, so the list's code carries none.
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export function fetchPosts(filters: CommunityFilters, cursor?: string) {
  return callEndpoint(list, { query: { limit: COMMUNITY_PAGE_SIZE, ...listQuery(filters), cursor } });
}

/** What is saved on the device: never a poster's number (decision 071: "View contact" offline). */
const toCache = (p: CommunityPost): CommunityPost => ({ ...p, contactPhone: null, contactHidden: true });

/** The unfiltered list's offline registration (decision 007): shown from IndexedDB with the network off. */
export const communityPostsList = defineOfflineList<CommunityPost>({
  name: 'community-posts',
  queryKey: COMMUNITY_KEY,
  fetchPage: async (cursor) => {
    const page = await fetchPosts({}, cursor);
    return { ...page, total: page.total ?? page.items.length };
  },
  getId: (p) => p.id,
  toCache,
  forOtherViewer: (p) => ({ ...p, isMine: false }),
});

/** The list: without filters the offline list; with filters, pages from the server (saved rows filtered offline). */
export function useCommunityPosts(filters: CommunityFilters) {
  const filtered = Object.values(filters).some(Boolean);
  const offline = useOfflineList(communityPostsList);
  const query = useInfiniteQuery({
    queryKey: endpointKey(list, { query: listQuery(filters) }),
    queryFn: ({ pageParam }) => fetchPosts(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  return { filtered, offline, query };
}

/** GET /api/community-posts/:id. @throws ApiRequestError 404 for a missing post, or a given / closed one of someone else. */
export const fetchPost = (id: string) => callEndpoint(detail, { params: { id } });

/** An opened post, or one seen in the list, opens offline (decision 062) without the poster's number. */
export const communityPostItem = defineOfflineItem<CommunityPost>({ name: 'community-post', queryKey: (id) => endpointKey(detail, { params: { id } }), fetchItem: fetchPost, list: communityPostsList });

/** One post, stale-while-revalidate. */
export const useCommunityPost = (id: string) => useOfflineItem(communityPostItem, id);

/** GET /api/my/community-posts — the member's own posts in every status (first 100). */
export function useMyPosts(enabled: boolean) {
  const query = { limit: 100 };
  return useQuery({ queryKey: endpointKey(mine, { query }), enabled, queryFn: () => callEndpoint(mine, { query }) });
}

/** Refreshes every community list (and the open detail, whose key sits under the list's). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY });
}

/** POST /api/community-posts through the outbox (Idempotency-Key): sent now, or kept on the device and delivered once. */
export function useCreatePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: EndpointInput<Endpoints['create']>['body']) => {
      const endpoint = await loadEndpoint(create);
      return submitThroughOutbox(COMMUNITY_POST_OUTBOX_KIND, endpointUrl(endpoint, { body }), body, successParser(endpoint));
    },
    networkMode: 'always',
    onSuccess: refresh,
  });
}

/** PATCH /api/community-posts/:id/status — the poster marks the post given or closed, or opens it again. */
export function useSetPostStatus(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: CommunityStatus) => callEndpoint(setStatus, { params: { id }, body: { status } }),
    onSuccess: refresh,
  });
}

/** DELETE /api/community-posts/:id (the poster or the admin). */
export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => callEndpoint(remove, { params: { id } }), onSuccess: refresh });
}
