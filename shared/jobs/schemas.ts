import * as z from 'zod/mini';
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
} from './constants.ts';
import { EMAIL_MAX_LENGTH } from '../constants.ts';
import { pageQuery } from '../contracts/params.ts';
import { V } from '../messages.ts';
import { applicationDeadlineField, availabilityDateField, typedText } from '../schemas/mini-fields.ts';
import { phoneField } from '../schemas/phone-field.ts';

export {
  employerJobListSchema, jobApplicationListSchema, jobApplicationSchema, jobListingSchema, jobListSchema,
  type EmployerJobList, type JobApplication, type JobApplicationList, type JobList, type JobListing,
} from './responses.ts';

/*
 * Jobs board request schemas (spec 001 §3 Job listing / Job application, §4, §5 Job post form / Application form, §7,
 * §9), written once with `zod/mini` like the response schemas of jobs-responses.ts (re-exported here): the server's
 * routes, the OpenAPI document, the tests and the PWA's forms use these declarations through the jobs contract
 * (shared/jobs/contract.ts; docs/decisions/182-endpoint-contracts.md). No classic-zod twins. Messages are the
 * spec's (shared/messages.ts `V`, translated in the PWA). Ids are UUIDs like every other record here (the spec's
 * integer jobId: docs/decisions/080-jobs-board.md).
 */

/** A required text: cleaned, trimmed, at least `min` (message `short`) and at most `max` characters (message `long`). */
const text = (min: number, max: number, short: string, long: string = V.textTooLong) =>
  typedText({ error: short }).check(z.trim(), z.minLength(min, short), z.maxLength(max, long));
/** `schema`, or left out, or null: a missing value (null included) comes out undefined. */
const absentAsUndefined = <T extends z.core.SomeType>(schema: T) => z.pipe(z.nullable(z.optional(schema)), z.transform((s: z.output<T> | null | undefined) => s ?? undefined));
/** A blank text as undefined. */
const blankAsUndefined = z.transform((s: string) => (s === '' ? undefined : s));
/** An optional single-line text: blank becomes undefined. */
const optionalText = (max: number) => absentAsUndefined(z.pipe(typedText().check(z.trim(), z.maxLength(max, V.textTooLong)), blankAsUndefined));
/** `schema`, or '' or null (both → undefined), or left out; anything else gets `message` (`literalError`: the '' option's own). */
const blankOr = <T extends z.core.SomeType>(schema: T, message: string, literalError?: string) =>
  z.optional(z.union([z.pipe(z.literal('', literalError === undefined ? undefined : { error: literalError }), z.transform(() => undefined)), z.pipe(z.null(), z.transform(() => undefined)), schema], { error: message }));
/** A required choice from `values` (anything else, blank included, gets `message`). */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });
/** A trimmed, lower-cased e-mail address of at most EMAIL_MAX_LENGTH characters (checks: `format: email` in the document). */
const email = () => z.string({ error: V.jobEmailInvalid }).check(z.trim(), z.toLowerCase(), z.email({ error: V.jobEmailInvalid }), z.maxLength(EMAIL_MAX_LENGTH, V.jobEmailInvalid));
/** An http(s) address or empty (→ undefined); other schemes (javascript:, data:) are refused (spec 001 §5). */
const optionalUrl = absentAsUndefined(
  z.pipe(
    z.string({ error: V.jobUrlInvalid }).check(
      z.trim(),
      z.maxLength(L.urlMax, V.jobUrlInvalid),
      z.refine((s: string) => s === '' || isHttpUrl(s), V.jobUrlInvalid),
      // What the refinement allows, for the OpenAPI document (decision 173): empty, or an http(s) address.
      z.meta({ anyOf: [{ const: '' }, { format: 'uri', pattern: '^https?://[^/?#\\s]+' }] }),
    ),
    blankAsUndefined,
  ),
);

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
const salaryField = z.optional(
  z.pipe(
    z.union([z.number(), z.string(), z.null()], { error: V.jobSalaryInvalid }),
    z.transform((value: number | string | null, ctx) => {
      if (value === null) return undefined;
      const s = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
      if (s === '') return undefined;
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(s)) {
        ctx.issues.push({ code: 'custom', message: V.jobSalaryInvalid, input: value });
        return z.NEVER;
      }
      return String(Number(s));
    }),
  ),
);

/**
 * A tag list (skills, languages, benefits; spec 001 §5): each entry trimmed, blanks dropped, duplicates (ignoring
 * case) dropped keeping the first; at most 30 entries of at most 50 characters.
 */
const tagListField = z._default(
  z.pipe(
    z.pipe(
      z.array(typedText({ error: V.textTooLong }).check(z.maxLength(L.tagMax * 4, V.textTooLong)), { error: V.jobTagsTooMany }).check(z.maxLength(L.tagsMax * 2, V.jobTagsTooMany)),
      z.transform((tags: string[]) => normaliseTags(tags)),
    ),
    z.array(z.string().check(z.maxLength(L.tagMax, V.textTooLong))).check(z.maxLength(L.tagsMax, V.jobTagsTooMany)),
  ),
  [],
);

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
  currency: z._default(choice(JOB_CURRENCIES, V.required), DEFAULT_JOB_CURRENCY),
  salaryPeriod: z._default(choice(SALARY_PERIODS, V.required), DEFAULT_SALARY_PERIOD),
  education: text(1, L.textMax, V.jobEducationRequired),
  skills: tagListField,
  languages: tagListField,
  benefits: tagListField,
  contactEmail: email(),
  // the literal's own message too: a wrong number otherwise ends with it, zod's 'Invalid input: expected ""' (decision 178)
  contactPhone: blankOr(phoneField(), V.phoneInvalid, V.phoneInvalid),
  applicationDeadline: blankOr(applicationDeadlineField, V.dateInvalid),
  applicationUrl: optionalUrl,
  companySize: blankOr(z.enum(COMPANY_SIZES), V.required),
  companyWebsite: optionalUrl,
  isFeatured: z._default(z.boolean(), false),
  isUrgent: z._default(z.boolean(), false),
};

