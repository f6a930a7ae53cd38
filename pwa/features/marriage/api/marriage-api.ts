import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMarriageProfileBody, MarriageProfileListQuery, UpdateMarriageProfileBody } from '#shared/schemas/marriage.ts';
import type { MarriageProfile } from '#shared/schemas/marriage-responses.ts';
import { nameForGuests } from '#shared/marriage/names.ts';
import { apiJson, apiRequest, ApiRequestError, messageResponse } from '../../../lib/api/client.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { ADMIN_MARRIAGE_KEY, MARRIAGE_KEY, MY_MARRIAGE_KEY, PROFILE_OUTBOX_KIND } from './keys.ts';

/**
 * The marriage response schemas, loaded beside the first request that needs them: the screens' code carries no zod,
 * which would otherwise be part of the first screen of /marriage, /marriage-interests and /admin/marriage-profiles
 * (issue 10; docs/decisions/144, 145).
 */
const schemas = () => import('#shared/schemas/marriage-responses.ts');

/** The browse filters (spec 001 §5); empty strings mean "any". Ages are whole years, as text from the inputs. */
export type MarriageFilters = Partial<Record<Exclude<keyof MarriageProfileListQuery, 'limit' | 'cursor'>, string>>;

/**
 * GET /api/marriage-profiles — one page of approved profiles, newest first (spec 001 §7; limit 20).
 * @throws ApiRequestError on a non-2xx answer (400 with `fields` for bad ages); TypeError when the network fails.
 */
export function fetchProfiles(filters: MarriageFilters, cursor?: string) {
  const params = new URLSearchParams({ limit: '20' });
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (cursor) params.set('cursor', cursor);
  return apiJson(() => schemas().then((m) => m.marriageProfileListSchema), 'GET', `/api/marriage-profiles?${params.toString()}`);
}

/**
 * What is saved on the device: never the owner-only fields, the viewer's interest or contact details (issue 16 item
 * 7; decision 163). Photo URLs may stay: the photos themselves are never cached (private objects are `no-store` and
 * the service worker keeps only public ones), so the server decides again whenever one is shown.
 */
const toCache = (p: MarriageProfile): MarriageProfile => ({ ...p, dateOfBirth: null, status: null, hidden: null, rejectionReason: null, interest: null, contact: null, contactNote: null });

/** A saved profile shown to someone else on the same phone: as a guest would see it — no name, no photos (decision 071, 163). */
const asOtherViewer = (p: MarriageProfile): MarriageProfile => ({
  ...p,
  isMine: false,
  name: nameForGuests(p.name),
  interest: null,
  photos: [],
  photosNote: p.photoCount > 0 ? 'log_in' : null,
});

/** The unfiltered profile list's offline registration (decision 007): shown from IndexedDB with the network off. */
export const profilesList = defineOfflineList<MarriageProfile>({
  name: 'marriage-profiles',
  queryKey: MARRIAGE_KEY,
  fetchPage: (cursor) => fetchProfiles({}, cursor),
  getId: (p) => p.id,
  toCache,
  // Saved for a member, shown to someone else on the same phone: as a guest would see it (decision 071).
  forOtherViewer: asOtherViewer,
});

/** The list: without filters the offline list; with filters, pages from the server (saved rows filtered offline). */
export function useProfiles(filters: MarriageFilters) {
  const filtered = Object.values(filters).some(Boolean);
  const offline = useOfflineList(profilesList);
  const query = useInfiniteQuery({
    queryKey: [...MARRIAGE_KEY, 'filtered', filters],
    queryFn: ({ pageParam }) => fetchProfiles(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  return { filtered, offline, query };
}

/** GET /api/marriage-profiles/:id. @throws ApiRequestError 404 for a missing, pending or hidden profile. */
export const fetchProfile = (id: string) => apiJson(() => schemas().then((m) => m.marriageProfileSchema), 'GET', `/api/marriage-profiles/${encodeURIComponent(id)}`);

/** An opened profile, or one seen in the list, opens offline (decision 062) without the owner-only fields. */
export const profileItem = defineOfflineItem<MarriageProfile>({ name: 'marriage-profile', queryKey: (id) => [...MARRIAGE_KEY, 'detail', id], fetchItem: fetchProfile, list: profilesList });

/** One profile, stale-while-revalidate. */
export const useProfile = (id: string) => useOfflineItem(profileItem, id);

/** GET /api/my/marriage-profile — the member's own profile in any status, or null when they have none (204). */
export function useMyProfile(enabled: boolean) {
  return useQuery({
    queryKey: [...MY_MARRIAGE_KEY, 'profile'],
    enabled,
    queryFn: async () => {
      const [res, { marriageProfileSchema }] = await Promise.all([apiRequest('GET', '/api/my/marriage-profile'), schemas()]);
      return res.status === 204 ? null : marriageProfileSchema.parse(await res.json());
    },
  });
}

/** Refreshes every marriage list and the member's own data after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: MARRIAGE_KEY });
}

/** POST /api/marriage-profiles through the outbox: sent now, or kept on the device and delivered once. */
export function useCreateProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateMarriageProfileBody) => submitThroughOutbox(PROFILE_OUTBOX_KIND, '/api/marriage-profiles', body, async (v) => (await schemas()).marriageProfileSchema.parse(v)),
    networkMode: 'always',
    onSuccess: refresh,
  });
}

