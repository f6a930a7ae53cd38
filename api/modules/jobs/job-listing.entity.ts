import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { EMAIL_MAX_LENGTH, PHONE_COLUMN_LENGTH } from '#shared/constants.ts';
import { VIEWER_KEY_LENGTH } from '../../db/column-lengths.ts';
import {
  APPLICATION_STATUSES,
  COMPANY_SIZES,
  DEFAULT_JOB_CURRENCY,
  DEFAULT_SALARY_PERIOD,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_CURRENCIES,
  JOB_LIMITS,
  JOB_REVIEW_STATUSES,
  JOB_TYPES,
  SALARY_PERIODS,
  WORK_MODES,
} from '#shared/jobs/constants.ts';
import { baseProperties } from '../../db/base.ts';
import { searchIndexes, searchProperties } from '../../lib/search/columns.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A job listing (spec 001 §3 Job listing, §4). `reviewStatus` is the administrator's review (pending until
 * approved; `isApproved` in the spec's words is `reviewStatus = 'approved'`); `isActive` is the owner's open/closed
 * switch. Salaries are numeric(12,2), read as strings. `applicationDeadline` is YYYY-MM-DD. `viewCount` counts
 * distinct viewers per day (job_listing_views); `applicationCount` counts job_applications rows. Title, company,
 * description, skills, city and country are searchable (Tamil, Tanglish, English; api/lib/search).
 */
export const JobListingSchema = defineEntity({
  name: 'JobListing',
  tableName: 'job_listings',
  indexes: [
    { name: 'job_listings_public_order_idx', properties: ['isFeatured', 'createdAt', 'id'] },
    { name: 'job_listings_review_idx', properties: ['reviewStatus', 'createdAt', 'id'] },
    ...searchIndexes('job_listings'),
  ],
  checks: [
    { name: 'job_listings_salary_range_check', expression: 'salary_min is null or salary_max is null or salary_min <= salary_max' },
    { name: 'job_listings_counts_check', expression: 'view_count >= 0 and application_count >= 0' },
  ],
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    title: p.string().length(JOB_LIMITS.titleMax),
    companyName: p.string().length(JOB_LIMITS.textMax),
    description: p.text(),
    requirements: p.text(),
    responsibilities: p.text(),
    jobType: p.enum(JOB_TYPES),
    experience: p.enum(EXPERIENCE_LEVELS),
    workMode: p.enum(WORK_MODES),
    category: p.enum(JOB_CATEGORIES),
    industry: p.string().length(JOB_LIMITS.textMax),
    country: p.string().length(JOB_LIMITS.placeMax),
    city: p.string().length(JOB_LIMITS.placeMax),
    location: p.string().length(JOB_LIMITS.textMax),
    salaryMin: p.decimal('string').precision(12).scale(2).nullable(),
    salaryMax: p.decimal('string').precision(12).scale(2).nullable(),
    currency: p.enum(JOB_CURRENCIES).default(DEFAULT_JOB_CURRENCY),
    salaryPeriod: p.enum(SALARY_PERIODS).default(DEFAULT_SALARY_PERIOD),
    education: p.string().length(JOB_LIMITS.textMax),
    skills: p.json<string[]>(),
    languages: p.json<string[]>(),
    benefits: p.json<string[]>(),
    contactEmail: p.string().length(EMAIL_MAX_LENGTH),
    contactPhone: p.string().length(PHONE_COLUMN_LENGTH).nullable(),
    applicationDeadline: p.date().nullable(),
    applicationUrl: p.string().length(JOB_LIMITS.urlMax).nullable(),
    companySize: p.enum(COMPANY_SIZES).nullable(),
    companyWebsite: p.string().length(JOB_LIMITS.urlMax).nullable(),
    isFeatured: p.boolean().default(false),
    isUrgent: p.boolean().default(false),
    isActive: p.boolean().default(true),
    reviewStatus: p.enum(JOB_REVIEW_STATUSES).default('pending'),
    rejectionReason: p.string().length(JOB_LIMITS.reasonMax).nullable(),
    reviewedAt: p.datetime().nullable(),
    viewCount: p.integer().default(0),
    applicationCount: p.integer().default(0),
    ...searchProperties((j: { title: string; companyName: string; description: string; city: string; country: string; industry: string; skills?: string[] | null }) => [
      j.title,
      j.companyName,
      j.industry,
      j.city,
      j.country,
      (j.skills ?? []).join(' '),
      j.description,
    ]),
  },
});
export type JobListing = InferEntity<typeof JobListingSchema>;

/**
 * One application of a member for a job (spec 001 §3 Job application, §4). One per applicant per job: the unique
 * (job_id, applicant_id) key, not a check before inserting. `phone` is E.164. The CV is a link
 * (`resumeUrl`), an uploaded PDF (`resumeObjectId`, decision 177), both or neither.
 */
export const JobApplicationSchema = defineEntity({
  name: 'JobApplication',
  tableName: 'job_applications',
  uniques: [{ name: 'job_applications_job_applicant_unique', properties: ['job', 'applicant'] }],
  indexes: [{ name: 'job_applications_created_at_id_idx', properties: ['createdAt', 'id'] }],
  properties: {
    ...baseProperties,
    job: () => p.manyToOne(JobListingSchema).deleteRule('cascade'),
    applicant: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    coverLetter: p.text(),
    resumeUrl: p.string().length(JOB_LIMITS.urlMax).nullable(),
    /** The CV uploaded as a PDF: a stored object attached privately to this application (decision 177). */
    resumeObjectId: p.uuid().nullable(),
    expectedSalary: p.string().length(JOB_LIMITS.expectedSalaryMax).nullable(),
    availabilityDate: p.date().nullable(),
    fullName: p.string().length(JOB_LIMITS.personNameMax),
    email: p.string().length(EMAIL_MAX_LENGTH),
    phone: p.string().length(PHONE_COLUMN_LENGTH),
    currentLocation: p.string().length(JOB_LIMITS.textMax),
    currentJobTitle: p.string().length(JOB_LIMITS.textMax).nullable(),
    currentCompany: p.string().length(JOB_LIMITS.textMax).nullable(),
    totalExperience: p.enum(EXPERIENCE_LEVELS),
    relevantExperience: p.string().length(JOB_LIMITS.textMax).nullable(),
    status: p.enum(APPLICATION_STATUSES).default('submitted'),
    statusChangedAt: p.datetime().nullable(),
  },
});
export type JobApplication = InferEntity<typeof JobApplicationSchema>;

/**
 * A viewer's view of a job on one UTC day: the unique (job_id, viewer_key, day) key makes "counted once per viewer
 * per day" a database rule (issue 13). `viewerKey` is `u:<user id>` for members, `a:<sha-256 of IP and user agent>`
 * for guests (no raw address is stored).
 */
export const JobListingViewSchema = defineEntity({
  name: 'JobListingView',
  tableName: 'job_listing_views',
  uniques: [{ name: 'job_listing_views_once_per_day_unique', properties: ['job', 'viewerKey', 'day'] }],
  indexes: [{ name: 'job_listing_views_day_idx', properties: ['day'] }],
  properties: {
    id: p.uuid().primary(),
    job: () => p.manyToOne(JobListingSchema).deleteRule('cascade'),
    viewerKey: p.string().length(VIEWER_KEY_LENGTH),
    day: p.date(),
  },
});
export type JobListingView = InferEntity<typeof JobListingViewSchema>;
