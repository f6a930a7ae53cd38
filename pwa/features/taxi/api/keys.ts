/** Query key of the taxi request list (every page of it); invalidate it after a post. */
export const TAXI_REQUESTS_KEY = ['taxi-requests'] as const;

/** Outbox kind of taxi posts (the root refreshes the taxi list when one is delivered). */
export const TAXI_OUTBOX_KIND = 'taxi-request';
