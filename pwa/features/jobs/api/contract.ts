import type { jobsContract } from '#shared/jobs/contract.ts';
import { JOBS_CONTRACT_NAME } from '#shared/jobs/constants.ts';
import { lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The jobs contract (shared/jobs/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the first
 * request that needs it: the pages' code carries no zod, which would otherwise be part of the first screen of /jobs,
 * /employer-dashboard and /my-applications (docs/decisions/144, 145).
 */
export const jobsApi = lazyContract<typeof jobsContract>(JOBS_CONTRACT_NAME, () => import('#shared/jobs/contract.ts').then((m) => m.jobsContract));
