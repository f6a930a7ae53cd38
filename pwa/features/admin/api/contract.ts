import type { adminContract } from '#shared/admin/contract.ts';
import { ADMIN_CONTRACT_NAME } from '#shared/admin/constants.ts';
import { lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The admin panel's contract (shared/admin/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the
 * first request that needs it: the panel's pages carry no zod, which would otherwise be part of the first screen of
 * /admin/users, /admin/taxi-services and /admin/audit-log (docs/decisions/144, 145).
 */
export const adminApi = lazyContract<typeof adminContract>(ADMIN_CONTRACT_NAME, () => import('#shared/admin/contract.ts').then((m) => m.adminContract));
