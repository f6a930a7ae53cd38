import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CommunityCategory, CommunityKind, CommunityStatus } from '#shared/community/constants.ts';

/** Offer / wanted (spec 000 §1: available donations, community requests), bilingual. */
export const KIND_LABELS: Record<CommunityKind, MessageDescriptor> = {
  offer: msg`Offered free`,
  wanted: msg`Needed`,
};

/** What is shared, bilingual. */
export const CATEGORY_LABELS: Record<CommunityCategory, MessageDescriptor> = {
  items: msg`Household items`,
  food: msg`Food`,
  clothes: msg`Clothes`,
  books: msg`Books`,
  furniture: msg`Furniture`,
  help: msg`Help`,
  lifts: msg`Lifts`,
  other: msg`Other`,
};

/** A post's state as its poster reads it. */
export const STATUS_LABELS: Record<CommunityStatus, MessageDescriptor> = {
  open: msg`Open`,
  given: msg`Given`,
  closed: msg`Closed`,
};
