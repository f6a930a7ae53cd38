/**
 * Education marketplace constants (spec 000 §3 Teacher profile / Course / education enumerations, §5 Education,
 * §9; issue 17). Codes are stored and sent as is; the PWA shows each through a bilingual label
 * (pwa/features/education/labels.ts). Money in integer pence (GBP); durations in hours.
 */

import { defineContactTypes } from '../payments/contact-types.ts';

/** §3 categories. */
export const EDUCATION_CATEGORIES = [
  'academic', 'business', 'technology', 'arts_crafts', 'music', 'languages', 'vocational', 'test_prep',
] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];

/** §3 subjects. */
export const EDUCATION_SUBJECTS = [
  'mathematics', 'science', 'physics', 'chemistry', 'biology', 'english', 'tamil', 'history', 'geography', 'economics',
  'accounting', 'ebay_selling', 'amazon_fba', 'dropshipping', 'social_media_marketing', 'tiktok_marketing',
  'digital_marketing', 'ecommerce', 'entrepreneurship',
] as const;
export type EducationSubject = (typeof EDUCATION_SUBJECTS)[number];

/** §3 levels, easiest first. */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** Languages a teacher teaches in (the spec names the field, not its values: the diaspora's languages). */
export const TEACHING_LANGUAGES = ['tamil', 'english', 'sinhala', 'hindi', 'malayalam', 'french', 'german'] as const;
export type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];

/** How lessons are given (issue 17 item 5): online, or in person in the teacher's city. */
export const LESSON_MODES = ['online', 'in_person'] as const;
export type LessonMode = (typeof LESSON_MODES)[number];

/**
 * The teacher's own time zone (IANA), where their weekly availability is written (issue 17 item 5): where the
 * diaspora and its teachers live — Sri Lanka, India, UK, Canada, and a few more.
 */
export const TEACHER_TIME_ZONES = [
  'Asia/Colombo', 'Asia/Kolkata', 'Europe/London', 'America/Toronto', 'Europe/Paris', 'Europe/Berlin',
  'Asia/Singapore', 'Australia/Sydney',
] as const;
export type TeacherTimeZone = (typeof TEACHER_TIME_ZONES)[number];
/**
 * The country (ISO 3166-1 alpha-2) of each teacher time zone: screens name a zone by its country in the reader's
 * language (Intl.DisplayNames), never by its IANA id; a country with several zones adds the zone's own name.
 */
export const TEACHER_TIME_ZONE_COUNTRIES: Record<TeacherTimeZone, string> = {
  'Asia/Colombo': 'LK',
  'Asia/Kolkata': 'IN',
  'Europe/London': 'GB',
  'America/Toronto': 'CA',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Asia/Singapore': 'SG',
  'Australia/Sydney': 'AU',
};
/** Countries with more than one time zone: their name alone does not say which. */
export const MULTI_ZONE_COUNTRIES: ReadonlySet<string> = new Set(['CA', 'AU']);

/** Days of an availability slot: 1 = Monday … 7 = Sunday (ISO weekday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Limits of the forms and of the server (lengths in characters; money in pence; hours; years). */
export const EDUCATION_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  bioMin: 20,
  bioMax: 2000,
  cityMax: 100,
  experienceMaxYears: 70,
  /** Largest hourly rate or course price: £10,000 = 1,000,000 pence. */
  priceMaxPence: 1_000_000,
  titleMin: 3,
  titleMax: 150,
  descriptionMin: 20,
  descriptionMax: 3000,
  durationMaxHours: 1000,
  maxStudentsMax: 1000,
  availabilitySlotsMax: 21,
  reviewTextMin: 10,
  reviewTextMax: 1000,
  /** Reviews shown on a teacher's page (newest first). */
  reviewsShown: 20,
} as const;

/**
 * The education contract's name (shared/education/contract.ts): the root of the PWA's education query keys, known
 * without loading the contract's zod (docs/decisions/182-endpoint-contracts.md).
 */
export const EDUCATION_CONTRACT_NAME = 'education';

/**
 * The education feature's paid contact: a teacher's phone, unlocked by the £2/month education subscription only
 * (spec 000 §4 Teacher and education). Declared here, not in payments (decision 180).
 */
export const EDUCATION_CONTACT_TYPES = defineContactTypes({ teacher: 'education' });
type EducationContactTypes = typeof EDUCATION_CONTACT_TYPES;
declare module '../payments/contact-types.ts' {
  interface DeclaredContactTypes extends EducationContactTypes {}
}
