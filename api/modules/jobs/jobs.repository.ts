import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { dateAtOffset } from '#shared/dates.ts';
import { V } from '#shared/messages.ts';
import type { JobListQuery } from '#shared/jobs/schemas.ts';
import { badRequest } from '../../http/errors.ts';
import { cachedListTotal } from '../../lib/pagination/list-total.ts';
import { keysetPage, type KeysetPage } from '../../lib/pagination/keyset.ts';
import { searchPage } from '../../lib/search/page.ts';
import { containsPattern } from '../../lib/search/visible.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { JobApplicationSchema, JobListingSchema, type JobApplication, type JobListing } from './job-listing.entity.ts';

/** Columns a listed job needs (everything but the search columns and `updatedAt`/`reviewedAt`). */
export const JOB_FIELDS = [
  'id', 'createdAt', 'owner', 'title', 'companyName', 'description', 'requirements', 'responsibilities', 'jobType', 'experience',
  'workMode', 'category', 'industry', 'country', 'city', 'location', 'salaryMin', 'salaryMax', 'currency', 'salaryPeriod',
  'education', 'skills', 'languages', 'benefits', 'contactEmail', 'contactPhone', 'applicationDeadline', 'applicationUrl',
  'companySize', 'companyWebsite', 'isFeatured', 'isUrgent', 'isActive', 'reviewStatus', 'rejectionReason', 'viewCount',
  'applicationCount',
] as const satisfies readonly (keyof JobListing)[];

/** A listed job as read for presenting (plain row; the owner as `{ id }`). An entity is also a JobListingRow. */
export type JobListingRow = Pick<JobListing, Exclude<(typeof JOB_FIELDS)[number], 'owner'>> & { owner: { id: string } };

/**
 * The first day whose deadline has not passed anywhere: a deadline is over once it is yesterday even in the
 * westernmost time zone (UTC−12; shared/dates.ts is lenient the same way).
 */
export const openDeadlineFrom = (now: Date) => dateAtOffset(now, -12);

/** Accepting applications at `now`: not past its deadline (or none). */
export const deadlineOpen = (now: Date) => ({ $or: [{ applicationDeadline: null }, { applicationDeadline: { $gte: openDeadlineFrom(now) } }] });

/**
 * What the public sees (issue 13 item 1): approved, active, not past the deadline, of an employer whose account is
 * active (a suspended member's jobs: decision 165) — the list, its total, search and the sitemap.
 */
export function publicJobsWhere(now: Date): Record<string, unknown> {
  return { reviewStatus: 'approved', isActive: true, ...deadlineOpen(now), ...activeOwner(null) };
}

/** True when `job` is on the public list at `now`. */
export function isPublicJob(job: Pick<JobListing, 'reviewStatus' | 'isActive' | 'applicationDeadline'>, now: Date): boolean {
  const deadline = job.applicationDeadline == null ? null : String(job.applicationDeadline).slice(0, 10);
  return job.reviewStatus === 'approved' && job.isActive && (deadline === null || deadline >= openDeadlineFrom(now));
}

/** The list page's filters (spec 001 §2, §7) as a MikroORM filter, added to the visibility rule. */
function filtersOf(query: Omit<JobListQuery, 'limit' | 'cursor' | 'search'>): Record<string, unknown>[] {
  const and: Record<string, unknown>[] = [];
  if (query.category) and.push({ category: query.category });
  if (query.jobType) and.push({ jobType: query.jobType });
  if (query.workMode) and.push({ workMode: query.workMode });
  if (query.experienceLevel) and.push({ experience: query.experienceLevel });
  if (query.location) {
    const like = containsPattern(query.location);
    and.push({ $or: [{ city: { $ilike: like } }, { country: { $ilike: like } }, { location: { $ilike: like } }] });
  }
  return and;
}

const badCursor = () => badRequest(`Validation failed: ${V.cursorInvalid}`, { cursor: [V.cursorInvalid] });

