import { idParamSchema } from '#shared/schemas/common.ts';
import { adminJobListQuerySchema, employerJobListSchema, jobListingSchema, jobReviewBodySchema } from '#shared/schemas/jobs.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { queueMail } from '../../services/mail-queue.ts';
import type { ModuleDeps } from '../module.ts';
import { audit } from '../audit/audit.service.ts';
import type { User } from '../users/user.entity.ts';
import { JobListingSchema, type JobListing } from './job-listing.entity.ts';
import { reviewMail } from './jobs.mail.ts';
import { presentJob } from './jobs.presenter.ts';
import { listJobsForReview } from './jobs.repository.ts';

/**
 * The review queue (issue 13 item 2): nothing reaches the public list before the administrator approved it. A
 * rejection carries a reason the poster reads on the dashboard and by mail. Every decision is audited.
 */
export function reviewRoutes({ clock, config }: ModuleDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/job-listings',
      access: 'admin',
      summary: 'Job listings by review status (pending by default), newest first',
      query: adminJobListQuerySchema,
      responses: { 200: employerJobListSchema.omit({ stats: true }) },
      async handler(ctx, { query, user }) {
        const page = await listJobsForReview(ctx.state.em, query);
        return { items: page.items.map((job) => presentJob(job, user)), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/job-listings/:id/review',
      access: 'admin',
      summary: 'Approve a job listing, or reject it with a reason (mailed to the poster)',
      params: idParamSchema,
      body: jobReviewBodySchema,
      responses: { 200: jobListingSchema },
      async handler(ctx, { params, body }) {
        const admin = currentUser(ctx);
        const em = ctx.state.em;
        const job = (await em.findOne(JobListingSchema, { id: params.id }, { populate: ['owner'] })) as JobListing | null;
        if (!job) throw notFound('No such job listing');
        const owner = job.owner as unknown as User;
        job.reviewedAt = clock.now();
        if (body.decision === 'approve') {
          job.reviewStatus = 'approved';
          job.rejectionReason = null;
          queueMail(em, reviewMail(config, owner.email, job, { approved: true }));
        } else {
          job.reviewStatus = 'rejected';
          job.rejectionReason = body.reason;
          queueMail(em, reviewMail(config, owner.email, job, { approved: false, reason: body.reason }));
        }
        await em.flush();
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
