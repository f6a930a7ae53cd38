/** Query key of the public post lists (every page and filter) and of post details under it. */
export const COMMUNITY_KEY = ['community'] as const;
/** Query key of the member's own posts (every status). */
export const MY_COMMUNITY_KEY = ['community', 'mine'] as const;
/** Outbox kind of a new post (the root refreshes the lists when one is delivered). */
export const COMMUNITY_POST_OUTBOX_KIND = 'community-post';
