import type { storeContract } from '#shared/store/contract.ts';
import { STORE_CONTRACT_NAME } from '#shared/store/constants.ts';
import { lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The store's contract (shared/store/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the first
 * request that needs it: the store's first-screen code carries no zod (decisions 144, 145).
 */
export const storeApi = lazyContract<typeof storeContract>(STORE_CONTRACT_NAME, () => import('#shared/store/contract.ts').then((m) => m.storeContract));
