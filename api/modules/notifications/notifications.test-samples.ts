import { endpointPath } from '#shared/contracts/contract.ts';
import { notificationsContract } from '#shared/notifications/contract.ts';
import { routeKey, type OwnerSamples } from '../../test/owner-samples.ts';
import { notifyTimes } from './notifications.test-support.ts';

const { markRead } = notificationsContract.endpoints;

/** Records of the owner's for the notifications module's owner route (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  [routeKey(markRead)]: async (t, owner) => endpointPath(markRead, { params: { id: (await notifyTimes(t, owner.id, 1))[0] } }),
};
