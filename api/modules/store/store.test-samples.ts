import { endpointPath } from '#shared/contracts/contract.ts';
import { storeContract } from '#shared/store/contract.ts';
import { routeKey, type OwnerSamples } from '../../test/owner-samples.ts';
import { insertProduct } from './store.test-support.ts';

const { update, remove } = storeContract.endpoints;

/** Records of the owner's for the store's owner routes (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  [routeKey(update)]: async (t, owner) => endpointPath(update, { params: { id: await insertProduct(t, owner) } }),
  [routeKey(remove)]: async (t, owner) => endpointPath(remove, { params: { id: await insertProduct(t, owner) } }),
};
