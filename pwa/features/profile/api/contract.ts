import type { usersContract } from '#shared/users/contract.ts';
import { USERS_CONTRACT_NAME } from '#shared/users/constants.ts';
import { lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The profile's contract (shared/users/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the
 * first request that needs it. The account's security endpoints are the auth contract's (pwa/lib/api/auth-contract.ts).
 */
export const usersApi = lazyContract<typeof usersContract>(USERS_CONTRACT_NAME, () => import('#shared/users/contract.ts').then((m) => m.usersContract));
