import type { EntityManager } from '@mikro-orm/core';
import { deleteObjects } from '../uploads/attachments.service.ts';
import { objectPathOf } from '../uploads/uploads.service.ts';
import type { ObjectForVisibility } from '../uploads/visibility.ts';
import type { User } from '../users/user.entity.ts';
import { JobApplicationSchema, type JobListing } from './job-listing.entity.ts';

/** Purpose of a CV uploaded as a PDF with a job application (decision 177); `ref` is the application's id. */
export const APPLICATION_CV_PURPOSE = 'job-application-cv';

/**
 * The uploads service's visibility check of purpose {@link APPLICATION_CV_PURPOSE} (registered by the jobs module;
 * api/modules/uploads/visibility.ts, the mechanism of decision 052 that marriage photos use, decision 163): besides
 * the applicant who uploaded it and the admin (allowed by the uploads service itself), only the owner of the job
 * the application went to, and only while the object is still that application's CV. Everyone else — another
 * member, a guest — gets 404. Asked on every request, so nothing is decided from a copy.
 */
export async function canSeeApplicationCv(em: EntityManager, viewer: User | undefined, object: ObjectForVisibility): Promise<boolean> {
  if (!viewer || !object.ref) return false;
  const application = await em.findOne(JobApplicationSchema, { id: object.ref }, { populate: ['job'], fields: ['resumeObjectId', 'job.owner'] as never });
  if (!application || !application.resumeObjectId || objectPathOf(application.resumeObjectId) !== object.objectPath) return false;
  return (application.job as unknown as JobListing).owner.id === viewer.id;
}

/**
 * Marks the uploaded CVs of every application to `jobId` deleted (call in the unit of work that deletes the job —
 * its applications go with it by cascade); the hourly cleanup removes their files (decision 053).
 * @returns how many were marked.
 */
export async function deleteApplicationCvs(em: EntityManager, jobId: string): Promise<number> {
  const applications = await em.find(JobApplicationSchema, { job: jobId, resumeObjectId: { $ne: null } }, { fields: ['resumeObjectId'] as never });
  const paths = applications.map((a) => objectPathOf(a.resumeObjectId!));
  return paths.length ? deleteObjects(em, paths) : 0;
}
