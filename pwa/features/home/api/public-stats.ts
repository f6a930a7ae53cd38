import { useQuery } from '@tanstack/react-query';
import type { PublicStats } from '#shared/schemas/stats.ts';
import { apiJson } from '../../../lib/api/client.ts';

/** Query key of GET /api/stats/public. */
export const PUBLIC_STATS_KEY = ['stats', 'public'] as const;

/**
 * GET /api/stats/public: the home page's real counts (shared/schemas/stats.ts; the server reuses one reading 60 s).
 * Shown above the fold, so the schema (and zod) loads beside the request, not with the first screen (decision 144).
 */
export function fetchPublicStats(): Promise<PublicStats> {
  return apiJson(() => import('#shared/schemas/stats.ts').then((m) => m.publicStatsSchema), 'GET', '/api/stats/public');
}

/**
 * The home page's statistics, read once per visit of the page (never stale on their own, spec 000 §1 caching
 * defaults); the pill and the statistics band share the one request.
 */
export function usePublicStats() {
  return useQuery({ queryKey: PUBLIC_STATS_KEY, queryFn: fetchPublicStats });
}
