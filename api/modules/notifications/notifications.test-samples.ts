import type { OwnerSamples } from '../../test/owner-samples.ts';
import { notifyTimes } from './notifications.test-support.ts';

/** Records of the owner's for the notifications module's owner route (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  'POST /api/notifications/:id/read': async (t, owner) => `/api/notifications/${(await notifyTimes(t, owner.id, 1))[0]}/read`,
};