/**
 * Featured first, then newest: two keyset segments over (is_featured, created_at, id). The cursor is `f.<keyset>`
 * inside the featured segment, `n.<keyset>` (or `n` at its start) inside the others — still opaque to clients.
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
async function featuredFirstPage(em: EntityManager, where: Record<string, unknown>, limit: number, cursor: string | undefined): Promise<KeysetPage<JobListingRow>> {
  let segment: 'f' | 'n' = 'f';
  let inner: string | undefined;
  if (cursor !== undefined) {
    const m = /^([fn])(?:\.(.+))?$/.exec(cursor);
    if (!m || (m[1] === 'f' && !m[2])) throw badCursor();
    segment = m[1] as 'f' | 'n';
    inner = m[2];
  }
  const read = (isFeatured: boolean, n: number, c: string | undefined) =>
    keysetPage<JobListingRow>(em, JobListingSchema, { fields: JOB_FIELDS, references: ['owner'], where: { $and: [where, { isFeatured }] }, limit: n, cursor: c });
  const items: JobListingRow[] = [];
  if (segment === 'f') {
    const featured = await read(true, limit, inner);
    if (featured.nextCursor) return { items: featured.items, nextCursor: `f.${featured.nextCursor}` };
    items.push(...featured.items);
    inner = undefined;
  }
  if (items.length === limit) {
    const more = await read(false, 1, undefined);
    return { items, nextCursor: more.items.length ? 'n' : null };
  }
  const rest = await read(false, limit - items.length, inner);
  items.push(...rest.items);
  return { items, nextCursor: rest.nextCursor ? `n.${rest.nextCursor}` : null };
}

/**
 * One page of the public job list (spec 001 §2 Jobs list, §7 GET /api/job-listings): approved, active, not past the
 * deadline, matching the filters; featured first, then newest — or, with `search`, best matches first through the
 * shared search (Tamil, Latin-letter Tamil, English, prefixes, typos). `total` is the filtered count (cached a few
 * seconds) and null for a search.
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export async function listPublicJobs(em: EntityManager, query: JobListQuery, now: Date): Promise<KeysetPage<JobListingRow> & { total: number | null }> {
  const where = { $and: [publicJobsWhere(now), ...filtersOf(query)] };
  if (query.search && query.search.trim() !== '') {
    const page = await searchPage<JobListingRow>(em, JobListingSchema, { query: query.search, fields: JOB_FIELDS, references: ['owner'], where, limit: query.limit, cursor: query.cursor });
    return { items: page.items, nextCursor: page.nextCursor, total: null };
  }
  const [page, total] = await Promise.all([featuredFirstPage(em, where, query.limit, query.cursor), cachedListTotal(em, JobListingSchema, where, now.getTime())]);
  return { ...page, total };
}

/** A page of `ownerId`'s listings in every status, newest first (the employer dashboard, spec 001 §2). */
export async function listOwnJobs(em: EntityManager, ownerId: string, opts: { limit: number; cursor?: string | undefined }): Promise<KeysetPage<JobListingRow> & { total: number }> {
  const where = { owner: ownerId };
  const [page, total] = await Promise.all([
    keysetPage<JobListingRow>(em, JobListingSchema, { fields: JOB_FIELDS, references: ['owner'], where, limit: opts.limit, cursor: opts.cursor }),
    em.count(JobListingSchema, where),
  ]);
  return { ...page, total };
}

/** The employer dashboard's four figures over all of `ownerId`'s listings (spec 001 §2): one aggregate query. */
export async function employerStats(em: EntityManager, ownerId: string): Promise<{ totalJobs: number; activeJobs: number; totalApplications: number; totalViews: number }> {
  const [row] = await (em as SqlEntityManager).getConnection().execute<{ total: string; active: string; applications: string | null; views: string | null }[]>(
    `select count(*) as total,
            count(*) filter (where is_active and review_status = 'approved') as active,
            coalesce(sum(application_count), 0) as applications,
            coalesce(sum(view_count), 0) as views
       from job_listings where owner_id = ?`,
    [ownerId],
  );
  return { totalJobs: Number(row?.total ?? 0), activeJobs: Number(row?.active ?? 0), totalApplications: Number(row?.applications ?? 0), totalViews: Number(row?.views ?? 0) };
}

/** The review queue (issue 13 item 2): listings in `status`, newest first. */
export async function listJobsForReview(em: EntityManager, opts: { status: JobListing['reviewStatus']; limit: number; cursor?: string | undefined }): Promise<KeysetPage<JobListingRow> & { total: number }> {
  const where = { reviewStatus: opts.status };
  const [page, total] = await Promise.all([
    keysetPage<JobListingRow>(em, JobListingSchema, { fields: JOB_FIELDS, references: ['owner'], where, limit: opts.limit, cursor: opts.cursor }),
    em.count(JobListingSchema, where),
  ]);
  return { ...page, total };
}

/**
 * A page of applications, newest first, with their jobs loaded: those to `ownerId`'s jobs (`{ jobOwner }`) or those
 * `applicantId` made (`{ applicant }`). Optionally of one job.
 */
export async function listApplications(
  em: EntityManager,
  who: { jobOwner: string } | { applicant: string },
  opts: { limit: number; cursor?: string | undefined; jobId?: string | undefined },
): Promise<KeysetPage<JobApplication> & { total: number }> {
  const where: Record<string, unknown> = 'jobOwner' in who ? { job: { owner: who.jobOwner } } : { applicant: who.applicant };
  if (opts.jobId) where.job = { ...(where.job as object | undefined), id: opts.jobId };
  const ids = await keysetPage<{ id: string; createdAt: Date }>(em, JobApplicationSchema, { fields: ['id', 'createdAt'], where, limit: opts.limit, cursor: opts.cursor });
  const [rows, total] = await Promise.all([
    ids.items.length ? em.find(JobApplicationSchema, { id: { $in: ids.items.map((r) => r.id) } }, { populate: ['job'], orderBy: { createdAt: 'desc', id: 'desc' } }) : [],
    em.count(JobApplicationSchema, where),
  ]);
  return { items: rows, nextCursor: ids.nextCursor, total };
}
