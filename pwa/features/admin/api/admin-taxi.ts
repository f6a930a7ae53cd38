import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTaxiStatus } from '#shared/admin/constants.ts';
import { apiJson, messageResponse } from '../../../lib/api/client.ts';

/** Query key of the admin's vehicle service list. */
export const ADMIN_TAXI_KEY = ['admin', 'taxi-services'] as const;

/**
 * The admin panel's contract, loaded beside the first request that needs it: the page's code carries no zod, which
 * would otherwise be part of /admin/taxi-services' first screen (issue 10 item 3; docs/decisions/144, 145).
 */
const schemas = () => import('#shared/schemas/admin.ts');

/** GET /api/admin/taxi-services — keyset pages of every vehicle service (with contact numbers) and the totals. */
export function useAdminTaxiServices(search: { q: string; status: AdminTaxiStatus }, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_TAXI_KEY, search],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (search.q.trim()) params.set('q', search.q.trim());
      if (search.status !== 'all') params.set('status', search.status);
      if (pageParam) params.set('cursor', pageParam);
      return apiJson(() => schemas().then((m) => m.adminTaxiPageSchema), 'GET', `/api/admin/taxi-services?${params.toString()}`);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** PATCH /api/admin/taxi-services/:id/status — `isActive` and/or `isApproved`. */
export function useTaxiStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; isActive?: boolean; isApproved?: boolean }) =>
      apiJson(() => schemas().then((m) => m.adminTaxiServiceSchema), 'PATCH', `/api/admin/taxi-services/${encodeURIComponent(id)}/status`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_TAXI_KEY }),
  });
}

/** DELETE /api/admin/taxi-services/:id. */
export function useDeleteTaxiService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson(messageResponse, 'DELETE', `/api/admin/taxi-services/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_TAXI_KEY }),
  });
}
