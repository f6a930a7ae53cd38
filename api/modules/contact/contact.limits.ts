import { defineLimits } from '../../http/rate-limit.ts';

/** The help page's contact form limit; it mails the team, so it is closed while the Redis store is down (decision 099) — declared here, collected by the registry (decision 180). */
export const contactLimits = defineLimits({
  /** Help-page messages from one IP: 5 an hour. */
  contactIp: { points: 5, durationSeconds: 60 * 60, closedWhenStoreDown: true },
});

type ContactLimits = typeof contactLimits;
declare module '../../http/rate-limit.ts' {
  interface DeclaredLimits extends ContactLimits {}
}
