import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTaxiPageSchema, adminTaxiServiceSchema, type AdminTaxiStatus } from '#shared/schemas/admin.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import { apiJson } from '../../../lib/api/client.ts';

/** Query key of the admin's vehicle service list. */
export const ADMIN_TAXI_KEY = ['admin', 'taxi-services'] as const;

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
      return apiJson(adminTaxiPageSchema, 'GET', `/api/admin/taxi-services?${params.toString()}`);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** PATCH /api/admin/taxi-services/:id/status — `isActive` and/or `isApproved`. */
export function useTaxiStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; isActive?: boolean; isApproved?: boolean }) =>
      apiJson(adminTaxiServiceSchema, 'PATCH', `/api/admin/taxi-services/${encodeURIComponent(id)}/status`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_TAXI_KEY }),
  });
}

/** DELETE /api/admin/taxi-services/:id. */
export function useDeleteTaxiService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson(messageSchema, 'DELETE', `/api/admin/taxi-services/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_TAXI_KEY }),
  });
}
