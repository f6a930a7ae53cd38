import { defineModule } from '../module.ts';
import { JobApplicationSchema, JobListingSchema, JobListingViewSchema } from './job-listing.entity.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { seedJobs } from './jobs.seed.ts';

/**
 * Jobs board (spec 001 §2–§9 jobs; issue 13): listings with an admin review queue, applications (one per member
 * per job), the employer dashboard, per-day view counts, search, mails and the shareable job page.
 */
export const jobsModule = defineModule({
  name: 'jobs',
  entities: [JobListingSchema, JobApplicationSchema, JobListingViewSchema],
  routes: jobsRoutes,
  hideMemberContent: async (em, userId) => {
    await em.nativeUpdate(JobListingSchema, { owner: userId }, { isActive: false });
  },
  seed: seedJobs,
});
