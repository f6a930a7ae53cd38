import type { OwnerSamples } from '../../test/owner-samples.ts';
import { insertApplicationBy, insertApplicationTo, insertJob } from './jobs.test-support.ts';

/** Records of the owner's for the jobs module's owner routes (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  'PATCH /api/job-listings/:id': async (t, owner) => `/api/job-listings/${await insertJob(t, owner)}`,
  'DELETE /api/job-listings/:id': async (t, owner) => `/api/job-listings/${await insertJob(t, owner)}`,
  'PATCH /api/employer/applications/:id/status': async (t, owner) => `/api/employer/applications/${await insertApplicationTo(t, owner)}/status`,
  'POST /api/my/applications/:id/withdraw': async (t, owner) => `/api/my/applications/${await insertApplicationBy(t, owner)}/withdraw`,
};
