import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicStory } from '#shared/schemas/stories-list.ts';
import { apiJson, messageResponse } from '../../../lib/api/client.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';

/** Query key root of the success stories (public list and the admin's list). */
export const STORIES_KEY = ['success-stories'] as const;
const ADMIN_STORIES_KEY = [...STORIES_KEY, 'admin'] as const;
const ADMIN_PATH = '/api/admin/success-stories';

/**
 * The stories' response schemas, loaded beside the first request that needs them: the list's code carries no zod,
 * which would otherwise be part of /success-stories' first screen (issue 10; docs/decisions/144, 145).
 */
const schemas = () => import('#shared/schemas/stories-list.ts');

/**
 * GET /api/success-stories — every published story (one page: the list is curated by hand and capped by the
 * server), newest first.
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export async function fetchStories() {
  const { items } = await apiJson(() => schemas().then((m) => m.publicStoryListSchema), 'GET', '/api/success-stories');
  return { items, nextCursor: null, total: items.length };
}

/** The published stories' offline registration: saved on the device and shown with the network off. */
export const storiesList = defineOfflineList<PublicStory>({
  name: 'success-stories',
  queryKey: STORIES_KEY,
  fetchPage: () => fetchStories(),
  getId: (s) => s.id,
});

/** The published stories, stale-while-revalidate from the device (see useOfflineList). */
export function useStories() {
  return useOfflineList(storiesList);
}

/** GET /api/admin/success-stories — every story with its consent record (admin only; `enabled` once known). */
export function useAdminStories(enabled: boolean) {
  return useQuery({ queryKey: ADMIN_STORIES_KEY, enabled, queryFn: () => apiJson(() => schemas().then((m) => m.adminStoryListSchema), 'GET', ADMIN_PATH) });
}

/** The admin's story (an answer to a save or a publication), loaded beside the request. */
const adminStory = () => schemas().then((m) => m.adminStorySchema);

/** Refreshes the admin's list and the public one after a change. */
function useInvalidateStories() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: STORIES_KEY });
}

/**
 * POST /api/admin/success-stories (no `id`: a new, unpublished story) or PUT …/:id (an edit); `body` is the
 * storyInputSchema output. Online only: the admin works with a connection (decision 125).
 */
export function useSaveStory() {
  const onSuccess = useInvalidateStories();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id ? apiJson(adminStory, 'PUT', `${ADMIN_PATH}/${encodeURIComponent(id)}`, body) : apiJson(adminStory, 'POST', ADMIN_PATH, body),
    onSuccess,
  });
}

/** PATCH /api/admin/success-stories/:id/published — publish (`true`) or take down (`false`). */
export function usePublishStory() {
  const onSuccess = useInvalidateStories();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) => apiJson(adminStory, 'PATCH', `${ADMIN_PATH}/${encodeURIComponent(id)}/published`, { published }),
    onSuccess,
  });
}

/** DELETE /api/admin/success-stories/:id — removes the story for good (e.g. consent withdrawn). */
export function useDeleteStory() {
  const onSuccess = useInvalidateStories();
  return useMutation({
    mutationFn: (id: string) => apiJson(messageResponse, 'DELETE', `${ADMIN_PATH}/${encodeURIComponent(id)}`),
    onSuccess,
  });
}
