import { JOBS_CONTRACT_NAME } from './constants.ts';
import {
  adminJobListQuerySchema, applicationListQuerySchema, applicationStatusBodySchema, createJobApplicationBodySchema, createJobListingBodySchema,
  jobListQuerySchema, jobReviewBodySchema, updateJobListingBodySchema,
} from './schemas.ts';
import { employerJobListSchema, jobApplicationListSchema, jobApplicationSchema, jobListingSchema, jobListSchema, jobReviewQueueSchema } from './responses.ts';
import { messageSchema } from '../schemas/page.ts';
import { idParams, pageQuery } from '../contracts/params.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

const STATUS_CHANGED = 'Changed meanwhile (`status_changed` with `currentStatus`)';

/**
 * The jobs board contract (spec 001 §2–§9 jobs; docs/decisions/080-jobs-board.md, 167, 177, 182). The public list and
 * detail show only approved, active listings (the list also hides those past their deadline); the poster and the
 * admin also see their pending, rejected and inactive ones on the detail; someone else's listing cannot be edited
 * or deleted (404). An application is read only by its applicant and by the job's owner; one per member per job.
 * Nothing reaches the public list before the admin approved it (the review queue). Posting and applying are
 * idempotent (the outbox).
 */
export const jobsContract = defineContract(JOBS_CONTRACT_NAME, {
  list: endpoint({
    method: 'GET',
    path: '/api/job-listings',
    access: 'public',
    summary: 'Public job listings: featured first, then newest (keyset pages); search, category, jobType, workMode, experienceLevel, location',
    description: 'With `search`, best matches first (Tamil, Latin-letter Tamil, English, prefixes, typos) and `total` null.',
    query: jobListQuerySchema,
    responses: { 200: jobListSchema, 304: null },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/job-listings/:id',
    access: 'public',
    summary: 'One job listing; counts one view per viewer per day',
    description: 'A pending, rejected or inactive listing is 404 except for its poster and the admin.',
    params: idParams,
    responses: { 200: jobListingSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/job-listings',
    access: 'member',
    summary: 'Post a job listing (pending until an admin approves it)',
    body: createJobListingBodySchema,
    responses: { 201: jobListingSchema },
    idempotent: true,
    location: true,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/job-listings/:id',
    access: 'owner',
    summary: "Edit one's job listing (a changed title or description returns it to review); isActive pauses or reopens it",
    params: idParams,
    body: updateJobListingBodySchema,
    responses: { 200: jobListingSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/job-listings/:id',
    access: 'owner',
    summary: 'Delete a job listing with its applications (its poster or the admin)',
    params: idParams,
    responses: { 200: messageSchema },
  }),
  employerJobs: endpoint({
    method: 'GET',
    path: '/api/employer/job-listings',
    access: 'member',
    summary: "The caller's own job listings in every status, newest first, with the dashboard's totals",
    query: pageQuery,
    responses: { 200: employerJobListSchema },
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/job-applications',
    access: 'member',
    summary: 'Apply for a live job (once per member per job)',
    description:
      '`resumeObjectId` is a PDF the caller uploaded (`POST /api/objects/upload` with `kind: document`, then `PUT /api/documents`); it is attached privately to the application — readable by the applicant, the job\'s owner and the admin only (decision 177). Another member\'s upload is 403, one not ready or not a document 400 on `resumeObjectId`; nothing is saved then.',
    body: createJobApplicationBodySchema,
    responses: { 201: jobApplicationSchema },
    errors: { 403: 'Your own job (`own_job`), or a CV another member uploaded (`forbidden`)', 404: 'No such open job (`not_found`)', 409: 'Already applied, applications closed, or the CV is used by another application (`already_applied`, `applications_closed`, `conflict`)' },
    idempotent: true,
  }),
  myApplications: endpoint({
    method: 'GET',
    path: '/api/my/applications',
    access: 'member',
    summary: "The caller's applications with their current status, newest first (optionally the one to a job)",
    description: 'With `jobId`: the caller\'s application to that job, if any (the job page shows "Applied on …").',
    query: applicationListQuerySchema,
    responses: { 200: jobApplicationListSchema },
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/my/applications/:id/withdraw',
    access: 'owner',
    summary: "Withdraw one of the caller's applications (final; the employer sees it as withdrawn)",
    description:
      'One conditional UPDATE from a withdrawable status (docs/decisions/167): withdrawing twice is a 200 both times; an application the employer rejected (also at the same moment) is 409 `status_changed` with `currentStatus`. Another member\'s application is 404.',
    params: idParams,
    responses: { 200: jobApplicationSchema },
    errors: { 409: STATUS_CHANGED },
    bodyless: true, // decision 167: the application is the path
  }),
  employerApplications: endpoint({
    method: 'GET',
    path: '/api/employer/applications',
    access: 'member',
    summary: "Applications to the caller's jobs (optionally one job), newest first",
    query: applicationListQuerySchema,
    responses: { 200: jobApplicationListSchema },
  }),
  setApplicationStatus: endpoint({
    method: 'PATCH',
    path: '/api/employer/applications/:id/status',
    access: 'owner',
    summary: "Move an application to one of the 7 statuses (only the job's owner); the applicant is mailed",
    description:
      'A change that loses to another made at the same moment, or to the applicant\'s withdrawal (final, decision 167), is 409 `status_changed` with `currentStatus`.',
    params: idParams,
    body: applicationStatusBodySchema,
    responses: { 200: jobApplicationSchema },
    errors: { 409: STATUS_CHANGED },
  }),
  reviewQueue: endpoint({
    method: 'GET',
    path: '/api/admin/job-listings',
    access: 'admin',
    summary: 'Job listings by review status (pending by default), newest first',
    query: adminJobListQuerySchema,
    responses: { 200: jobReviewQueueSchema },
  }),
  review: endpoint({
    method: 'POST',
    path: '/api/admin/job-listings/:id/review',
    access: 'admin',
    summary: 'Approve a job listing, or reject it with a reason (mailed to the poster)',
    description: 'Decides on the version read: a listing edited or reviewed at the same moment is 409 `status_changed` with `currentStatus`.',
    params: idParams,
    body: jobReviewBodySchema,
    responses: { 200: jobListingSchema },
    errors: { 409: STATUS_CHANGED },
  }),
  sitemap: endpoint({
    method: 'GET',
    path: '/sitemap-jobs.xml',
    access: 'public',
    summary: 'Sitemap of live jobs (XML)',
    responses: { 200: null },
  }),
});
