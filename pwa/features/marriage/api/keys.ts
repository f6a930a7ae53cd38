import { MARRIAGE_CONTRACT_NAME } from '#shared/marriage/constants.ts';

/**
 * Query key of the public profile list (every page and filter of it), of profile details, the member's own profile
 * and interests and the admin's queue under it: the marriage contract's name, the root of every key `endpointKey`
 * (pwa/lib/api/endpoint.ts) derives from the contract (docs/decisions/182-endpoint-contracts.md).
 */
export const MARRIAGE_KEY = [MARRIAGE_CONTRACT_NAME] as const;
/** Outbox kind of a new profile (the root refreshes the lists when one is delivered). */
export const PROFILE_OUTBOX_KIND = 'marriage-profile';
