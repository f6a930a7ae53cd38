import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createJobApplicationBodySchema, createJobListingBodySchema, JobListQuery } from '#shared/schemas/jobs.ts';
import type { JobListing } from '#shared/schemas/jobs-responses.ts';
import type { ApplicationStatus } from '#shared/jobs/constants.ts';
import { apiJson, messageResponse } from '../../../lib/api/client.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { APPLICATION_OUTBOX_KIND, EMPLOYER_KEY, JOB_OUTBOX_KIND, JOBS_KEY, MY_APPLICATIONS_KEY } from './keys.ts';

/**
 * The jobs board's response schemas, loaded beside the first request that needs them: the pages' code carries no
 * zod, which would otherwise be part of the first screen of /jobs, /employer-dashboard and /my-applications (issue 10
 * item 3; docs/decisions/144, 145).
 */
const schemas = () => import('#shared/schemas/jobs-responses.ts');

/** The list page's filters (spec 001 §2, §7); empty strings mean "any". */
export type JobFilters = Partial<Pick<JobListQuery, 'search' | 'category' | 'jobType' | 'workMode' | 'experienceLevel' | 'location'>>;

/**
 * GET /api/job-listings — one page of live jobs, featured first then newest (spec 001 §7; limit 20).
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export function fetchJobs(filters: JobFilters, cursor?: string) {
  const params = new URLSearchParams({ limit: '20' });
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (cursor) params.set('cursor', cursor);
  return apiJson(() => schemas().then((m) => m.jobListSchema), 'GET', `/api/job-listings?${params.toString()}`);
}

/** The unfiltered job list's offline registration: saved on the device, shown with the network off (decision 007). */
export const jobsList = defineOfflineList<JobListing>({
  name: 'job-listings',
  queryKey: JOBS_KEY,
  fetchPage: async (cursor) => {
    const page = await fetchJobs({}, cursor);
    return { ...page, total: page.total ?? page.items.length };
  },
  getId: (job) => job.id,
  forOtherViewer: (job) => ({ ...job, isMine: false, rejectionReason: null }),
});

/**
 * The job list: without filters the offline list (saved rows at once, fresh pages online); with filters or a
 * search, pages from the server (the saved rows are filtered on the device while offline).
 */
export function useJobs(filters: JobFilters) {
  const filtered = Object.values(filters).some(Boolean);
  const offline = useOfflineList(jobsList);
  const query = useInfiniteQuery({
    queryKey: [...JOBS_KEY, 'filtered', filters],
    queryFn: ({ pageParam }) => fetchJobs(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
  });
  return { filtered, offline, query };
}

/** GET /api/job-listings/:id — one job (spec 001 §7). @throws ApiRequestError 404 for a missing or hidden job. */
export function fetchJob(id: string): Promise<JobListing> {
  return apiJson(() => schemas().then((m) => m.jobListingSchema), 'GET', `/api/job-listings/${encodeURIComponent(id)}`);
}

/** The job detail's offline registration (decision 062): an opened job, or one seen in the list, opens offline. */
export const jobItem = defineOfflineItem<JobListing>({ name: 'job-listing', queryKey: (id) => [...JOBS_KEY, 'detail', id], fetchItem: fetchJob, list: jobsList });

/** One job, stale-while-revalidate. */
export function useJob(id: string) {
  return useOfflineItem(jobItem, id);
}

/** POST /api/job-listings through the outbox (issue 13 item 5). */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof createJobListingBodySchema>) => submitThroughOutbox(JOB_OUTBOX_KIND, '/api/job-listings', body, async (v) => (await schemas()).jobListingSchema.parse(v)),
    networkMode: 'always',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: EMPLOYER_KEY }),
  });
}

/** POST /api/job-applications through the outbox (issue 13 item 5). */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof createJobApplicationBodySchema>) =>
      submitThroughOutbox(APPLICATION_OUTBOX_KIND, '/api/job-applications', body, async (v) => (await schemas()).jobApplicationSchema.parse(v)),
    networkMode: 'always',
    // Refused as `already_applied` too: the job page then shows the application that exists.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}

/** PATCH /api/job-listings/:id (the dashboard's edit and pause/reopen). */
export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiJson(() => schemas().then((m) => m.jobListingSchema), 'PATCH', `/api/job-listings/${encodeURIComponent(id)}`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** DELETE /api/job-listings/:id; the employer list is refetched (spec 001 §7). */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson(messageResponse, 'DELETE', `/api/job-listings/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** GET /api/employer/job-listings — the caller's jobs and the dashboard figures (first 100). */
export function useEmployerJobs(enabled: boolean) {
  return useQuery({ queryKey: [...EMPLOYER_KEY, 'jobs'], queryFn: () => apiJson(() => schemas().then((m) => m.employerJobListSchema), 'GET', '/api/employer/job-listings?limit=100'), enabled });
}

/** GET /api/employer/applications — applications to the caller's jobs (first 100). */
export function useEmployerApplications(enabled: boolean) {
  return useQuery({ queryKey: [...EMPLOYER_KEY, 'applications'], queryFn: () => apiJson(() => schemas().then((m) => m.jobApplicationListSchema), 'GET', '/api/employer/applications?limit=100'), enabled });
}

/** PATCH /api/employer/applications/:id/status (the 7 statuses of spec 001 §4). */
export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) => apiJson(() => schemas().then((m) => m.jobApplicationSchema), 'PATCH', `/api/employer/applications/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: EMPLOYER_KEY }),
  });
}

/** GET /api/my/applications — the member's applications with their current status. */
export function useMyApplications(enabled: boolean) {
  return useQuery({ queryKey: MY_APPLICATIONS_KEY, queryFn: () => apiJson(() => schemas().then((m) => m.jobApplicationListSchema), 'GET', '/api/my/applications?limit=100'), enabled });
}

/**
 * GET /api/my/applications?jobId= — the member's application to one job, or null before they applied (the job page
 * says "Applied on …" instead of "Apply Now"; docs/decisions/167). Not asked for guests (`enabled`).
 */
export function useMyApplicationTo(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...MY_APPLICATIONS_KEY, 'job', jobId],
    queryFn: async () => {
      const page = await apiJson(() => schemas().then((m) => m.jobApplicationListSchema), 'GET', `/api/my/applications?limit=1&jobId=${encodeURIComponent(jobId)}`);
      return page.items[0] ?? null;
    },
    enabled,
  });
}

/**
 * POST /api/my/applications/:id/withdraw — final (decision 167); the member's applications are refetched.
 * @throws ApiRequestError 409 `status_changed` (with `currentStatus`) when the employer rejected it meanwhile.
 */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson(() => schemas().then((m) => m.jobApplicationSchema), 'POST', `/api/my/applications/${encodeURIComponent(id)}/withdraw`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
