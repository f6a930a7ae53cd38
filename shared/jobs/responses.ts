import * as z from 'zod/mini';
import { APPLICATION_STATUSES, COMPANY_SIZES, EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_CURRENCIES, JOB_REVIEW_STATUSES, JOB_TYPES, SALARY_PERIODS, WORK_MODES } from './constants.ts';
import { pageSchema } from '../schemas/page.ts';

/*
 * The jobs board's response schemas for the PWA, written with `zod/mini` and apart from the post and application
 * bodies (jobs.ts), whose validation carries the phone metadata (docs/decisions/032-initial-load-budget.md).
 * The PWA loads this module beside its requests (pwa/features/jobs/api/jobs-api.ts), so the first screen of /jobs
 * carries no zod (docs/decisions/145); the constants the pages list come from shared/jobs/constants.ts.
 * The jobs contract (shared/jobs/contract.ts, docs/decisions/182) declares its responses with these; no twins.
 */

/**
 * A job listing as the API presents it (spec 001 §3). Contact e-mail and phone are the employer's business contact
 * and public (issue 13 item 5). `reviewStatus`/`rejectionReason` tell the poster about the review; the reason is
 * present only for the poster and the admin. Display status (§4): not approved → "Pending Approval"; approved and
 * active → "Active"; approved and inactive → "Inactive".
 */
export const jobListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  description: z.string(),
  requirements: z.string(),
  responsibilities: z.string(),
  jobType: z.enum(JOB_TYPES),
  experience: z.enum(EXPERIENCE_LEVELS),
  workMode: z.enum(WORK_MODES),
  category: z.enum(JOB_CATEGORIES),
  industry: z.string(),
  country: z.string(),
  city: z.string(),
  location: z.string(),
  salaryMin: z.nullable(z.string()),
  salaryMax: z.nullable(z.string()),
  currency: z.enum(JOB_CURRENCIES),
  salaryPeriod: z.enum(SALARY_PERIODS),
  education: z.string(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  benefits: z.array(z.string()),
  contactEmail: z.string(),
  contactPhone: z.nullable(z.string()),
  applicationDeadline: z.nullable(z.string()),
  applicationUrl: z.nullable(z.string()),
  companySize: z.nullable(z.enum(COMPANY_SIZES)),
  companyWebsite: z.nullable(z.string()),
  isFeatured: z.boolean(),
  isUrgent: z.boolean(),
  isApproved: z.boolean(),
  isActive: z.boolean(),
  reviewStatus: z.enum(JOB_REVIEW_STATUSES),
  rejectionReason: z.nullable(z.string()),
  viewCount: z.int(),
  applicationCount: z.int(),
  createdAt: z.string(),
  isMine: z.boolean(),
});
export type JobListing = z.infer<typeof jobListingSchema>;

/**
 * GET /api/job-listings response: `{ items, nextCursor, total }`, featured first, then newest (with `search`: best
 * matches first). `total` counts the filtered list; it is null for a search (not counted: decision 081).
 */
export const jobListSchema = z.object({ ...pageSchema(jobListingSchema).shape, total: z.nullable(z.int()) });
export type JobList = z.infer<typeof jobListSchema>;

/** GET /api/employer/job-listings response: the caller's listings (every status) and the dashboard's four figures (§2). */
export const employerJobListSchema = z.object({
  ...pageSchema(jobListingSchema).shape,
  stats: z.object({ totalJobs: z.int(), activeJobs: z.int(), totalApplications: z.int(), totalViews: z.int() }),
});
export type EmployerJobList = z.infer<typeof employerJobListSchema>;

/** GET /api/admin/job-listings response: a page of listings in one review status, newest first (the review queue). */
export const jobReviewQueueSchema = pageSchema(jobListingSchema);
export type JobReviewQueue = z.infer<typeof jobReviewQueueSchema>;

/**
 * A job application as its two readers see it (spec 001 §3): the applicant (GET /api/my/applications) and the
 * job's owner (GET /api/employer/applications), with the job's title and company nested.
 */
export const jobApplicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  job: z.object({ id: z.uuid(), title: z.string(), companyName: z.string() }),
  coverLetter: z.string(),
  resumeUrl: z.nullable(z.string()),
  /** The CV uploaded as a PDF (decision 177), opened at `documentUrlOf(id)` (shared/uploads/documents.ts) by its two readers only. */
  resumeObjectId: z.nullable(z.uuid()),
  expectedSalary: z.nullable(z.string()),
  availabilityDate: z.nullable(z.string()),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  currentLocation: z.string(),
  currentJobTitle: z.nullable(z.string()),
  currentCompany: z.nullable(z.string()),
  totalExperience: z.enum(EXPERIENCE_LEVELS),
  relevantExperience: z.nullable(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  statusChangedAt: z.nullable(z.string()),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** A page of applications, newest first. */
export const jobApplicationListSchema = pageSchema(jobApplicationSchema);
export type JobApplicationList = z.infer<typeof jobApplicationListSchema>;
