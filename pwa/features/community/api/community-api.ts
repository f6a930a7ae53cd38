import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityCategory, CommunityKind, CommunityStatus } from '#shared/community/constants.ts';
import type { CreateCommunityPostBody } from '#shared/schemas/community.ts';
import type { CommunityPost } from '#shared/schemas/community-responses.ts';
import { apiJson, ApiRequestError, messageResponse } from '../../../lib/api/client.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { COMMUNITY_KEY, COMMUNITY_POST_OUTBOX_KIND, MY_COMMUNITY_KEY } from './keys.ts';

/** The list's filters (issue 19 item 5): offer / wanted, category, city (contains) and a search text. */
export interface CommunityFilters {
  kind?: CommunityKind | undefined;
  category?: CommunityCategory | undefined;
  city?: string | undefined;
  search?: string | undefined;
}

/** Posts per page. */
export const COMMUNITY_PAGE_SIZE = 20;

/**
 * The community response schemas, loaded beside the first request that needs them: the list's code carries no zod,
 * which would otherwise be part of /community's first screen (issue 10 item 3; docs/decisions/144, 145).
 */
const schemas = () => import('#shared/schemas/community-responses.ts');
/** Loader of a post list's schema for {@link apiJson}. */
const postListSchema = () => schemas().then((m) => m.communityPostListSchema);
/** Loader of one post's schema for {@link apiJson}. */
const postSchema = () => schemas().then((m) => m.communityPostSchema);

/**
 * GET /api/community-posts — one keyset page of open posts, newest first (search: best matches first).
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export function fetchPosts(filters: CommunityFilters, cursor?: string) {
  const params = new URLSearchParams({ limit: String(COMMUNITY_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return apiJson(postListSchema, 'GET', `/api/community-posts?${params.toString()}`);
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
    queryKey: [...COMMUNITY_KEY, 'filtered', filters],
    queryFn: ({ pageParam }) => fetchPosts(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  return { filtered, offline, query };
}

/** GET /api/community-posts/:id. @throws ApiRequestError 404 for a missing post, or a given / closed one of someone else. */
export const fetchPost = (id: string) => apiJson(postSchema, 'GET', `/api/community-posts/${encodeURIComponent(id)}`);

/** An opened post, or one seen in the list, opens offline (decision 062) without the poster's number. */
export const communityPostItem = defineOfflineItem<CommunityPost>({ name: 'community-post', queryKey: (id) => [...COMMUNITY_KEY, 'detail', id], fetchItem: fetchPost, list: communityPostsList });

/** One post, stale-while-revalidate. */
export const useCommunityPost = (id: string) => useOfflineItem(communityPostItem, id);

/** GET /api/my/community-posts — the member's own posts in every status (first 100). */
export function useMyPosts(enabled: boolean) {
  return useQuery({ queryKey: MY_COMMUNITY_KEY, enabled, queryFn: () => apiJson(postListSchema, 'GET', '/api/my/community-posts?limit=100') });
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
    mutationFn: (body: CreateCommunityPostBody) => submitThroughOutbox(COMMUNITY_POST_OUTBOX_KIND, '/api/community-posts', body, async (v) => (await postSchema()).parse(v)),
    networkMode: 'always',
    onSuccess: refresh,
  });
}

/** PATCH /api/community-posts/:id/status — the poster marks the post given or closed, or opens it again. */
export function useSetPostStatus(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: CommunityStatus) => apiJson(postSchema, 'PATCH', `/api/community-posts/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: refresh,
  });
}

/** DELETE /api/community-posts/:id (the poster or the admin). */
export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiJson(messageResponse, 'DELETE', `/api/community-posts/${encodeURIComponent(id)}`), onSuccess: refresh });
}
