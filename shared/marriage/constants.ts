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

/**
 * An interest request's states (issue 16 item 3). `withdrawn`: the sender took back a pending or accepted interest,
 * or the receiver took back their acceptance — photos shared "after acceptance" and contact details stop at once
 * (docs/decisions/163). Declined and withdrawn are final for the pair (decision 131).
 */
export const INTEREST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/**
 * Spec 001 §3 education options (ids; bilingual labels in pwa/features/marriage/labels.ts), plus `other` with the
 * member's own words (`educationOther`) so that no qualification is forced into a wrong box (docs/decisions/164).
 */
export const MARRIAGE_EDUCATIONS = ['school', 'graduate', 'post_graduate', 'doctorate', 'diploma', 'professional', 'other'] as const;
export type MarriageEducation = (typeof MARRIAGE_EDUCATIONS)[number];

/** Spec 001 §3 occupation options; `other` comes with the member's own words (`occupationOther`). */
export const MARRIAGE_OCCUPATIONS = ['engineer', 'doctor', 'teacher', 'business', 'it_professional', 'government', 'other'] as const;
export type MarriageOccupation = (typeof MARRIAGE_OCCUPATIONS)[number];

/**
 * Who sees a profile's photos besides its owner and the admin (docs/decisions/163): every signed-in member, or only
 * members with an accepted interest between the two profiles. Guests never.
 */
export const PHOTO_VISIBILITIES = ['members', 'accepted'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];

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
  /** Photos per profile; the first is the main photo (docs/decisions/163). */
  photosMax: 6,
  interestMessageMax: 500,
  reportReasonMin: 10,
  reportReasonMax: 1000,
  reviewReasonMax: 500,
} as const;

/**
 * The marriage contract's name (shared/marriage/contract.ts): the root of the PWA's marriage query keys, known
 * without loading the contract's zod (docs/decisions/182-endpoint-contracts.md).
 */
export const MARRIAGE_CONTRACT_NAME = 'marriage';
