import type { JobApplication as JobApplicationBody, JobListing as JobListingBody } from '#shared/jobs/schemas.ts';
import { mayManage } from '../../http/ownership.ts';
import type { User } from '../users/user.entity.ts';
import type { JobApplication, JobListing } from './job-listing.entity.ts';
import type { JobListingRow } from './jobs.repository.ts';

/** Normalises a `date` column value to 'YYYY-MM-DD' (a string on PGlite and PostgreSQL; a Date is tolerated). */
export function toIsoDate(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** A numeric column as the API's numeric string without trailing zeros ("45000.00" → "45000", "18.50" → "18.5"). */
const toAmount = (value: unknown): string | null => (value == null ? null : String(Number(value)));
/** A datetime read as a Date (entities) or an ISO string (plain rows on some drivers). */
const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * A job listing as `jobListingSchema` (spec 001 §3): dates YYYY-MM-DD, salaries numeric strings, `isApproved` from
 * the review, `isMine` for the poster. The rejection reason is shown only to the poster and the admin.
 */
export function presentJob(job: JobListingRow | JobListing, viewer: Pick<User, 'id' | 'role'> | undefined): JobListingBody {
  const manages = mayManage(job, viewer);
  return {
    id: job.id,
    title: job.title,
    companyName: job.companyName,
    description: job.description,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    jobType: job.jobType,
    experience: job.experience,
    workMode: job.workMode,
    category: job.category,
    industry: job.industry,
    country: job.country,
    city: job.city,
    location: job.location,
    salaryMin: toAmount(job.salaryMin),
    salaryMax: toAmount(job.salaryMax),
    currency: job.currency,
    salaryPeriod: job.salaryPeriod,
    education: job.education,
    skills: job.skills ?? [],
    languages: job.languages ?? [],
    benefits: job.benefits ?? [],
    contactEmail: job.contactEmail,
    contactPhone: job.contactPhone ?? null,
    applicationDeadline: toIsoDate(job.applicationDeadline),
    applicationUrl: job.applicationUrl ?? null,
    companySize: job.companySize ?? null,
    companyWebsite: job.companyWebsite ?? null,
    isFeatured: job.isFeatured,
    isUrgent: job.isUrgent,
    isApproved: job.reviewStatus === 'approved',
    isActive: job.isActive,
    reviewStatus: job.reviewStatus,
    rejectionReason: manages ? (job.rejectionReason ?? null) : null,
    viewCount: job.viewCount,
    applicationCount: job.applicationCount,
    createdAt: toIso(job.createdAt),
    isMine: viewer !== undefined && (typeof job.owner === 'string' ? job.owner : job.owner.id) === viewer.id,
  };
}

/**
 * An application as `jobApplicationSchema` (spec 001 §3) for its two readers — the applicant and the job's owner
 * (the routes decide who; nothing else ever receives one). `application.job` must be loaded.
 */
export function presentApplication(application: JobApplication): JobApplicationBody {
  const job = application.job as unknown as JobListing;
  return {
    id: application.id,
    jobId: job.id,
    job: { id: job.id, title: job.title, companyName: job.companyName },
    coverLetter: application.coverLetter,
    resumeUrl: application.resumeUrl ?? null,
    resumeObjectId: application.resumeObjectId ?? null,
    expectedSalary: application.expectedSalary ?? null,
    availabilityDate: toIsoDate(application.availabilityDate),
    fullName: application.fullName,
    email: application.email,
    phone: application.phone,
    currentLocation: application.currentLocation,
    currentJobTitle: application.currentJobTitle ?? null,
    currentCompany: application.currentCompany ?? null,
    totalExperience: application.totalExperience,
    relevantExperience: application.relevantExperience ?? null,
    status: application.status,
    createdAt: toIso(application.createdAt),
    statusChangedAt: application.statusChangedAt ? toIso(application.statusChangedAt) : null,
  };
}
