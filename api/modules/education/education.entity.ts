import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PHONE_COLUMN_LENGTH } from '#shared/constants.ts';
import type { AvailabilitySlot } from '#shared/education/responses.ts';
import { COURSE_LEVELS, EDUCATION_CATEGORIES, EDUCATION_LIMITS, EDUCATION_SUBJECTS, TEACHER_TIME_ZONES, TEACHING_LANGUAGES, type EducationCategory, type EducationSubject, type LessonMode, type TeachingLanguage } from '#shared/education/constants.ts';
import { baseProperties } from '../../db/base.ts';
import { searchIndexes, searchProperties } from '../../lib/search/columns.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A teacher profile (spec 000 §3 Teacher profile; issue 17 items 1, 5). One per member: the unique key on `owner`
 * (not a check-then-insert). `hourlyRatePence` in pence (GBP, ≥ 0); `experience` in years (≥ 0); categories,
 * subjects, languages and lesson modes as text arrays (filters use `@>` on them); `phone` (E.164) is behind the
 * education subscription (the `teacher` contact source). `ratingCount`/`ratingTotal` are kept with each review in
 * the same transaction, so the list shows an average without reading reviews. Name, bio, subjects and city are
 * searchable (Tamil, Tanglish, English; api/lib/search).
 */
export const TeacherProfileSchema = defineEntity({
  name: 'TeacherProfile',
  tableName: 'teacher_profiles',
  uniques: [{ name: 'teacher_profiles_owner_unique', properties: ['owner'] }],
  indexes: [
    { name: 'teacher_profiles_created_at_id_idx', properties: ['createdAt', 'id'] },
    { name: 'teacher_profiles_hourly_rate_pence_idx', properties: ['hourlyRatePence'] },
    ...searchIndexes('teacher_profiles'),
  ],
  checks: [
    { name: 'teacher_profiles_hourly_rate_check', expression: 'hourly_rate_pence >= 0' },
    { name: 'teacher_profiles_experience_check', expression: 'experience >= 0' },
    { name: 'teacher_profiles_categories_check', expression: 'cardinality(categories) >= 1' },
    { name: 'teacher_profiles_subjects_check', expression: 'cardinality(subjects) >= 1' },
    { name: 'teacher_profiles_languages_check', expression: 'cardinality(languages) >= 1' },
  ],
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    name: p.string().length(EDUCATION_LIMITS.nameMax),
    phone: p.string().length(PHONE_COLUMN_LENGTH),
    bio: p.text(),
    experience: p.smallint(),
    hourlyRatePence: p.integer(),
    categories: p.array<EducationCategory>(),
    subjects: p.array<EducationSubject>(),
    languages: p.array<TeachingLanguage>(),
    lessonModes: p.array<LessonMode>(),
    city: p.string().length(EDUCATION_LIMITS.cityMax).nullable(),
    timeZone: p.enum(TEACHER_TIME_ZONES),
    availability: p.json<AvailabilitySlot[]>(),
    ratingCount: p.integer().default(0),
    ratingTotal: p.integer().default(0),
    ...searchProperties((s: { name: string; bio: string; subjects: readonly string[]; city?: string | null }) => [s.name, s.subjects.join(' '), s.city, s.bio]),
  },
});
export type TeacherProfile = InferEntity<typeof TeacherProfileSchema>;

/**
 * A course (spec 000 §3 Course; issue 17 item 1) of a teacher profile (deleted with it). `pricePence` in pence
 * (GBP, ≥ 0); `durationHours` whole hours (≥ 1); `maxStudents` ≥ 1. Title, description and subject are searchable.
 */
export const CourseSchema = defineEntity({
  name: 'Course',
  tableName: 'courses',
  indexes: [
    { name: 'courses_created_at_id_idx', properties: ['createdAt', 'id'] },
    { name: 'courses_category_created_at_id_idx', properties: ['category', 'createdAt', 'id'] },
    ...searchIndexes('courses'),
  ],
  checks: [
    { name: 'courses_price_check', expression: 'price_pence >= 0' },
    { name: 'courses_duration_check', expression: 'duration_hours >= 1' },
    { name: 'courses_max_students_check', expression: 'max_students >= 1' },
  ],
  properties: {
    ...baseProperties,
    teacher: () => p.manyToOne(TeacherProfileSchema).deleteRule('cascade').index(),
    title: p.string().length(EDUCATION_LIMITS.titleMax),
    description: p.text(),
    category: p.enum(EDUCATION_CATEGORIES),
    subject: p.enum(EDUCATION_SUBJECTS),
    level: p.enum(COURSE_LEVELS),
    language: p.enum(TEACHING_LANGUAGES),
    pricePence: p.integer(),
    durationHours: p.smallint(),
    maxStudents: p.smallint(),
    ...searchProperties((s: { title: string; description: string; subject: string }) => [s.title, s.subject, s.description]),
  },
});
export type Course = InferEntity<typeof CourseSchema>;

/**
 * A subscriber's review of a teacher (issue 17 item 5): 1–5 stars and text. One per member and teacher (unique key);
 * the teacher's `ratingCount`/`ratingTotal` grow in the same transaction.
 */
export const TeacherReviewSchema = defineEntity({
  name: 'TeacherReview',
  tableName: 'teacher_reviews',
  uniques: [{ name: 'teacher_reviews_teacher_reviewer_unique', properties: ['teacher', 'reviewer'] }],
  checks: [{ name: 'teacher_reviews_rating_check', expression: 'rating >= 1 and rating <= 5' }],
  properties: {
    ...baseProperties,
    teacher: () => p.manyToOne(TeacherProfileSchema).deleteRule('cascade'),
    reviewer: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    rating: p.smallint(),
    text: p.text(),
  },
});
export type TeacherReview = InferEntity<typeof TeacherReviewSchema>;

/**
 * A member who was shown a teacher's phone (issue 17 item 5: reviews come from "subscribers who contacted the
 * teacher"). Written once per (teacher, member) — the unique key, `insert … on conflict do nothing` — when the
 * teacher's page presents the phone to an entitled member other than the teacher and the admin; a review needs one.
 * `createdAt` is the first time the number was shown.
 */
export const TeacherContactSchema = defineEntity({
  name: 'TeacherContact',
  tableName: 'teacher_contacts',
  uniques: [{ name: 'teacher_contacts_teacher_member_unique', properties: ['teacher', 'member'] }],
  properties: {
    ...baseProperties,
    teacher: () => p.manyToOne(TeacherProfileSchema).deleteRule('cascade'),
    member: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
  },
});
export type TeacherContact = InferEntity<typeof TeacherContactSchema>;
