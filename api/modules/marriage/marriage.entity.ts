import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { INTEREST_STATUSES, MARRIAGE_DIETS, MARRIAGE_EDUCATIONS, MARRIAGE_GENDERS, MARRIAGE_LIMITS, MARRIAGE_MANAGERS, MARRIAGE_OCCUPATIONS, MARRIAGE_STATUSES, PHOTO_VISIBILITIES } from '#shared/marriage/constants.ts';
import { nameForGuests } from '#shared/marriage/names.ts';
import { NAKSHATRAS, RAASIS } from '#shared/marriage/stars.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A marriage profile (spec 001 §3 Marriage profile; issue 16 item 1). One per member: the unique key on `owner`
 * (not a check-then-insert). Public only when `status` is approved and `hidden` is false. `dateOfBirth` is a date
 * (age is computed, filters compare dates in SQL on the (gender, date_of_birth) index); `heightCm` in cm.
 * `guestName` is derived from `name` (what guests see and search). `education` / `occupation` are spec 001 §3 option
 * ids with the member's words for `other` (decision 164); `photos` are object paths of private uploads (purpose
 * `marriage-profile`, ref = the profile id), main photo first, seen as `photoVisibility` allows (decision 163).
 */
export const MarriageProfileSchema = defineEntity({
  name: 'MarriageProfile',
  tableName: 'marriage_profiles',
  uniques: [{ name: 'marriage_profiles_owner_unique', properties: ['owner'] }],
  indexes: [
    { name: 'marriage_profiles_status_created_at_id_idx', properties: ['status', 'createdAt', 'id'] },
    { name: 'marriage_profiles_gender_date_of_birth_idx', properties: ['gender', 'dateOfBirth'] },
  ],
  checks: [{ name: 'marriage_profiles_height_check', expression: 'height_cm >= 120 and height_cm <= 230' }],
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    name: p.string().length(MARRIAGE_LIMITS.nameMax),
    /**
     * The name as guests see it ("Kavitha S.", `nameForGuests`), kept from `name` on every write: guests' searches
     * run over it, never over `name` (decision 160).
     */
    guestName: p
      .string()
      .length(MARRIAGE_LIMITS.nameMax)
      .onCreate((m: { name: string }) => nameForGuests(m.name))
      .onUpdate((m: { name: string }) => nameForGuests(m.name)),
    dateOfBirth: p.date(),
    gender: p.enum(MARRIAGE_GENDERS),
    city: p.string().length(MARRIAGE_LIMITS.shortTextMax),
    country: p.string().length(MARRIAGE_LIMITS.shortTextMax),
    caste: p.string().length(MARRIAGE_LIMITS.shortTextMax).nullable(),
    religion: p.string().length(MARRIAGE_LIMITS.shortTextMax).nullable(),
    motherTongue: p.string().length(MARRIAGE_LIMITS.shortTextMax),
    education: p.enum(MARRIAGE_EDUCATIONS),
    educationOther: p.string().length(MARRIAGE_LIMITS.shortTextMax).nullable(),
    occupation: p.enum(MARRIAGE_OCCUPATIONS),
    occupationOther: p.string().length(MARRIAGE_LIMITS.shortTextMax).nullable(),
    diet: p.enum(MARRIAGE_DIETS),
    heightCm: p.smallint().nullable(),
    star: p.enum(NAKSHATRAS).nullable(),
    raasi: p.enum(RAASIS).nullable(),
    languages: p.json<string[]>(),
    aboutMe: p.text(),
    familyDetails: p.text().nullable(),
    partnerPreferences: p.text().nullable(),
    managedBy: p.enum(MARRIAGE_MANAGERS),
    photos: p.json<string[]>(),
    photoVisibility: p.enum(PHOTO_VISIBILITIES).default('accepted'),
    status: p.enum(MARRIAGE_STATUSES).default('pending'),
    hidden: p.boolean().default(false),
    rejectionReason: p.string().length(MARRIAGE_LIMITS.reviewReasonMax).nullable(),
    reviewedAt: p.datetime().nullable(),
  },
});
export type MarriageProfile = InferEntity<typeof MarriageProfileSchema>;

/**
 * An interest request from one profile to another (issue 16 item 3). One per ordered pair, ever: the unique key
 * makes concurrent duplicates one row, and a declined request is not sent again. The receiver accepts or declines.
 */
export const MarriageInterestSchema = defineEntity({
  name: 'MarriageInterest',
  tableName: 'marriage_interests',
  uniques: [{ name: 'marriage_interests_pair_unique', properties: ['fromProfile', 'toProfile'] }],
  indexes: [{ name: 'marriage_interests_to_profile_created_at_idx', properties: ['toProfile', 'createdAt'] }],
  checks: [{ name: 'marriage_interests_not_self_check', expression: 'from_profile_id <> to_profile_id' }],
  properties: {
    ...baseProperties,
    fromProfile: () => p.manyToOne(MarriageProfileSchema).deleteRule('cascade'),
    toProfile: () => p.manyToOne(MarriageProfileSchema).deleteRule('cascade'),
    status: p.enum(INTEREST_STATUSES).default('pending'),
    message: p.string().length(MARRIAGE_LIMITS.interestMessageMax).nullable(),
    respondedAt: p.datetime().nullable(),
  },
});
export type MarriageInterest = InferEntity<typeof MarriageInterestSchema>;

/** A member's report of a profile (issue 16 item 6): one per reporter and profile; read in the admin queue. */
export const MarriageReportSchema = defineEntity({
  name: 'MarriageReport',
  tableName: 'marriage_reports',
  uniques: [{ name: 'marriage_reports_profile_reporter_unique', properties: ['profile', 'reporter'] }],
  properties: {
    ...baseProperties,
    profile: () => p.manyToOne(MarriageProfileSchema).deleteRule('cascade').index(),
    reporter: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    reason: p.text(),
  },
});
export type MarriageReport = InferEntity<typeof MarriageReportSchema>;
