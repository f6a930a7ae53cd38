/**
 * Marriage profile enums and limits (spec 001 §3 Marriage profile, §5 Marriage filters; issue 16 item 1). Ids are
 * stable ASCII keys stored in the database; the screens show bilingual labels (pwa/features/marriage/labels.ts).
 */
export const MARRIAGE_GENDERS = ['male', 'female'] as const;
export type MarriageGender = (typeof MARRIAGE_GENDERS)[number];

/** Spec 001 §3 diet values. */
export const MARRIAGE_DIETS = ['vegetarian', 'non_vegetarian', 'vegan'] as const;
export type MarriageDiet = (typeof MARRIAGE_DIETS)[number];

/** Who manages the profile (issue 16 item 1: "managed by parent / sibling / self"). */
export const MARRIAGE_MANAGERS = ['self', 'parent', 'sibling'] as const;
export type MarriageManager = (typeof MARRIAGE_MANAGERS)[number];

/** Moderation states (issue 16 item 6): nothing is public before an admin approved it. */
export const MARRIAGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MarriageStatus = (typeof MARRIAGE_STATUSES)[number];

/** An interest request's states (issue 16 item 3). */
export const INTEREST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** Limits of the profile form and the browse filters; ages in whole years, height in cm. */
export const MARRIAGE_LIMITS = {
  /** Nobody under 18 may have a profile (issue 16 item 1). */
  minAge: 18,
  maxAge: 99,
  nameMin: 2,
  nameMax: 100,
  shortTextMax: 100,
  longTextMax: 2000,
  aboutMin: 20,
  heightMinCm: 120,
  heightMaxCm: 230,
  languagesMax: 8,
  interestMessageMax: 500,
  reportReasonMin: 10,
  reportReasonMax: 1000,
  reviewReasonMax: 500,
} as const;
