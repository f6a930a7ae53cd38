import type { EntityManager } from '@mikro-orm/core';
import { londonDay } from '#shared/wheel/day.ts';
import type { PublicStats } from '#shared/stats/schemas.ts';

/** A counted row's author is an active account: a suspended member's content is not counted (decision 165). */
const ACTIVE_OWNER = 'owner_id in (select id from users where is_active)';

/**
 * The home page's counts in one SQL statement (issue 19 item 7; definitions in shared/stats/schemas.ts). It reads
 * other modules' tables by name on purpose — a read-only count, no entity imports across features — so a renamed
 * table fails the stats test rather than the build.
 */
const STATS_SQL = `select
  (select count(distinct s.user_id) from sessions s join users u on u.id = s.user_id
     where s.expires_at > ? and u.is_active) as active_users,
  (select count(*) from marriage_profiles where status = 'approved' and not hidden and ${ACTIVE_OWNER}) as total_profiles,
  (select count(*) from users where is_active) as community_members,
  (select count(*) from taxi_requests where is_active and is_approved and ${ACTIVE_OWNER})
    + (select count(*) from job_listings where is_active and review_status = 'approved' and ${ACTIVE_OWNER})
    + (select count(*) from store_products where ${ACTIVE_OWNER}) as services_offered,
  (select count(*) from wheel_spins where day = ?) as participants_today`;

/** Reads the statistics now. `now` decides the live sessions and today's London day. */
export async function readPublicStats(em: EntityManager, now: Date): Promise<PublicStats> {
  const rows = await em.getConnection().execute<Record<string, string | number>[]>(STATS_SQL, [now, londonDay(now)]);
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    activeUsers: n('active_users'),
    totalProfiles: n('total_profiles'),
    communityMembers: n('community_members'),
    servicesOffered: n('services_offered'),
    participantsToday: n('participants_today'),
    generatedAt: now.toISOString(),
  };
}
