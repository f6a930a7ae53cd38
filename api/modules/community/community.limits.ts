import { defineLimits } from '../../http/rate-limit.ts';

/** The community feature's quota (only accepted posts count: `withQuota`, declared here, collected by the registry — decision 180). */
export const communityLimits = defineLimits({
  /** Community sharing posts by one member: 10 an hour. */
  communityPostAccount: { points: 10, durationSeconds: 60 * 60 },
});

type CommunityLimits = typeof communityLimits;
declare module '../../http/rate-limit.ts' {
  interface DeclaredLimits extends CommunityLimits {}
}
