import { endpointPath } from '#shared/contracts/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { routeKey, type OwnerSamples } from '../../test/owner-samples.ts';
import { insertApplicationBy, insertApplicationTo, insertJob } from './jobs.test-support.ts';

const { update, remove, setApplicationStatus, withdraw } = jobsContract.endpoints;

/** Records of the owner's for the jobs module's owner routes (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  [routeKey(update)]: async (t, owner) => endpointPath(update, { params: { id: await insertJob(t, owner) } }),
  [routeKey(remove)]: async (t, owner) => endpointPath(remove, { params: { id: await insertJob(t, owner) } }),
  [routeKey(setApplicationStatus)]: async (t, owner) => endpointPath(setApplicationStatus, { params: { id: await insertApplicationTo(t, owner) } }),
  [routeKey(withdraw)]: async (t, owner) => endpointPath(withdraw, { params: { id: await insertApplicationBy(t, owner) } }),
};
