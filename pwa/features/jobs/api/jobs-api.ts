import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/contract.ts';
import type { jobsContract } from '#shared/jobs/contract.ts';
import type { JobListQuery } from '#shared/jobs/schemas.ts';
import type { JobListing } from '#shared/jobs/responses.ts';
import type { ApplicationStatus } from '#shared/jobs/constants.ts';
import { callEndpoint, endpointKey, endpointRef, endpointUrl, loadEndpoint, successParser } from '../../../lib/api/endpoint.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { jobsApi } from './contract.ts';
import { APPLICATION_OUTBOX_KIND, EMPLOYER_APPLICATIONS_KEY, EMPLOYER_KEY, JOB_OUTBOX_KIND, JOBS_KEY, MY_APPLICATIONS_KEY } from './keys.ts';

/*
 * The jobs board's calls, through its contract (shared/jobs/contract.ts, docs/decisions/182): method, path and the
 * response schema come from the contract, which loads beside the first request (the pages' code carries no zod,
 * decisions 144, 145); query keys are derived from it (`['jobs', 'detail', id]`, …).
 */

type Endpoints = (typeof jobsContract)['endpoints'];
const list = endpointRef(jobsApi, 'list');
const detail = endpointRef(jobsApi, 'detail');
const create = endpointRef(jobsApi, 'create');
const update = endpointRef(jobsApi, 'update');
const remove = endpointRef(jobsApi, 'remove');
const employerJobs = endpointRef(jobsApi, 'employerJobs');
const apply = endpointRef(jobsApi, 'apply');
const myApplications = endpointRef(jobsApi, 'myApplications');
const withdraw = endpointRef(jobsApi, 'withdraw');
const employerApplications = endpointRef(jobsApi, 'employerApplications');
const setApplicationStatus = endpointRef(jobsApi, 'setApplicationStatus');

/** Jobs per page of the public list (spec 001 §7). */
const JOBS_PAGE_SIZE = 20;
/** How many of their jobs and applications the dashboard and "My applications" show. */
const DASHBOARD_LIMIT = 100;

/** The list page's filters (spec 001 §2, §7); empty strings mean "any". */
export type JobFilters = Partial<Pick<JobListQuery, 'search' | 'category' | 'jobType' | 'workMode' | 'experienceLevel' | 'location'>>;

/** The filters that are set (an empty one means "any" and is not sent). */
const setFilters = (filters: JobFilters): JobFilters => Object.fromEntries(Object.entries(filters).filter(([, v]) => Boolean(v)));

/**
 * GET /api/job-listings — one page of live jobs, featured first then newest (spec 001 §7; limit 20).
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export function fetchJobs(filters: JobFilters, cursor?: string) {
  return callEndpoint(list, { query: { limit: JOBS_PAGE_SIZE, ...setFilters(filters), cursor } });
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
    queryKey: endpointKey(list, { query: setFilters(filters) }),
    queryFn: ({ pageParam }) => fetchJobs(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
  });
  return { filtered, offline, query };
}

/** GET /api/job-listings/:id — one job (spec 001 §7). @throws ApiRequestError 404 for a missing or hidden job. */
export function fetchJob(id: string): Promise<JobListing> {
  return callEndpoint(detail, { params: { id } });
}

/** The job detail's offline registration (decision 062): an opened job, or one seen in the list, opens offline. */
export const jobItem = defineOfflineItem<JobListing>({ name: 'job-listing', queryKey: (id) => endpointKey(detail, { params: { id } }), fetchItem: fetchJob, list: jobsList });

/** One job, stale-while-revalidate. */
export function useJob(id: string) {
  return useOfflineItem(jobItem, id);
}

/** Refetches the employer dashboard: their jobs with the totals, and the applications to them. */
function useRefreshDashboard() {
  const queryClient = useQueryClient();
  return () => Promise.all([EMPLOYER_KEY, EMPLOYER_APPLICATIONS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST /api/job-listings through the outbox (posted offline: delivered once when the signal returns). */
export function useCreateJob() {
  const refreshDashboard = useRefreshDashboard();
  return useMutation({
    mutationFn: async (body: EndpointInput<Endpoints['create']>['body']) => {
      const endpoint = await loadEndpoint(create);
      return submitThroughOutbox(JOB_OUTBOX_KIND, endpointUrl(endpoint, { body }), body, successParser(endpoint));
    },
    networkMode: 'always',
    onSuccess: () => void refreshDashboard(),
  });
}

/** POST /api/job-applications through the outbox (applied offline: delivered once when the signal returns). */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EndpointInput<Endpoints['apply']>['body']) => {
      const endpoint = await loadEndpoint(apply);
      return submitThroughOutbox(APPLICATION_OUTBOX_KIND, endpointUrl(endpoint, { body }), body, successParser(endpoint));
    },
    networkMode: 'always',
    // Refused as `already_applied` too: the job page then shows the application that exists.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}

/** PATCH /api/job-listings/:id (the dashboard's edit and pause/reopen). */
export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<Endpoints['update']>['body']) => callEndpoint(update, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** DELETE /api/job-listings/:id; the employer list is refetched (spec 001 §7). */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(remove, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** GET /api/employer/job-listings — the caller's jobs and the dashboard figures (first 100). */
export function useEmployerJobs(enabled: boolean) {
  const query = { limit: DASHBOARD_LIMIT };
  return useQuery({ queryKey: endpointKey(employerJobs, { query }), queryFn: () => callEndpoint(employerJobs, { query }), enabled });
}

/** GET /api/employer/applications — applications to the caller's jobs (first 100). */
export function useEmployerApplications(enabled: boolean) {
  const query = { limit: DASHBOARD_LIMIT };
  return useQuery({ queryKey: endpointKey(employerApplications, { query }), queryFn: () => callEndpoint(employerApplications, { query }), enabled });
}

/** PATCH /api/employer/applications/:id/status (the 7 statuses of spec 001 §4). */
export function useSetApplicationStatus() {
  const refreshDashboard = useRefreshDashboard();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) => callEndpoint(setApplicationStatus, { params: { id }, body: { status } }),
    onSuccess: () => void refreshDashboard(),
  });
}

/** GET /api/my/applications — the member's applications with their current status. */
export function useMyApplications(enabled: boolean) {
  const query = { limit: DASHBOARD_LIMIT };
  return useQuery({ queryKey: endpointKey(myApplications, { query }), queryFn: () => callEndpoint(myApplications, { query }), enabled });
}

/**
 * GET /api/my/applications?jobId= — the member's application to one job, or null before they applied (the job page
 * says "Applied on …" instead of "Apply Now"; docs/decisions/167). Not asked for guests (`enabled`).
 */
export function useMyApplicationTo(jobId: string, enabled: boolean) {
  const query = { limit: 1, jobId };
  return useQuery({
    queryKey: endpointKey(myApplications, { query }),
    queryFn: async () => (await callEndpoint(myApplications, { query })).items[0] ?? null,
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
    mutationFn: (id: string) => callEndpoint(withdraw, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
