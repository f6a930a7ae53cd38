import type { communityContract } from '#shared/community/contract.ts';
import { COMMUNITY_CONTRACT_NAME } from '#shared/community/constants.ts';
import { lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The community contract (shared/community/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the
 * first request that needs it: the feature's first-screen code carries no zod (decisions 144, 145).
 */
export const communityApi = lazyContract<typeof communityContract>(COMMUNITY_CONTRACT_NAME, () => import('#shared/community/contract.ts').then((m) => m.communityContract));
