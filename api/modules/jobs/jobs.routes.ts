import { fillPath } from '#shared/contracts/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { guestPageCache } from '../../http/guest-cache.ts';
import { idempotency } from '../../http/idempotency.ts';
import { loadOwned, mayManage } from '../../http/ownership.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import type { ModuleDeps } from '../module.ts';
import { audit } from '../audit/audit.service.ts';
import { JobListingSchema, type JobListing } from './job-listing.entity.ts';
import { presentJob } from './jobs.presenter.ts';
import { employerStats, listOwnJobs, listPublicJobs } from './jobs.repository.ts';
import { applyJobUpdate, countView, viewerKey } from './jobs.service.ts';
import { applicationRoutes } from './applications.routes.ts';
import { reviewRoutes } from './review.routes.ts';
import { jobPageHead, jobsSitemap } from './jobs.page.ts';
import { registerPageHead } from '../../http/page-heads.ts';
import { deleteApplicationCvs } from './application-cv.ts';

const endpoints = jobsContract.endpoints;

/**
 * Job listings (spec 001 §2, §3, §5, §7). The public list and detail show only approved, active listings (the list
 * also hides those past their deadline); the poster and the admin also see their pending, rejected and inactive ones
 * on the detail. Someone else's listing cannot be edited or deleted: 404. Method, path, access, schemas, statuses and
 * headers are the contract's (shared/jobs/contract.ts, decision 182): this file adds the handlers and their middleware.
 */
function jobListingRoutes({ orm, clock }: ModuleDeps): RouteDef[] {
  return [
    bindRoute(endpoints.list, {
      use: [guestPageCache({ orm, entities: [JobListingSchema], isFirstPage: (ctx) => !ctx.query.cursor })],
      async handler(ctx, { query, user }) {
        const page = await listPublicJobs(ctx.state.em, query, clock.now());
        return { items: page.items.map((job) => presentJob(job, user)), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(endpoints.detail, {
      async handler(ctx, { params, user }) {
        const job = await ctx.state.em.findOne(JobListingSchema, { id: params.id, ...activeOwner(user) });
        const live = job && job.reviewStatus === 'approved' && job.isActive;
        if (!job || (!live && !mayManage(job, user))) throw notFound('No such job listing');
        if (live && job.owner.id !== user?.id) {
          const counted = await countView(ctx.state.em, job.id, viewerKey(user?.id, ctx.ip, ctx.get('user-agent')), clock.now());
          if (counted !== null) job.viewCount = counted;
        }
        return presentJob(job, user);
      },
    }),
    bindRoute(endpoints.create, {
      use: [idempotency(orm)],
      async handler(ctx, { body }) {
        const owner = currentUser(ctx);
        const job = ctx.state.em.create(JobListingSchema, {
          ...body,
          owner,
          salaryMin: body.salaryMin ?? null,
          salaryMax: body.salaryMax ?? null,
          contactPhone: body.contactPhone ?? null,
          applicationDeadline: body.applicationDeadline ?? null,
          applicationUrl: body.applicationUrl ?? null,
          companySize: body.companySize ?? null,
          companyWebsite: body.companyWebsite ?? null,
          reviewStatus: 'pending',
        } as never) as JobListing;
        await ctx.state.em.flush();
        ctx.set('Location', fillPath(endpoints.detail.path, { id: job.id }));
        return presentJob(job, owner);
      },
    }),
    bindRoute(endpoints.update, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const job = await loadOwned<JobListing>(ctx.state.em, JobListingSchema, { id: params.id }, user, { message: 'No such job listing' });
        const byAdmin = user.role === 'admin' && job.owner.id !== user.id;
        const needsReview = applyJobUpdate(job, body as Record<string, unknown>, (ctx.request.body ?? {}) as Record<string, unknown>, byAdmin);
        await ctx.state.em.flush();
        if (needsReview) {
          await ctx.state.em.nativeUpdate(JobListingSchema, { id: job.id, reviewStatus: { $ne: 'pending' } }, { reviewStatus: 'pending', reviewedAt: null });
          await ctx.state.em.refresh(job);
        }
        return presentJob(job, user);
      },
    }),
    bindRoute(endpoints.remove, {
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const job = await loadOwned<JobListing>(ctx.state.em, JobListingSchema, { id: params.id }, user, { message: 'No such job listing' });
        if (job.owner.id !== user.id) await audit(ctx.state.em, 'job_deleted_by_admin', { userId: user.id, ip: ctx.ip, details: { jobId: job.id, ownerId: job.owner.id, title: job.title } });
        await deleteApplicationCvs(ctx.state.em, job.id); // their uploaded CVs go too (decision 177)
        ctx.state.em.remove(job);
        await ctx.state.em.flush();
        return { message: 'Job Deleted' };
      },
    }),
    bindRoute(endpoints.employerJobs, {
      async handler(ctx, { query }) {
        const user = currentUser(ctx);
        const [page, stats] = await Promise.all([listOwnJobs(ctx.state.em, user.id, query), employerStats(ctx.state.em, user.id)]);
        return { items: page.items.map((job) => presentJob(job, user)), nextCursor: page.nextCursor, total: page.total, stats };
      },
    }),
  ];
}

/**
 * The shareable job page's head (served by serveApp for /jobs/:id, api/http/page-heads.ts) and the sitemap of live
 * jobs (issue 13 item 6).
 */
function shareRoutes({ orm, clock, config }: ModuleDeps): RouteDef[] {
  registerPageHead('jobs', {
    pattern: /^\/jobs\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
    render: (_ctx, match) => jobPageHead(orm.em.fork(), match[1]!.toLowerCase(), config.publicUrl, clock.now()),
  });
  return [
    bindRoute(endpoints.sitemap, {
      async handler(ctx) {
        ctx.type = 'application/xml';
        ctx.set('Cache-Control', 'public, max-age=3600');
        ctx.body = await jobsSitemap(ctx.state.em, config.publicUrl, clock.now());
      },
    }),
  ];
}

/** Every route of the jobs module. */
export function jobsRoutes(deps: ModuleDeps): RouteDef[] {
  return [...jobListingRoutes(deps), ...applicationRoutes(deps), ...reviewRoutes(deps), ...shareRoutes(deps)];
}
