import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  COMPANY_SIZES,
  DEFAULT_JOB_CURRENCY,
  DEFAULT_SALARY_PERIOD,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_CURRENCIES,
  JOB_LIMITS as L,
  JOB_REVIEW_STATUSES,
  JOB_TYPES,
  SALARY_PERIODS,
  WORK_MODES,
} from '../jobs/constants.ts';
import { EMAIL_MAX_LENGTH } from '../constants.ts';
import { V } from '../messages.ts';
import { applicationDeadlineField, availabilityDateField, pageQuerySchema, phoneField, textField } from './common.ts';
import * as responses from './jobs-responses.ts';

/*
 * Jobs board contract (spec 001 §3 Job listing / Job application, §4, §5 Job post form / Application form, §7, §9;
 * issue 13). Messages are the spec's (shared/messages.ts `V`, translated in the PWA). Ids are UUIDs like every
 * other record here (the spec's integer jobId: docs/decisions/080-jobs-board.md).
 */

/** A required text: trimmed, at least `min` (message `short`) and at most `max` characters (message `long`). */
const text = (min: number, max: number, short: string, long: string = V.textTooLong) =>
  textField({ error: short }).trim().min(min, short).max(max, long);
/** An optional single-line text: blank becomes undefined. */
const optionalText = (max: number) =>
  textField().trim().max(max, V.textTooLong).transform((s) => (s === '' ? undefined : s)).optional().nullable().transform((s) => s ?? undefined);
/** A required choice from `values` (anything else, blank included, gets `message`). */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });
/** An http(s) address or empty (→ undefined); other schemes (javascript:, data:) are refused (issue 13 bad input). */
const optionalUrl = z
  .string({ error: V.jobUrlInvalid })
  .trim()
  .max(L.urlMax, V.jobUrlInvalid)
  .refine((s) => s === '' || isHttpUrl(s), V.jobUrlInvalid)
  // What the refinement allows, for the OpenAPI document (decision 173): empty, or an http(s) address.
  .meta({ anyOf: [{ const: '' }, { format: 'uri', pattern: '^https?://[^/?#\\s]+' }] })
  .transform((s) => (s === '' ? undefined : s))
  .optional()
  .nullable()
  .transform((s) => s ?? undefined);

/** An application deadline: YYYY-MM-DD, today … 12 months ahead (lenient across time zones, shared/dates.ts). */
const deadlineField = applicationDeadlineField;

/** True for an absolute http: or https: URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An optional salary figure: a non-negative number with up to 2 decimals, as a JSON number or a numeric string
 * (thousands separators "45,000" allowed). Output is the canonical numeric string ("45000", "18.5") or undefined.
 */
const salaryField = z
  .union([z.number(), z.string(), z.null()], { error: V.jobSalaryInvalid })
  .transform((value, ctx) => {
    if (value === null) return undefined;
    const s = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
    if (s === '') return undefined;
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: V.jobSalaryInvalid });
      return z.NEVER;
    }
    return String(Number(s));
  })
  .optional();

/**
 * A tag list (skills, languages, benefits; spec 001 §5): each entry trimmed, blanks dropped, duplicates (ignoring
 * case) dropped keeping the first; at most 30 entries of at most 50 characters.
 */
export const tagListField = z
  .array(textField({ error: V.textTooLong }).max(L.tagMax * 4, V.textTooLong), { error: V.jobTagsTooMany })
  .max(L.tagsMax * 2, V.jobTagsTooMany)
  .transform((tags) => normaliseTags(tags))
  .pipe(z.array(z.string().max(L.tagMax, V.textTooLong)).max(L.tagsMax, V.jobTagsTooMany))
  .default([]);

