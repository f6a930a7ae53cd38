import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client.ts';

export type { ContactMessage } from './admin-inbox-schemas.ts';

/** Query key of everything the admin inbox reads. */
export const ADMIN_INBOX_KEY = ['admin', 'inbox'] as const;

/** The inbox's response schemas, loaded beside the first request that needs them (see admin-inbox-schemas.ts). */
const schemas = () => import('./admin-inbox-schemas.ts');
/** The jobs board's response schemas (a reviewed job is answered as a listing). */
const jobSchemas = () => import('#shared/schemas/jobs-responses.ts');

/** GET /api/admin/job-listings?status=pending — jobs waiting for review (first 50) and how many there are. */
export function useJobQueue(enabled: boolean) {
  return useQuery({ queryKey: [...ADMIN_INBOX_KEY, 'jobs'], enabled, queryFn: () => apiJson(() => schemas().then((m) => m.jobQueueSchema), 'GET', '/api/admin/job-listings?status=pending&limit=50') });
}

/** POST /api/admin/job-listings/:id/review — approve, or reject with a reason mailed to the poster. */
export function useReviewJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      apiJson(() => jobSchemas().then((m) => m.jobListingSchema), 'POST', `/api/admin/job-listings/${encodeURIComponent(id)}/review`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_INBOX_KEY }),
  });
}

/** How many marriage profiles wait for approval and how many members reported (GET /api/admin/marriage-profiles). */
export function useMarriageCounts(enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_INBOX_KEY, 'marriage'],
    enabled,
    queryFn: async () => {
      const [pending, reported] = await Promise.all([
        apiJson(() => schemas().then((m) => m.totalOnlySchema), 'GET', '/api/admin/marriage-profiles?status=pending&limit=1'),
        apiJson(() => schemas().then((m) => m.totalOnlySchema), 'GET', '/api/admin/marriage-profiles?reported=true&limit=1'),
      ]);
      return { pending: pending.total, reported: reported.total };
    },
  });
}

/** GET /api/admin/contact-messages — the newest 20 help-page messages and the total. */
export function useContactMessages(enabled: boolean) {
  return useQuery({ queryKey: [...ADMIN_INBOX_KEY, 'contact'], enabled, queryFn: () => apiJson(() => schemas().then((m) => m.contactPageSchema), 'GET', '/api/admin/contact-messages?limit=20') });
}
