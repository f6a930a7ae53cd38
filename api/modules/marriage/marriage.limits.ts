import { defineLimits } from '../../http/rate-limit.ts';

/** The marriage feature's quota (only sent interests count: `withQuota`, decision 160, declared here, collected by the registry — decision 180). */
export const marriageLimits = defineLimits({
  /** Marriage interest requests sent by one member: 20 a day; only those sent count (decision 160). */
  marriageInterestAccount: { points: 20, durationSeconds: 24 * 60 * 60 },
});

type MarriageLimits = typeof marriageLimits;
declare module '../../http/rate-limit.ts' {
  interface DeclaredLimits extends MarriageLimits {}
}
