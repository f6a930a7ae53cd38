/** Query key of the public profile list (every page and filter of it) and of profile details under it. */
export const MARRIAGE_KEY = ['marriage'] as const;
/** Query key of the member's own profile and interests. */
export const MY_MARRIAGE_KEY = ['marriage', 'mine'] as const;
/** Query key of the admin's moderation queue. */
export const ADMIN_MARRIAGE_KEY = ['marriage', 'admin'] as const;
/** Outbox kind of a new profile (the root refreshes the lists when one is delivered). */
export const PROFILE_OUTBOX_KIND = 'marriage-profile';
