import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/contract.ts';
import type { storiesContract } from '#shared/stories/contract.ts';
import type { PublicStory } from '#shared/stories/responses.ts';
import { STORIES_CONTRACT_NAME } from '#shared/stories/constants.ts';
import { callEndpoint, endpointKey, endpointRef, lazyContract } from '../../../lib/api/endpoint.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';

/**
 * The stories' contract (shared/stories/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the
 * first request that needs it: the list's code carries no zod, which would otherwise be part of /success-stories'
 * first screen (docs/decisions/144, 145).
 */
const storiesApi = lazyContract<typeof storiesContract>(STORIES_CONTRACT_NAME, () => import('#shared/stories/contract.ts').then((m) => m.storiesContract));
const list = endpointRef(storiesApi, 'list');
const admin = endpointRef(storiesApi, 'admin');
const create = endpointRef(storiesApi, 'create');
const update = endpointRef(storiesApi, 'update');
const setPublished = endpointRef(storiesApi, 'setPublished');
const remove = endpointRef(storiesApi, 'remove');

/** Query key root of the success stories (public list and the admin's list under it): the contract's name. */
export const STORIES_KEY = [STORIES_CONTRACT_NAME] as const;

/**
 * GET /api/success-stories — every published story (one page: the list is curated by hand and capped by the
 * server), newest first.
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export async function fetchStories() {
  const { items } = await callEndpoint(list, {});
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
  return useQuery({ queryKey: endpointKey(admin), enabled, queryFn: () => callEndpoint(admin, {}) });
}

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
    mutationFn: ({ id, body }: { id?: string; body: EndpointInput<(typeof storiesContract)['endpoints']['create']>['body'] }) =>
      id ? callEndpoint(update, { params: { id }, body }) : callEndpoint(create, { body }),
    onSuccess,
  });
}

/** PATCH /api/admin/success-stories/:id/published — publish (`true`) or take down (`false`). */
export function usePublishStory() {
  const onSuccess = useInvalidateStories();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) => callEndpoint(setPublished, { params: { id }, body: { published } }),
    onSuccess,
  });
}

/** DELETE /api/admin/success-stories/:id — removes the story for good (e.g. consent withdrawn). */
export function useDeleteStory() {
  const onSuccess = useInvalidateStories();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(remove, { params: { id } }),
    onSuccess,
  });
}
