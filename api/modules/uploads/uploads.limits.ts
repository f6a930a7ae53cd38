import { defineLimits } from '../../http/rate-limit.ts';

/** The uploads feature's rate limit — declared here, collected by the registry (decision 180). */
export const uploadsLimits = defineLimits({
  /** Upload URLs for one member: 60 an hour (ten products' worth of photos, with retries). */
  uploadsAccount: { points: 60, durationSeconds: 60 * 60 },
});

type UploadsLimits = typeof uploadsLimits;
declare module '../../http/rate-limit.ts' {
  interface DeclaredLimits extends UploadsLimits {}
}