/** salaryMin must not exceed salaryMax when both are given (spec 001 §5); the issue is on salaryMax. */
const salaryRangeCheck = z.superRefine((body: { salaryMin?: string | undefined; salaryMax?: string | undefined }, ctx) => {
  if (body.salaryMin !== undefined && body.salaryMax !== undefined && Number(body.salaryMin) > Number(body.salaryMax)) {
    ctx.addIssue({ code: 'custom', message: V.jobSalaryRange, path: ['salaryMax'] });
  }
});

/**
 * POST /api/job-listings body (spec 001 §5 Job post form, §9): title ≤ 100; description 50–2000; requirements and
 * responsibilities 20–1000; jobType, experience, workMode, category from §9; industry, country, city, location,
 * education, companyName required; contactEmail an e-mail; salaryMin ≤ salaryMax (numeric strings out);
 * currency INR and salaryPeriod monthly by default; tag lists trimmed, non-blank, unique; applicationUrl and
 * companyWebsite http(s) or empty; applicationDeadline YYYY-MM-DD not in the past; contactPhone optional E.164.
 */
export const createJobListingBodySchema = z.object(jobListingFields).check(salaryRangeCheck);
export type CreateJobListingBody = z.input<typeof createJobListingBodySchema>;
export type JobListingInput = z.output<typeof createJobListingBodySchema>;

type Fields = typeof jobListingFields;
/** A post field without its default, optional (an edit sends only what changes). */
type EditField<K extends keyof Fields> = z.ZodMiniOptional<z.ZodMiniType<z.output<Fields[K]>, z.input<Fields[K]>>>;

/**
 * PATCH /api/job-listings/:id body: any subset of the post fields with the same rules (no defaults applied), plus
 * `isActive` (the owner pauses or reopens a listing). The range check also runs against the stored figures.
 */
export const updateJobListingBodySchema = z
  .object({
    ...(Object.fromEntries(Object.entries(jobListingFields).map(([k, v]) => [k, z.optional(v instanceof z.ZodMiniDefault ? (v._zod.def.innerType as z.core.SomeType) : v)])) as { [K in keyof Fields]: EditField<K> }),
    // An edit may keep a deadline that has passed meanwhile only by leaving it out; a new one must not be past.
    isActive: z.optional(z.boolean()),
  })
  .check(salaryRangeCheck);
export type UpdateJobListingBody = z.input<typeof updateJobListingBodySchema>;

/** GET /api/job-listings query (spec 001 §7): keyset page (20 by default) and the list page's filters. */
export const jobListQuerySchema = z.extend(pageQuery, {
  search: z.optional(z.string().check(z.trim(), z.maxLength(200, V.textTooLong))),
  category: z.optional(z.enum(JOB_CATEGORIES)),
  jobType: z.optional(z.enum(JOB_TYPES)),
  workMode: z.optional(z.enum(WORK_MODES)),
  experienceLevel: z.optional(z.enum(EXPERIENCE_LEVELS)),
  location: z.optional(z.string().check(z.trim(), z.maxLength(100, V.textTooLong))),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

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
  resumeObjectId: blankOr(z.uuid({ error: V.documentUploadAgain }), V.documentUploadAgain, V.documentUploadAgain),
  expectedSalary: optionalText(L.expectedSalaryMax),
  availabilityDate: blankOr(availabilityDateField, V.dateInvalid),
  fullName: text(1, L.personNameMax, V.fullNameRequired),
  email: email(),
  phone: z.pipe(z.string({ error: V.phoneRequired }).check(z.trim(), z.minLength(1, V.phoneRequired)), phoneField()),
  currentLocation: text(1, L.textMax, V.currentLocationRequired),
  currentJobTitle: optionalText(L.textMax),
  currentCompany: optionalText(L.textMax),
  totalExperience: choice(EXPERIENCE_LEVELS, V.totalExperienceRequired),
  relevantExperience: optionalText(L.textMax),
});
export type CreateJobApplicationBody = z.input<typeof createJobApplicationBodySchema>;

/**
 * GET /api/my/applications and GET /api/employer/applications query: a keyset page, optionally of one job (`jobId`;
 * the job page asks for the member's own application to it).
 */
export const applicationListQuerySchema = z.extend(pageQuery, { jobId: z.optional(z.uuid({ error: 'Not a valid id' })) });

/**
 * PATCH /api/employer/applications/:id/status body: `status`, one of the 7 statuses of §4. Required, but checked by
 * the handler after ownership (someone else's application is 404 whatever the body), so the schema lets it be left out.
 */
export const applicationStatusBodySchema = z.object({ status: z.optional(z.enum(APPLICATION_STATUSES, { error: V.required })) });

/** GET /api/admin/job-listings query: the review queue by status (pending by default). */
export const adminJobListQuerySchema = z.extend(pageQuery, { status: z._default(z.enum(JOB_REVIEW_STATUSES), 'pending') });

/** POST /api/admin/job-listings/:id/review body: approve, or reject with a reason the poster reads (the review queue). */
export const jobReviewBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({ decision: z.literal('reject'), reason: typedText({ error: V.rejectionReasonRequired }).check(z.trim(), z.minLength(1, V.rejectionReasonRequired), z.maxLength(L.reasonMax, V.textTooLong)) }),
  ],
  { error: V.required },
);
export type JobReviewBody = z.input<typeof jobReviewBodySchema>;
