import { TAXI_CONTRACT_NAME } from '#shared/constants.ts';

/**
 * Query key of the taxi request list (every page of it) and of the details under it; invalidate it after a post. The
 * taxi contract's name, the root of every key `endpointKey` (pwa/lib/api/endpoint.ts) derives from the contract.
 */
export const TAXI_REQUESTS_KEY = [TAXI_CONTRACT_NAME] as const;

/** Outbox kind of taxi posts (the root refreshes the taxi list when one is delivered). */
export const TAXI_OUTBOX_KIND = 'taxi-request';
