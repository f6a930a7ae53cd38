import { jobsContract } from '#shared/jobs/contract.ts';
import { jobsSamples } from '#shared/jobs/samples.ts';
import { defineModule } from '../module.ts';
import { registerObjectVisibility } from '../uploads/visibility.ts';
import { APPLICATION_CV_PURPOSE, canSeeApplicationCv } from './application-cv.ts';
import { JobApplicationSchema, JobListingSchema, JobListingViewSchema } from './job-listing.entity.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { seedJobs } from './jobs.seed.ts';

// A CV uploaded as a PDF is a private object: the applicant, the job's owner and the admin only (decision 177).
registerObjectVisibility(APPLICATION_CV_PURPOSE, canSeeApplicationCv);

/**
 * Jobs board (spec 001 §2–§9 jobs; issue 13): listings with an admin review queue, applications (one per member
 * per job; a CV as a link or a private PDF, decision 177), the employer dashboard, per-day view counts, search, mails and the shareable job page.
 */
export const jobsModule = defineModule({
  name: 'jobs',
  contracts: [jobsContract],
  samples: [jobsSamples],
  entities: [JobListingSchema, JobApplicationSchema, JobListingViewSchema],
  routes: jobsRoutes,
  hideMemberContent: async (em, userId) => {
    await em.nativeUpdate(JobListingSchema, { owner: userId }, { isActive: false });
  },
  seed: seedJobs,
});
