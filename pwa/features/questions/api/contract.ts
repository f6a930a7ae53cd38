import type { questionsContract } from '#shared/questions/contract.ts';
import { QUESTIONS_CONTRACT_NAME } from '#shared/questions/constants.ts';
import { lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The Q&A contract (shared/questions/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the first
 * request that needs it: the feature's first-screen code carries no zod (decision 144).
 */
export const questionsApi = lazyContract<typeof questionsContract>(QUESTIONS_CONTRACT_NAME, () => import('#shared/questions/contract.ts').then((m) => m.questionsContract));
