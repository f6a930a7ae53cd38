import { jobsContract } from '#shared/jobs/contract.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { statusConflict, transition } from '../../lib/state/transition.ts';
import { queueMail } from '../../services/mail-queue.ts';
import type { ModuleDeps } from '../module.ts';
import { audit } from '../audit/audit.service.ts';
import type { User } from '../users/user.entity.ts';
import { JobListingSchema, type JobListing } from './job-listing.entity.ts';
import { reviewMail } from './jobs.mail.ts';
import { presentJob } from './jobs.presenter.ts';
import { listJobsForReview } from './jobs.repository.ts';

/**
 * The review queue: nothing reaches the public list before the administrator approved it. A rejection carries a
 * reason the poster reads on the dashboard and by mail. Every decision is audited. Declarations: the contract's
 * (shared/jobs/contract.ts, decision 182).
 */
export function reviewRoutes({ clock, config }: ModuleDeps): RouteDef[] {
  return [
    bindRoute(jobsContract.endpoints.reviewQueue, {
      async handler(ctx, { query, user }) {
        const page = await listJobsForReview(ctx.state.em, query);
        return { items: page.items.map((job) => presentJob(job, user)), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(jobsContract.endpoints.review, {
      async handler(ctx, { params, body }) {
        const admin = currentUser(ctx);
        const em = ctx.state.em;
        const job = (await em.findOne(JobListingSchema, { id: params.id }, { populate: ['owner'] })) as JobListing | null;
        if (!job) throw notFound('No such job listing');
        const owner = job.owner as unknown as User;
        const target = body.decision === 'approve' ? 'approved' : 'rejected';
        const reason = body.decision === 'reject' ? body.reason : null;
        if (job.reviewStatus !== target || (job.rejectionReason ?? null) !== reason) {
          // One conditional UPDATE on the status and the version read (decision 160): two reviews at once make one
          // decision and one mail, and a poster's edit saved meanwhile is not approved unseen.
          const moved = await transition(em, JobListingSchema, {
            where: { id: job.id, updatedAt: job.updatedAt },
            field: 'reviewStatus',
            from: [job.reviewStatus],
            set: { reviewStatus: target, rejectionReason: reason, reviewedAt: clock.now() },
            effects: (tx) => void queueMail(tx, reviewMail(config, owner.email, job, reason === null ? { approved: true } : { approved: false, reason })),
          });
          await em.refresh(job);
          // The same decision made at the same moment by another request is this one's answer too (one mail).
          const same = job.reviewStatus === target && (job.rejectionReason ?? null) === reason;
          if (!moved && !same) throw statusConflict(job.reviewStatus, `This listing was changed meanwhile and is now ${job.reviewStatus}; reload it before deciding`);
        }
        await audit(em, body.decision === 'approve' ? 'job_approved' : 'job_rejected', {
          userId: admin.id,
          ip: ctx.ip,
          details: { jobId: job.id, ownerId: owner.id, ...(body.decision === 'reject' ? { reason: body.reason } : {}) },
        });
        return presentJob(job, admin);
      },
    }),
  ];
}
