import type { OwnerSamples } from '../../test/owner-samples.ts';
import { insertProfile } from './marriage.test-support.ts';

/** Records of the owner's for the marriage module's owner routes (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  'PATCH /api/marriage-profiles/:id': async (t, owner) => `/api/marriage-profiles/${await insertProfile(t, owner)}`,
  'DELETE /api/marriage-profiles/:id': async (t, owner) => `/api/marriage-profiles/${await insertProfile(t, owner)}`,
};
