import type { OwnerSamples } from '../../test/owner-samples.ts';
import { insertCommunityPost } from './community.test-support.ts';

/** Records of the owner's for the community module's owner routes (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  'PATCH /api/community-posts/:id/status': async (t, owner) => `/api/community-posts/${await insertCommunityPost(t, owner)}/status`,
  'DELETE /api/community-posts/:id': async (t, owner) => `/api/community-posts/${await insertCommunityPost(t, owner)}`,
};
