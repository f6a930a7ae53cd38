import { statsContract } from '#shared/stats/contract.ts';
import { PUBLIC_STATS_TTL_SECONDS, type PublicStats } from '#shared/stats/schemas.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { readPublicStats } from './stats.query.ts';

/**
 * `GET /api/stats/public` — public (spec 000 §1 home statistics; issue 19 item 7; decision 127). 200
 * {@link PublicStats}. One reading is reused for {@link PUBLIC_STATS_TTL_SECONDS} per process (requests arriving
 * while it is read share it), so a busy home page costs one query a minute; browsers may keep it 60 s too.
 * Method, path, access and schema are the contract's (shared/stats/contract.ts, decision 182).
 */
export function statsRoutes({ orm, clock }: ModuleDeps): RouteDef[] {
  let cached: { at: number; value: Promise<PublicStats> } | null = null;
  const read = (): Promise<PublicStats> => {
    const now = clock.now();
    if (cached && now.getTime() - cached.at < PUBLIC_STATS_TTL_SECONDS * 1000) return cached.value;
    const value = readPublicStats(orm.em.fork(), now);
    cached = { at: now.getTime(), value };
    value.catch(() => {
      if (cached?.value === value) cached = null; // a failed reading is not kept
    });
    return value;
  };
  return [
    bindRoute(statsContract.endpoints.public, {
      async handler(ctx) {
        const body = await read();
        ctx.set('Cache-Control', `public, max-age=${PUBLIC_STATS_TTL_SECONDS}`);
        return body;
      },
    }),
  ];
}
