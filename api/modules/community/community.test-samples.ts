import { endpointPath } from '#shared/contracts/contract.ts';
import { communityContract } from '#shared/community/contract.ts';
import { routeKey, type OwnerSamples } from '../../test/owner-samples.ts';
import { insertCommunityPost } from './community.test-support.ts';

const { setStatus, remove } = communityContract.endpoints;

/** Records of the owner's for the community module's owner routes (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  [routeKey(setStatus)]: async (t, owner) => endpointPath(setStatus, { params: { id: await insertCommunityPost(t, owner) } }),
  [routeKey(remove)]: async (t, owner) => endpointPath(remove, { params: { id: await insertCommunityPost(t, owner) } }),
};
