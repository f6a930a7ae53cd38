import { TAXI_CONTRACT_NAME } from '#shared/constants.ts';
import type { taxiContract } from '#shared/taxi/contract.ts';
import { lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The taxi contract (shared/taxi/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the first
 * request that needs it: the taxi pages' first-screen code carries no zod (decisions 144, 145).
 */
export const taxiApi = lazyContract<typeof taxiContract>(TAXI_CONTRACT_NAME, () => import('#shared/taxi/contract.ts').then((m) => m.taxiContract));