/** PATCH /api/marriage-profiles/:id — an edit (back to review) or `{ hidden }`. */
export function useUpdateProfile(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: UpdateMarriageProfileBody) => apiJson(() => schemas().then((m) => m.marriageProfileSchema), 'PATCH', `/api/marriage-profiles/${encodeURIComponent(id)}`, body), onSuccess: refresh });
}

/** DELETE /api/marriage-profiles/:id. */
export function useDeleteProfile() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiJson(messageResponse, 'DELETE', `/api/marriage-profiles/${encodeURIComponent(id)}`), onSuccess: refresh });
}

/** GET /api/my/marriage-interests — sent and received. */
export function useMyInterests(enabled: boolean) {
  return useQuery({ queryKey: [...MY_MARRIAGE_KEY, 'interests'], enabled, queryFn: () => apiJson(() => schemas().then((m) => m.myMarriageInterestsSchema), 'GET', '/api/my/marriage-interests') });
}

/** POST /api/marriage-profiles/:id/interests with an optional note. */
export function useSendInterest(profileId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (message: string) => apiJson(() => schemas().then((m) => m.marriageInterestSchema), 'POST', `/api/marriage-profiles/${encodeURIComponent(profileId)}/interests`, { message }), onSuccess: refresh });
}

/** POST /api/marriage-interests/:id/respond — accept or decline a received interest. */
export function useRespondInterest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) => apiJson(() => schemas().then((m) => m.marriageInterestSchema), 'POST', `/api/marriage-interests/${encodeURIComponent(id)}/respond`, { decision }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/marriage-interests/:id/withdraw — take back a sent interest, or an acceptance given (decision 163).
 * @throws ApiRequestError 409 `status_changed` when it was already answered or withdrawn.
 */
export function useWithdrawInterest() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiJson(() => schemas().then((m) => m.marriageInterestSchema), 'POST', `/api/marriage-interests/${encodeURIComponent(id)}/withdraw`, {}), onSuccess: refresh });
}

/** POST /api/marriage-profiles/:id/report. */
export function useReportProfile(profileId: string) {
  return useMutation({ mutationFn: (reason: string) => apiJson(messageResponse, 'POST', `/api/marriage-profiles/${encodeURIComponent(profileId)}/report`, { reason }) });
}

/** A profile in the admin queue, with its owner's e-mail and members' reports. */
export type { AdminMarriageProfile } from '#shared/schemas/marriage-responses.ts';
/** The admin queue's views. */
export type AdminQueue = 'pending' | 'approved' | 'rejected' | 'reported';

/** GET /api/admin/marriage-profiles — first 100 of a queue. */
export function useAdminProfiles(queue: AdminQueue, enabled: boolean) {
  const query = queue === 'reported' ? 'reported=true' : `status=${queue}`;
  return useQuery({ queryKey: [...ADMIN_MARRIAGE_KEY, queue], enabled, queryFn: () => apiJson(() => schemas().then((m) => m.adminMarriageProfileListSchema), 'GET', `/api/admin/marriage-profiles?limit=100&${query}`) });
}

/** POST /api/admin/marriage-profiles/:id/review. */
export function useReviewProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; decision: 'approve' | 'reject' | 'hide' | 'unhide'; reason?: string }) =>
      apiJson(() => schemas().then((m) => m.marriageProfileSchema), 'POST', `/api/admin/marriage-profiles/${encodeURIComponent(id)}/review`, body),
    onSuccess: refresh,
  });
}
