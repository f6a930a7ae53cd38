import type { questionsContract } from '#shared/contracts/questions.ts';
import { QUESTIONS_CONTRACT_NAME } from '#shared/questions/constants.ts';
import { lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The Q&A contract (shared/contracts/questions.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the first
 * request that needs it: the feature's first-screen code carries no zod (decision 144).
 */
export const questionsApi = lazyContract<typeof questionsContract>(QUESTIONS_CONTRACT_NAME, () => import('#shared/contracts/questions.ts').then((m) => m.questionsContract));
