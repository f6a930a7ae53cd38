import { endpointPath } from '#shared/contracts/contract.ts';
import { marriageContract } from '#shared/marriage/contract.ts';
import { routeKey, type OwnerSamples } from '../../test/owner-samples.ts';
import { insertProfile } from './marriage.test-support.ts';

const { update, remove } = marriageContract.endpoints;

/** Records of the owner's for the marriage module's owner routes (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  [routeKey(update)]: async (t, owner) => endpointPath(update, { params: { id: await insertProfile(t, owner) } }),
  [routeKey(remove)]: async (t, owner) => endpointPath(remove, { params: { id: await insertProfile(t, owner) } }),
};
