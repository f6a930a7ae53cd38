import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { contactContract } from '#shared/contact/contract.ts';
import type { jobsContract } from '#shared/jobs/contract.ts';
import type { marriageContract } from '#shared/marriage/contract.ts';
import { CONTACT_CONTRACT_NAME } from '#shared/contact/constants.ts';
import { JOBS_CONTRACT_NAME } from '#shared/jobs/constants.ts';
import { MARRIAGE_CONTRACT_NAME } from '#shared/marriage/constants.ts';
import type { EndpointResult } from '#shared/contracts/contract.ts';
import { callEndpoint, endpointKey, endpointRef, lazyContract } from '../../../lib/api/endpoint.ts';

/*
 * The admin inbox (/admin) reads the queues of other features through their contracts (shared/jobs/contract.ts,
 * marriage.ts, contact.ts; docs/decisions/182-endpoint-contracts.md), each loaded beside the first request that needs
 * it: the inbox's code carries no zod, which would otherwise be part of /admin's first screen (docs/decisions/144, 145).
 * Its query keys are those features' own, so their invalidations refresh the inbox too.
 */
const jobsApi = lazyContract<typeof jobsContract>(JOBS_CONTRACT_NAME, () => import('#shared/jobs/contract.ts').then((m) => m.jobsContract));
const marriageApi = lazyContract<typeof marriageContract>(MARRIAGE_CONTRACT_NAME, () => import('#shared/marriage/contract.ts').then((m) => m.marriageContract));
const contactApi = lazyContract<typeof contactContract>(CONTACT_CONTRACT_NAME, () => import('#shared/contact/contract.ts').then((m) => m.contactContract));
const jobQueue = endpointRef(jobsApi, 'reviewQueue');
const reviewJob = endpointRef(jobsApi, 'review');
const marriageQueue = endpointRef(marriageApi, 'adminList');
const contactMessages = endpointRef(contactApi, 'adminMessages');

/** A message sent from the help page's form (GET /api/admin/contact-messages). */
export type ContactMessage = EndpointResult<typeof contactContract.endpoints.adminMessages>['items'][number];

/** The review queue's first page: pending jobs, 50 of them. */
const JOB_QUEUE_QUERY = { status: 'pending', limit: 50 } as const;
/** The inbox's first page of help-page messages. */
const CONTACT_QUERY = { limit: 20 } as const;

/** GET /api/admin/job-listings?status=pending — jobs waiting for review (first 50) and how many there are. */
export function useJobQueue(enabled: boolean) {
  return useQuery({ queryKey: endpointKey(jobQueue, { query: JOB_QUEUE_QUERY }), enabled, queryFn: () => callEndpoint(jobQueue, { query: JOB_QUEUE_QUERY }) });
}

/**
 * POST /api/admin/job-listings/:id/review — approve, or reject with a reason mailed to the poster. Refreshes the
 * jobs board's queries (the queue, and the public list an approved job joins).
 */
export function useReviewJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      callEndpoint(reviewJob, { params: { id }, body: body.decision === 'reject' ? { decision: 'reject', reason: body.reason ?? '' } : { decision: 'approve' } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [jobsApi.name] }),
  });
}

/** How many marriage profiles wait for approval and how many members reported (GET /api/admin/marriage-profiles). */
export function useMarriageCounts(enabled: boolean) {
  return useQuery({
    queryKey: [...endpointKey(marriageQueue), 'counts'],
    enabled,
    queryFn: async () => {
      const [pending, reported] = await Promise.all([
        callEndpoint(marriageQueue, { query: { status: 'pending', limit: 1 } }),
        callEndpoint(marriageQueue, { query: { reported: 'true', limit: 1 } }),
      ]);
      return { pending: pending.total, reported: reported.total };
    },
  });
}

/** GET /api/admin/contact-messages — the newest 20 help-page messages and the total. */
export function useContactMessages(enabled: boolean) {
  return useQuery({ queryKey: endpointKey(contactMessages, { query: CONTACT_QUERY }), enabled, queryFn: () => callEndpoint(contactMessages, { query: CONTACT_QUERY }) });
}
