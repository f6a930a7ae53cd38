import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { jobListingSchema } from '#shared/schemas/jobs-responses.ts';
import { pageSchema } from '#shared/schemas/page.ts';
import { apiJson } from '../../../lib/api/client.ts';

/** Query key of everything the admin inbox reads. */
export const ADMIN_INBOX_KEY = ['admin', 'inbox'] as const;

const jobQueueSchema = pageSchema(jobListingSchema);
const totalOnlySchema = z.object({ total: z.int() });
const contactMessageSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), subject: z.string(), message: z.string(), createdAt: z.string(), fromMember: z.boolean() });
const contactPageSchema = pageSchema(contactMessageSchema);
/** A message sent from the help page's form (GET /api/admin/contact-messages). */
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/job-listings?status=pending — jobs waiting for review (first 50) and how many there are. */
export function useJobQueue(enabled: boolean) {
  return useQuery({ queryKey: [...ADMIN_INBOX_KEY, 'jobs'], enabled, queryFn: () => apiJson(jobQueueSchema, 'GET', '/api/admin/job-listings?status=pending&limit=50') });
}

/** POST /api/admin/job-listings/:id/review — approve, or reject with a reason mailed to the poster. */
export function useReviewJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      apiJson(jobListingSchema, 'POST', `/api/admin/job-listings/${encodeURIComponent(id)}/review`, body),
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
        apiJson(totalOnlySchema, 'GET', '/api/admin/marriage-profiles?status=pending&limit=1'),
        apiJson(totalOnlySchema, 'GET', '/api/admin/marriage-profiles?reported=true&limit=1'),
      ]);
      return { pending: pending.total, reported: reported.total };
    },
  });
}

/** GET /api/admin/contact-messages — the newest 20 help-page messages and the total. */
export function useContactMessages(enabled: boolean) {
  return useQuery({ queryKey: [...ADMIN_INBOX_KEY, 'contact'], enabled, queryFn: () => apiJson(contactPageSchema, 'GET', '/api/admin/contact-messages?limit=20') });
}
