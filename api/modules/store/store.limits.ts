import { defineLimits } from '../../http/rate-limit.ts';

/** The store's quotas (only accepted requests count: `withQuota`, decision 160, declared here, collected by the registry — decision 180). */
export const storeLimits = defineLimits({
  /** Quote requests from one IP (guests and members): 10 an hour; resends and refusals do not count (decision 160). */
  storeQuoteIp: { points: 10, durationSeconds: 60 * 60 },
  /** Products added by one member: 30 an hour. */
  storeProductAccount: { points: 30, durationSeconds: 60 * 60 },
});

type StoreLimits = typeof storeLimits;
declare module '../../http/rate-limit.ts' {
  interface DeclaredLimits extends StoreLimits {}
}
