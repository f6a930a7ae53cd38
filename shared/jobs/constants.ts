/**
 * Jobs board constants (spec 001 §4, §5 Job post form / Application form, §9 job constants). Codes are stored and
 * sent as is; the PWA shows each through a bilingual label (pwa/features/jobs/labels.ts).
 */

/**
 * The jobs contract's name (shared/jobs/contract.ts, docs/decisions/182): the root of the PWA's jobs query keys, so
 * invalidating `[JOBS_CONTRACT_NAME]` refreshes every list and detail of the board.
 */
export const JOBS_CONTRACT_NAME = 'jobs';

/** Job types: the five of the list filter, plus `temporary` and `remote` offered on the post form (§9). */
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'freelance', 'temporary', 'remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];
/** The job types the list page's filter offers (§9). */
export const JOB_TYPE_FILTERS = ['full_time', 'part_time', 'contract', 'internship', 'freelance'] as const satisfies readonly JobType[];

/** Where the work happens (§9). */
export const WORK_MODES = ['onsite', 'remote', 'hybrid'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

/** Experience bands in years (§9); also the applicant's `totalExperience` choices (§5 Application form). */
export const EXPERIENCE_LEVELS = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Salary currencies (§9); INR is the default. */
export const JOB_CURRENCIES = ['INR', 'USD', 'GBP', 'EUR', 'LKR', 'MYR', 'SGD'] as const;
export type JobCurrency = (typeof JOB_CURRENCIES)[number];
export const DEFAULT_JOB_CURRENCY: JobCurrency = 'INR';

/** What a salary figure is per (§9); monthly is the default. */
export const SALARY_PERIODS = ['hourly', 'monthly', 'yearly'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const DEFAULT_SALARY_PERIOD: SalaryPeriod = 'monthly';

/** Company sizes in employees (§9). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/**
 * The 16 job categories (§9 names seven — IT & Technology, Healthcare, Education, Finance, Marketing, Sales,
 * Engineering — and says there are 16; the other nine are ours, docs/decisions/080-jobs-board.md).
 */
export const JOB_CATEGORIES = [
  'it_technology',
  'healthcare',
  'education',
  'finance',
  'marketing',
  'sales',
  'engineering',
  'hospitality',
  'retail',
  'construction',
  'manufacturing',
  'logistics',
  'customer_service',
  'administration',
  'media_design',
  'other',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** Application statuses (§4), in the order an application usually moves. */
export const APPLICATION_STATUSES = ['submitted', 'reviewed', 'shortlisted', 'interviewed', 'offered', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/**
 * Statuses the applicant may withdraw from (docs/decisions/167): any while the employer has not rejected it. A
 * withdrawal is final — the one application per member per job stays, so the member cannot apply to that job again.
 */
export const WITHDRAWABLE_STATUSES = ['submitted', 'reviewed', 'shortlisted', 'interviewed', 'offered'] as const satisfies readonly ApplicationStatus[];

/** Review of a listing by the administrator (§4: a new listing is pending until approved; issue 13 review queue). */
export const JOB_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JobReviewStatus = (typeof JOB_REVIEW_STATUSES)[number];

/** Field limits (§5, §9). Lengths are characters. */
export const JOB_LIMITS = {
  titleMax: 100,
  /** A job's country and city, an applicant's name and expected salary. */
  placeMax: 100,
  personNameMax: 100,
  expectedSalaryMax: 100,
  descriptionMin: 50,
  descriptionMax: 2000,
  requirementsMin: 20,
  requirementsMax: 1000,
  textMax: 200,
  coverLetterMin: 100,
  coverLetterMax: 2000,
  tagMax: 50,
  tagsMax: 30,
  urlMax: 500,
  reasonMax: 500,
  /** Cards show this many skills, then "+N more" (§2, §9). */
  cardSkills: 4,
  /** The apply page's job summary shows this many skills, then "+N more" (§2, §9). */
  applySummarySkills: 6,
} as const;
