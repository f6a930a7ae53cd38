import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/contract.ts';
import type { marriageContract } from '#shared/marriage/contract.ts';
import { MARRIAGE_CONTRACT_NAME } from '#shared/marriage/constants.ts';
import type { MarriageProfile } from '#shared/marriage/responses.ts';
import { nameForGuests } from '#shared/marriage/names.ts';
import { apiRequest, ApiRequestError } from '../../../lib/api/client.ts';
import { callEndpoint, endpointKey, endpointRef, endpointUrl, lazyContract, loadEndpoint, successParser } from '../../../lib/api/endpoint.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { MARRIAGE_KEY, PROFILE_OUTBOX_KIND } from './keys.ts';

/**
 * The marriage contract (shared/marriage/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the
 * first request that needs it: the screens' code carries no zod, which would otherwise be part of the first screen
 * of /marriage, /marriage-interests and /admin/marriage-profiles (docs/decisions/144, 145).
 */
const marriageApi = lazyContract<typeof marriageContract>(MARRIAGE_CONTRACT_NAME, () => import('#shared/marriage/contract.ts').then((m) => m.marriageContract));
type Endpoints = (typeof marriageContract)['endpoints'];
const list = endpointRef(marriageApi, 'list');
const detail = endpointRef(marriageApi, 'detail');
const myProfile = endpointRef(marriageApi, 'myProfile');
const create = endpointRef(marriageApi, 'create');
const update = endpointRef(marriageApi, 'update');
const remove = endpointRef(marriageApi, 'remove');
const myInterests = endpointRef(marriageApi, 'myInterests');
const sendInterest = endpointRef(marriageApi, 'sendInterest');
const respondInterest = endpointRef(marriageApi, 'respondInterest');
const withdrawInterest = endpointRef(marriageApi, 'withdrawInterest');
const report = endpointRef(marriageApi, 'report');
const adminList = endpointRef(marriageApi, 'adminList');
const review = endpointRef(marriageApi, 'review');

type ListQuery = NonNullable<EndpointInput<Endpoints['list']>['query']>;
/** The browse filters (spec 001 §5); empty strings mean "any". Ages are whole years, as text from the inputs. */
export type MarriageFilters = Partial<Record<Exclude<keyof ListQuery, 'limit' | 'cursor'>, string>>;

/** Profiles per page. */
const PAGE_SIZE = 20;

/**
 * The list query of `filters`, without the empty ones. The inputs offer the contract's options; the server refuses
 * anything else (400 with `fields`), so the text values stand for its choices here.
 */
const listQuery = (filters: MarriageFilters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as ListQuery;

/**
 * GET /api/marriage-profiles — one page of approved profiles, newest first (spec 001 §7; limit 20).
 * @throws ApiRequestError on a non-2xx answer (400 with `fields` for bad ages); TypeError when the network fails.
 */
export function fetchProfiles(filters: MarriageFilters, cursor?: string) {
  return callEndpoint(list, { query: { limit: PAGE_SIZE, ...listQuery(filters), cursor } });
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
    queryKey: endpointKey(list, { query: listQuery(filters) }),
    queryFn: ({ pageParam }) => fetchProfiles(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  return { filtered, offline, query };
}

/** GET /api/marriage-profiles/:id. @throws ApiRequestError 404 for a missing, pending or hidden profile. */
export const fetchProfile = (id: string) => callEndpoint(detail, { params: { id } });

/** An opened profile, or one seen in the list, opens offline (decision 062) without the owner-only fields. */
export const profileItem = defineOfflineItem<MarriageProfile>({ name: 'marriage-profile', queryKey: (id) => endpointKey(detail, { params: { id } }), fetchItem: fetchProfile, list: profilesList });

/** One profile, stale-while-revalidate. */
export const useProfile = (id: string) => useOfflineItem(profileItem, id);

/** GET /api/my/marriage-profile — the member's own profile in any status, or null when they have none (204). */
export function useMyProfile(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(myProfile),
    enabled,
    queryFn: async () => {
      const endpoint = await loadEndpoint(myProfile);
      const res = await apiRequest(endpoint.method, endpointUrl(endpoint, {}));
      return res.status === 204 ? null : successParser(endpoint)(await res.json());
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
    mutationFn: async (body: EndpointInput<Endpoints['create']>['body']) => {
      const endpoint = await loadEndpoint(create);
      return submitThroughOutbox(PROFILE_OUTBOX_KIND, endpointUrl(endpoint, { body }), body, successParser(endpoint));
    },
    networkMode: 'always',
    onSuccess: refresh,
  });
}

/** PATCH /api/marriage-profiles/:id — an edit (back to review) or `{ hidden }`. */
export function useUpdateProfile(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: EndpointInput<Endpoints['update']>['body']) => callEndpoint(update, { params: { id }, body }), onSuccess: refresh });
}

/** DELETE /api/marriage-profiles/:id. */
export function useDeleteProfile() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => callEndpoint(remove, { params: { id } }), onSuccess: refresh });
}

/** GET /api/my/marriage-interests — sent and received. */
export function useMyInterests(enabled: boolean) {
  return useQuery({ queryKey: endpointKey(myInterests), enabled, queryFn: () => callEndpoint(myInterests, {}) });
}

/** POST /api/marriage-profiles/:id/interests with an optional note. */
export function useSendInterest(profileId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (message: string) => callEndpoint(sendInterest, { params: { id: profileId }, body: { message } }), onSuccess: refresh });
}

/** POST /api/marriage-interests/:id/respond — accept or decline a received interest. */
export function useRespondInterest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) => callEndpoint(respondInterest, { params: { id }, body: { decision } }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/marriage-interests/:id/withdraw — take back a sent interest, or an acceptance given (decision 163).
 * @throws ApiRequestError 409 `status_changed` when it was already answered or withdrawn.
 */
export function useWithdrawInterest() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => callEndpoint(withdrawInterest, { params: { id } }), onSuccess: refresh });
}

/** POST /api/marriage-profiles/:id/report. */
export function useReportProfile(profileId: string) {
  return useMutation({ mutationFn: (reason: string) => callEndpoint(report, { params: { id: profileId }, body: { reason } }) });
}

/** A profile in the admin queue, with its owner's e-mail and members' reports. */
export type { AdminMarriageProfile } from '#shared/marriage/responses.ts';
/** The admin queue's views. */
export type AdminQueue = 'pending' | 'approved' | 'rejected' | 'reported';

/** GET /api/admin/marriage-profiles — first 100 of a queue. */
export function useAdminProfiles(queue: AdminQueue, enabled: boolean) {
  const query = { limit: 100, ...(queue === 'reported' ? { reported: 'true' as const } : { status: queue }) };
  return useQuery({ queryKey: endpointKey(adminList, { query }), enabled, queryFn: () => callEndpoint(adminList, { query }) });
}

/** POST /api/admin/marriage-profiles/:id/review. */
export function useReviewProfile() {
  const refresh = useRefresh();
  return useMutation({
    // A reason sent with a decision that takes none is ignored by the server's schema (one object per decision).
    mutationFn: ({ id, ...body }: { id: string; decision: 'approve' | 'reject' | 'hide' | 'unhide'; reason?: string }) =>
      callEndpoint(review, { params: { id }, body: body as EndpointInput<Endpoints['review']>['body'] }),
    onSuccess: refresh,
  });
}