/** Trims, drops blanks and case-insensitive duplicates (first spelling kept) — the tag input's rule too. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** The fields of a job post (spec 001 §5 Job post form), before the salary range check. */
const jobListingFields = {
  title: text(1, L.titleMax, V.jobTitleRequired, V.jobTitleTooLong),
  companyName: text(1, L.textMax, V.jobCompanyNameRequired),
  description: text(L.descriptionMin, L.descriptionMax, V.jobDescriptionTooShort, V.jobDescriptionTooLong),
  requirements: text(L.requirementsMin, L.requirementsMax, V.jobRequirementsTooShort, V.jobRequirementsTooLong),
  responsibilities: text(L.requirementsMin, L.requirementsMax, V.jobResponsibilitiesTooShort, V.jobResponsibilitiesTooLong),
  jobType: choice(JOB_TYPES, V.jobTypeRequired),
  experience: choice(EXPERIENCE_LEVELS, V.jobExperienceRequired),
  workMode: choice(WORK_MODES, V.jobWorkModeRequired),
  category: choice(JOB_CATEGORIES, V.jobCategoryRequired),
  industry: text(1, L.textMax, V.jobIndustryRequired),
  country: text(1, L.placeMax, V.jobCountryRequired),
  city: text(1, L.placeMax, V.jobCityRequired),
  location: text(1, L.textMax, V.jobLocationRequired),
  salaryMin: salaryField,
  salaryMax: salaryField,
  currency: choice(JOB_CURRENCIES, V.required).default(DEFAULT_JOB_CURRENCY),
  salaryPeriod: choice(SALARY_PERIODS, V.required).default(DEFAULT_SALARY_PERIOD),
  education: text(1, L.textMax, V.jobEducationRequired),
  skills: tagListField,
  languages: tagListField,
  benefits: tagListField,
  contactEmail: z.string({ error: V.jobEmailInvalid }).check(z.trim(), z.toLowerCase(), z.email({ error: V.jobEmailInvalid }), z.maxLength(EMAIL_MAX_LENGTH, V.jobEmailInvalid)),
  contactPhone: z
    // the literal's own message too: a wrong number otherwise ends with it, zod's 'Invalid input: expected ""' (decision 178)
    .union([z.literal('', { error: V.phoneInvalid }).transform(() => undefined), z.null().transform(() => undefined), phoneField()], { error: V.phoneInvalid })
    .optional(),
  applicationDeadline: z.union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), deadlineField], { error: V.dateInvalid }).optional(),
  applicationUrl: optionalUrl,
  companySize: z.union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), z.enum(COMPANY_SIZES)], { error: V.required }).optional(),
  companyWebsite: optionalUrl,
  isFeatured: z.boolean().default(false),
  isUrgent: z.boolean().default(false),
};

/** salaryMin must not exceed salaryMax when both are given (issue 13 bad input); the issue is on salaryMax. */
const salaryRange = (body: { salaryMin?: string | undefined; salaryMax?: string | undefined }, ctx: z.RefinementCtx) => {
  if (body.salaryMin !== undefined && body.salaryMax !== undefined && Number(body.salaryMin) > Number(body.salaryMax)) {
    ctx.addIssue({ code: 'custom', message: V.jobSalaryRange, path: ['salaryMax'] });
  }
};

/**
 * POST /api/job-listings body (spec 001 §5 Job post form, §9): title ≤ 100; description 50–2000; requirements and
 * responsibilities 20–1000; jobType, experience, workMode, category from §9; industry, country, city, location,
 * education, companyName required; contactEmail an e-mail; salaryMin ≤ salaryMax (numeric strings out);
 * currency INR and salaryPeriod monthly by default; tag lists trimmed, non-blank, unique; applicationUrl and
 * companyWebsite http(s) or empty; applicationDeadline YYYY-MM-DD not in the past; contactPhone optional E.164.
 */
export const createJobListingBodySchema = z.object(jobListingFields).superRefine(salaryRange);
export type CreateJobListingBody = z.input<typeof createJobListingBodySchema>;
export type JobListingInput = z.output<typeof createJobListingBodySchema>;

/**
 * PATCH /api/job-listings/:id body: any subset of the post fields with the same rules (no defaults applied), plus
 * `isActive` (the owner pauses or reopens a listing). The range check also runs against the stored figures.
 */
export const updateJobListingBodySchema = z
  .object({
    ...Object.fromEntries(Object.entries(jobListingFields).map(([k, v]) => [k, (v instanceof z.ZodDefault ? v.removeDefault() : v).optional()])),
    // An edit may keep a deadline that has passed meanwhile only by leaving it out; a new one must not be past.
    isActive: z.boolean().optional(),
  } as { [K in keyof typeof jobListingFields]: z.ZodOptional<z.ZodType<z.output<(typeof jobListingFields)[K]>, z.input<(typeof jobListingFields)[K]>>> } & { isActive: z.ZodOptional<z.ZodBoolean> })
  .superRefine(salaryRange);
export type UpdateJobListingBody = z.input<typeof updateJobListingBodySchema>;

