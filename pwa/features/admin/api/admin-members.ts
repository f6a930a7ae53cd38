import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserFilter } from '#shared/admin/constants.ts';
import type { AdminUserUpdateBody } from '#shared/schemas/admin.ts';
import { apiJson, messageResponse } from '../../../lib/api/client.ts';

/** Query key of everything the member pages of the admin panel read. */
export const ADMIN_MEMBERS_KEY = ['admin', 'members'] as const;

/**
 * The admin panel's contract, loaded beside the first request that needs it: the member pages' code carries no zod,
 * which would otherwise be part of /admin/users' and /admin/audit-log's first screen (issue 10 item 3;
 * docs/decisions/144, 145).
 */
const schemas = () => import('#shared/schemas/admin.ts');

/** The query string of a member search (what the list and the CSV export share). */
export function memberSearchParams(search: { q: string; filter: AdminUserFilter }, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.filter !== 'all') params.set('filter', search.filter);
  return params.toString();
}

/**
 * GET /api/admin/users (the All tab) or /api/admin/users/private (the Private tab, spec 001 §2 admin, §7) — keyset
 * pages of 20 members matching the search, with the total.
 */
export function useAdminUsers(search: { q: string; filter: AdminUserFilter; group?: 'all' | 'private' }, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_MEMBERS_KEY, 'list', search],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiJson(() => schemas().then((m) => m.adminUsersPageSchema), 'GET', `/api/admin/users${search.group === 'private' ? '/private' : ''}?${memberSearchParams(search, pageParam ? { cursor: pageParam } : {})}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/admin/stats — the stats cards. */
export function useAdminStats(enabled: boolean) {
  return useQuery({ queryKey: [...ADMIN_MEMBERS_KEY, 'stats'], enabled, queryFn: () => apiJson(() => schemas().then((m) => m.adminStatsSchema), 'GET', '/api/admin/stats') });
}

/** GET /api/admin/recent-winners — the last draw winners with their e-mail. */
export function useAdminWinners(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'winners'], enabled, queryFn: () => apiJson(() => import('#shared/schemas/wheel.ts').then((m) => m.adminWinnersSchema), 'GET', '/api/admin/recent-winners') });
}

/** GET /api/admin/audit-log — keyset pages of the audit log, newest first, optionally for one account. */
export function useAuditLog(userId: string | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', userId ?? 'all'],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (userId) params.set('userId', userId);
      if (pageParam) params.set('cursor', pageParam);
      return apiJson(() => schemas().then((m) => m.adminAuditPageSchema), 'GET', `/api/admin/audit-log?${params.toString()}`);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A mutation on one member that refreshes the member pages when it succeeds. */
function useMemberMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_MEMBERS_KEY }) });
}

const userPath = (id: string, action = '') => `/api/admin/users/${encodeURIComponent(id)}${action}`;

/** PUT /api/admin/users/:id — the §5 edit fields. @throws ApiRequestError 400 with `fields`, 409 `email_exists`. */
export const useUpdateMember = () =>
  useMemberMutation(({ id, body }: { id: string; body: AdminUserUpdateBody }) => apiJson(() => schemas().then((m) => m.adminUserSchema), 'PUT', userPath(id), body));

/** POST /api/admin/users/:id/suspend — suspend with a reason, or unsuspend. */
export const useSuspendMember = () =>
  useMemberMutation(({ id, suspend, reason }: { id: string; suspend: boolean; reason?: string }) =>
    apiJson(() => schemas().then((m) => m.adminUserSchema), 'POST', userPath(id, '/suspend'), suspend ? { suspend, reason } : { suspend }),
  );

/** POST /api/admin/users/:id/reset-password — a new password; the member is signed out everywhere. */
export const useResetMemberPassword = () =>
  useMemberMutation(({ id, newPassword }: { id: string; newPassword: string }) => apiJson(messageResponse, 'POST', userPath(id, '/reset-password'), { newPassword }));

/** DELETE /api/admin/users/:id — deactivate and anonymise, hide their posts. */
export const useDeleteMember = () => useMemberMutation((id: string) => apiJson(messageResponse, 'DELETE', userPath(id)));
