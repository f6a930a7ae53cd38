import type { notificationsContract } from '#shared/notifications/contract.ts';
import { NOTIFICATIONS_CONTRACT_NAME } from '#shared/notifications/constants.ts';
import { lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The notifications contract (shared/notifications/contract.ts, decision 182), loaded beside the first request that
 * needs it: the bell and the page carry no zod (decisions 144, 145).
 */
export const notificationsApi = lazyContract<typeof notificationsContract>(NOTIFICATIONS_CONTRACT_NAME, () => import('#shared/notifications/contract.ts').then((m) => m.notificationsContract));