/** GET /api/job-listings query (spec 001 §7): keyset page (20 by default) and the list page's filters. */
export const jobListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200, V.textTooLong).optional(),
  category: z.enum(JOB_CATEGORIES).optional(),
  jobType: z.enum(JOB_TYPES).optional(),
  workMode: z.enum(WORK_MODES).optional(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).optional(),
  location: z.string().trim().max(100, V.textTooLong).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** A job listing as the API presents it (spec 001 §3); the shape is written once in jobs-responses.ts. */
export const jobListingSchema = z.object(responses.jobListingSchema.shape);
export type JobListing = z.infer<typeof jobListingSchema>;

/** GET /api/job-listings response (featured first, then newest; `total` null for a search); see jobs-responses.ts. */
export const jobListSchema = z.object(responses.jobListSchema.shape);
export type JobList = z.infer<typeof jobListSchema>;

/** GET /api/employer/job-listings response: the caller's listings and the dashboard's four figures (§2). */
export const employerJobListSchema = z.object(responses.employerJobListSchema.shape);
export type EmployerJobList = z.infer<typeof employerJobListSchema>;

/**
 * POST /api/job-applications body (spec 001 §5 Application form): coverLetter 100–2000; resumeUrl http(s) or
 * empty; resumeObjectId the id of a PDF the applicant uploaded (`PUT /api/documents`; decision 177) — the link,
 * the PDF, both or neither; fullName, phone (international, E.164 out), currentLocation and totalExperience required; email valid;
 * the rest optional. availabilityDate YYYY-MM-DD.
 */
export const createJobApplicationBodySchema = z.object({
  jobId: z.uuid({ error: 'Not a valid id' }),
  coverLetter: text(L.coverLetterMin, L.coverLetterMax, V.coverLetterTooShort, V.coverLetterTooLong),
  resumeUrl: optionalUrl,
  resumeObjectId: z
    .union([z.literal('', { error: V.documentUploadAgain }).transform(() => undefined), z.null().transform(() => undefined), z.uuid({ error: V.documentUploadAgain })], { error: V.documentUploadAgain })
    .optional(),
  expectedSalary: optionalText(L.expectedSalaryMax),
  availabilityDate: z.union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), availabilityDateField], { error: V.dateInvalid }).optional(),
  fullName: text(1, L.personNameMax, V.fullNameRequired),
  email: z.string({ error: V.jobEmailInvalid }).check(z.trim(), z.toLowerCase(), z.email({ error: V.jobEmailInvalid }), z.maxLength(EMAIL_MAX_LENGTH, V.jobEmailInvalid)),
  phone: z.string({ error: V.phoneRequired }).trim().min(1, V.phoneRequired).pipe(phoneField()),
  currentLocation: text(1, L.textMax, V.currentLocationRequired),
  currentJobTitle: optionalText(L.textMax),
  currentCompany: optionalText(L.textMax),
  totalExperience: choice(EXPERIENCE_LEVELS, V.totalExperienceRequired),
  relevantExperience: optionalText(L.textMax),
});
export type CreateJobApplicationBody = z.input<typeof createJobApplicationBodySchema>;

/** A job application as the applicant and the job's owner see it (spec 001 §3); see jobs-responses.ts. */
export const jobApplicationSchema = z.object(responses.jobApplicationSchema.shape);
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** A page of applications, newest first. */
export const jobApplicationListSchema = z.object(responses.jobApplicationListSchema.shape);
export type JobApplicationList = z.infer<typeof jobApplicationListSchema>;

/** PATCH /api/employer/applications/:id/status body: one of the 7 statuses of §4. */
export const applicationStatusBodySchema = z.object({ status: z.enum(APPLICATION_STATUSES, { error: V.required }) });

/** GET /api/admin/job-listings query: the review queue by status (pending by default). */
export const adminJobListQuerySchema = pageQuerySchema.extend({ status: z.enum(JOB_REVIEW_STATUSES).default('pending') });

/** POST /api/admin/job-listings/:id/review body: approve, or reject with a reason the poster reads (issue 13 item 2). */
export const jobReviewBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({ decision: z.literal('reject'), reason: textField({ error: V.rejectionReasonRequired }).trim().min(1, V.rejectionReasonRequired).max(L.reasonMax, V.textTooLong) }),
  ],
  { error: V.required },
);
export type JobReviewBody = z.input<typeof jobReviewBodySchema>;
