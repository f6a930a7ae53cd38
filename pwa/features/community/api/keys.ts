import { COMMUNITY_CONTRACT_NAME } from '#shared/community/constants.ts';

/**
 * Query key of the public post lists (every page and filter), of post details and of the member's own posts under it:
 * the community contract's name, the root of every key `endpointKey` (pwa/lib/api/endpoint.ts) derives from it.
 */
export const COMMUNITY_KEY = [COMMUNITY_CONTRACT_NAME] as const;
/** Outbox kind of a new post (the root refreshes the lists when one is delivered). */
export const COMMUNITY_POST_OUTBOX_KIND = 'community-post';
