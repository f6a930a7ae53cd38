import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTaxiStatus } from '#shared/admin/constants.ts';
import { callEndpoint, endpointKey, endpointRef } from '../../../lib/api/endpoint.ts';
import { adminApi } from './contract.ts';

const taxiServices = endpointRef(adminApi, 'taxiServices');
const taxiStatus = endpointRef(adminApi, 'taxiStatus');
const deleteTaxiService = endpointRef(adminApi, 'deleteTaxiService');

/** Query key of the admin's vehicle service lists (`['admin', 'taxiServices', query]` under it), from the contract. */
const ADMIN_TAXI_KEY = endpointKey(taxiServices);

/** GET /api/admin/taxi-services — keyset pages of every vehicle service (with contact numbers) and the totals. */
export function useAdminTaxiServices(search: { q: string; status: AdminTaxiStatus }, enabled: boolean) {
  const query = { ...(search.q.trim() ? { q: search.q.trim() } : {}), ...(search.status !== 'all' ? { status: search.status } : {}) };
  return useInfiniteQuery({
    queryKey: endpointKey(taxiServices, { query }),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => callEndpoint(taxiServices, { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** PATCH /api/admin/taxi-services/:id/status — `isActive` and/or `isApproved`. */
export function useTaxiStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; isActive?: boolean; isApproved?: boolean }) => callEndpoint(taxiStatus, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_TAXI_KEY }),
  });
}

/** DELETE /api/admin/taxi-services/:id. */
export function useDeleteTaxiService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(deleteTaxiService, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_TAXI_KEY }),
  });
}
