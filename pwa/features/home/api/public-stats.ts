import { useQuery } from '@tanstack/react-query';
import type { statsContract } from '#shared/stats/contract.ts';
import type { PublicStats } from '#shared/stats/schemas.ts';
import { STATS_CONTRACT_NAME } from '#shared/stats/constants.ts';
import { callEndpoint, endpointKey, endpointRef, lazyContract } from '../../../lib/api/endpoint.ts';

/**
 * The statistics contract (shared/stats/contract.ts, docs/decisions/182-endpoint-contracts.md). Shown above the fold,
 * so the contract (and zod) loads beside the request, not with the first screen (decision 144).
 */
const statsApi = lazyContract<typeof statsContract>(STATS_CONTRACT_NAME, () => import('#shared/stats/contract.ts').then((m) => m.statsContract));
const publicStats = endpointRef(statsApi, 'public');

/** Query key of GET /api/stats/public (`['stats', 'public']`, from the contract). */
export const PUBLIC_STATS_KEY = endpointKey(publicStats);

/** GET /api/stats/public: the home page's real counts (the server reuses one reading 60 s). */
export function fetchPublicStats(): Promise<PublicStats> {
  return callEndpoint(publicStats, {});
}

/**
 * The home page's statistics, read once per visit of the page (never stale on their own, spec 000 §1 caching
 * defaults); the pill and the statistics band share the one request.
 */
export function usePublicStats() {
  return useQuery({ queryKey: PUBLIC_STATS_KEY, queryFn: fetchPublicStats });
}
