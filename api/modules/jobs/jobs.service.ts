import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { V } from '#shared/messages.ts';
import { updateJobListingBodySchema, type UpdateJobListingBody } from '#shared/jobs/schemas.ts';
import type { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import type { JobListing } from './job-listing.entity.ts';

/**
 * The viewer key of job views (issue 13: counted once per viewer per day): `u:<user id>` for a member,
 * `a:<sha-256 of IP and user agent>` for a guest — a stable pseudonym, never the raw address.
 */
export function viewerKey(userId: string | undefined, ip: string, userAgent: string): string {
  if (userId) return `u:${userId}`;
  return `a:${createHash('sha256').update(`${ip}\u0000${userAgent}`).digest('hex').slice(0, 64)}`;
}

/**
 * Counts a view of `jobId` by `key` on the UTC day of `now`, at most once: the unique (job, viewer, day) key decides
 * (INSERT … ON CONFLICT DO NOTHING), and only an inserted row adds one to `view_count`, in the same statement.
 * Returns the new count when this view was counted, else null.
 */
export async function countView(em: EntityManager, jobId: string, key: string, now: Date): Promise<number | null> {
  const rows = await (em as SqlEntityManager).getConnection().execute<{ view_count: number }[]>(
    `with counted as (
       insert into job_listing_views (id, job_id, viewer_key, day) values (?, ?, ?, ?)
       on conflict (job_id, viewer_key, day) do nothing returning job_id)
     update job_listings set view_count = view_count + 1 where id in (select job_id from counted) returning view_count`,
    [randomUUID(), jobId, key, now.toISOString().slice(0, 10)],
  );
  return rows[0] ? Number(rows[0].view_count) : null;
}

/** Fields whose change sends an approved listing back to review (issue 13: title or description). */
const REVIEWED_FIELDS = ['title', 'description'] as const;

/**
 * Applies a PATCH to a loaded listing (issue 13 PATCH /api/job-listings/:id): the schema's fields present in the
 * raw body `raw` are set from the parsed `body`
 * (a blank optional field clears it); salaryMin ≤ salaryMax is checked against the stored figures; a change of title
 * or description by the poster sends an approved or rejected listing back to `pending` (the admin's own edits do
 * not). Returns whether the change needs review (then the caller writes `pending` after its flush, whatever status
 * it read — an approval landing between the read and the write must not keep unreviewed text public; decision 160).
 * @throws HttpError 400 `validation_failed` with `fields.salaryMax` when the merged range is inverted.
 */
export function applyJobUpdate(job: JobListing, body: z.output<z.ZodType<UpdateJobListingBody>> & Record<string, unknown>, raw: Record<string, unknown>, byAdmin: boolean): boolean {
  const before = { title: job.title, description: job.description };
  const target = job as unknown as Record<string, unknown>;
  // Only the schema's own fields (never owner, counts or review state sent by a client).
  for (const key of Object.keys(updateJobListingBodySchema.shape)) {
    if (!(key in raw)) continue;
    const value = body[key];
    if (value === undefined) {
      // Only optional fields can come out undefined (a blank); required ones would have failed validation.
      target[key] = null;
    } else {
      target[key] = value;
    }
  }
  if (job.salaryMin != null && job.salaryMax != null && Number(job.salaryMin) > Number(job.salaryMax)) {
    throw badRequest(`Validation failed: ${V.jobSalaryRange}`, { salaryMax: [V.jobSalaryRange] });
  }
  const changed = REVIEWED_FIELDS.some((f) => job[f] !== before[f]);
  if (!changed || byAdmin) return false;
  job.reviewStatus = 'pending';
  job.reviewedAt = null;
  return true;
}
