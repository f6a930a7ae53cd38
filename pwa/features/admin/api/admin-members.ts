import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserFilter } from '#shared/admin/constants.ts';
import type { wheelContract } from '#shared/wheel/contract.ts';
import type { AdminUserUpdateBody } from '#shared/admin/schemas.ts';
import { WHEEL_CONTRACT_NAME } from '#shared/wheel/constants.ts';
import { callEndpoint, endpointKey, endpointRef, endpointUrl, lazyContract, loadEndpoint } from '../../../lib/api/endpoint.ts';
import { adminApi } from './contract.ts';

const users = endpointRef(adminApi, 'users');
const privateUsers = endpointRef(adminApi, 'privateUsers');
const stats = endpointRef(adminApi, 'stats');
const exportUsers = endpointRef(adminApi, 'exportUsers');
const auditLog = endpointRef(adminApi, 'auditLog');
const updateUser = endpointRef(adminApi, 'updateUser');
const suspendUser = endpointRef(adminApi, 'suspendUser');
const resetPassword = endpointRef(adminApi, 'resetPassword');
const deleteUser = endpointRef(adminApi, 'deleteUser');
/** The wheel's contract, for its admin endpoint (the winners with their e-mail; shared/wheel/contract.ts). */
const wheelApi = lazyContract<typeof wheelContract>(WHEEL_CONTRACT_NAME, () => import('#shared/wheel/contract.ts').then((m) => m.wheelContract));
const adminWinners = endpointRef(wheelApi, 'adminRecentWinners');

/** The query of a member search (what the list and the CSV export share): `q` when typed, `filter` unless All. */
function memberQuery(search: { q: string; filter: AdminUserFilter }) {
  return { ...(search.q.trim() ? { q: search.q.trim() } : {}), ...(search.filter !== 'all' ? { filter: search.filter } : {}) };
}

/** The CSV export's URL of a member search (GET /api/admin/users/export.csv; loads the contract). */
export async function memberExportUrl(search: { q: string; filter: AdminUserFilter }): Promise<string> {
  return endpointUrl(await loadEndpoint(exportUsers), { query: memberQuery(search) });
}

/**
 * GET /api/admin/users (the All tab) or /api/admin/users/private (the Private tab, spec 001 §2 admin, §7) — keyset
 * pages of 20 members matching the search, with the total.
 */
export function useAdminUsers(search: { q: string; filter: AdminUserFilter; group?: 'all' | 'private' }, enabled: boolean) {
  const list = search.group === 'private' ? privateUsers : users;
  const query = memberQuery(search);
  return useInfiniteQuery({
    queryKey: endpointKey(list, { query }),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => callEndpoint(list, { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/admin/stats — the stats cards. */
export function useAdminStats(enabled: boolean) {
  return useQuery({ queryKey: endpointKey(stats), enabled, queryFn: () => callEndpoint(stats, {}) });
}

/** GET /api/admin/recent-winners — the last draw winners with their e-mail. */
export function useAdminWinners(enabled: boolean) {
  return useQuery({ queryKey: endpointKey(adminWinners), enabled, queryFn: () => callEndpoint(adminWinners, {}) });
}

/** GET /api/admin/audit-log — keyset pages of the audit log, newest first, optionally for one account. */
export function useAuditLog(userId: string | undefined, enabled: boolean) {
  const query = userId ? { userId } : {};
  return useInfiniteQuery({
    queryKey: endpointKey(auditLog, { query }),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => callEndpoint(auditLog, { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A mutation on one member that refreshes the member lists and the stats cards when it succeeds. */
function useMemberMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void Promise.all([users, privateUsers, stats].map((ref) => queryClient.invalidateQueries({ queryKey: endpointKey(ref) }))),
  });
}

/** PUT /api/admin/users/:id — the §5 edit fields. @throws ApiRequestError 400 with `fields`, 409 `email_exists`. */
export const useUpdateMember = () =>
  useMemberMutation(({ id, body }: { id: string; body: AdminUserUpdateBody }) => callEndpoint(updateUser, { params: { id }, body }));

/** POST /api/admin/users/:id/suspend — suspend with a reason, or unsuspend. */
export const useSuspendMember = () =>
  useMemberMutation(({ id, suspend, reason }: { id: string; suspend: boolean; reason?: string }) =>
    callEndpoint(suspendUser, { params: { id }, body: suspend ? { suspend, reason } : { suspend } }),
  );

/** POST /api/admin/users/:id/reset-password — a new password; the member is signed out everywhere. */
export const useResetMemberPassword = () =>
  useMemberMutation(({ id, newPassword }: { id: string; newPassword: string }) => callEndpoint(resetPassword, { params: { id }, body: { newPassword } }));

/** DELETE /api/admin/users/:id — deactivate and anonymise, hide their posts. */
export const useDeleteMember = () => useMemberMutation((id: string) => callEndpoint(deleteUser, { params: { id } }));
