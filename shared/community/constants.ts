/**
 * Community sharing constants (spec 000 §1 "community sharing of donations and requests": available donations,
 * community requests, add donation, make request, contact donor; issue 19 item 5). Codes are stored and sent as is;
 * the PWA shows each through a bilingual label (pwa/features/community/labels.ts).
 */

import { defineContactTypes } from '../payments/contact-types.ts';

/** What a post is: something offered for free (a donation, help, a lift) or something a member needs. */
export const COMMUNITY_KINDS = ['offer', 'wanted'] as const;
export type CommunityKind = (typeof COMMUNITY_KINDS)[number];

/** What is shared: free items of several kinds, a helping hand, or a lift (a seat in a car). */
export const COMMUNITY_CATEGORIES = ['items', 'food', 'clothes', 'books', 'furniture', 'help', 'lifts', 'other'] as const;
export type CommunityCategory = (typeof COMMUNITY_CATEGORIES)[number];

/**
 * A post's state: `open` (listed), `given` (the offer was given away / the request was met) or `closed` (no longer
 * needed). Only open posts are public; the poster (or the admin) moves a post between the three.
 */
export const COMMUNITY_STATUSES = ['open', 'given', 'closed'] as const;
export type CommunityStatus = (typeof COMMUNITY_STATUSES)[number];

/** Limits of the post form (lengths in characters) and photos per post. */
export const COMMUNITY_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 2000,
  cityMin: 2,
  cityMax: 100,
  contactNameMin: 2,
  contactNameMax: 100,
  /** An international number with its country code; stored as E.164. */
  contactPhoneMin: 10,
  /** Photos per post (a free item is shown in a few pictures; fewer than a store product's 6). */
  imagesMax: 4,
} as const;

/**
 * The community contract's name (shared/community/contract.ts): the root of the PWA's community query keys (the post
 * lists, the details under them and the member's own posts), known without loading the contract's zod
 * (docs/decisions/182-endpoint-contracts.md).
 */
export const COMMUNITY_CONTRACT_NAME = 'community';

/**
 * The community feature's paid contact (spec 000 §4 Contact access): a sharing post's number (spec 000 §1 "community";
 * issue 19 item 5), unlocked by contact access or the membership. Declared here, not in payments (decision 180).
 */
export const COMMUNITY_CONTACT_TYPES = defineContactTypes({ community: 'membership' });
type CommunityContactTypes = typeof COMMUNITY_CONTACT_TYPES;
declare module '../payments/contact-types.ts' {
  interface DeclaredContactTypes extends CommunityContactTypes {}
}
