import * as z from 'zod/mini';

/**
 * GET /api/stats/public → 200 (spec 000 §1 "The home page shows statistics: active users, total profiles,
 * community members, services offered"; issue 19 item 7). Real counts from one cached query (decision 127):
 * - `activeUsers` — members with a live session, i.e. who used the site in the last 30 days (sessions end after 30
 *   idle days, decision 014);
 * - `totalProfiles` — marriage profiles visible to everyone (approved, not hidden);
 * - `communityMembers` — active member accounts;
 * - `servicesOffered` — live listings members offer: approved, active vehicle requests, approved open jobs and
 *   store products;
 * - `participantsToday` — members who spun the daily wheel today (London day): the home page's "active
 *   participants" pill (the draw needs 100 of them);
 * - `generatedAt` — ISO time the counts were taken (they may be up to 60 s old).
 * Written with zod/mini: the home page parses it on the first screen.
 */
export const publicStatsSchema = z.object({
  activeUsers: z.number().check(z.int(), z.nonnegative()),
  totalProfiles: z.number().check(z.int(), z.nonnegative()),
  communityMembers: z.number().check(z.int(), z.nonnegative()),
  servicesOffered: z.number().check(z.int(), z.nonnegative()),
  participantsToday: z.number().check(z.int(), z.nonnegative()),
  generatedAt: z.string(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

/** How long the server reuses one reading of the statistics, seconds. */
export const PUBLIC_STATS_TTL_SECONDS = 60;
