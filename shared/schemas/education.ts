import { z } from 'zod';
import {
  COURSE_LEVELS,
  EDUCATION_CATEGORIES,
  EDUCATION_LIMITS as L,
  EDUCATION_SUBJECTS,
  LESSON_MODES,
  TEACHER_TIME_ZONES,
  TEACHING_LANGUAGES,
  WEEKDAYS,
} from '../education/constants.ts';
import { poundsToPence } from '../education/money.ts';
import { V } from '../messages.ts';
import { pageQuerySchema, phoneField, textField } from './common.ts';
import * as responses from './education-responses.ts';

/*
 * Education marketplace contract (spec 000 §3 Teacher profile / Course, §5 Education, §9; issue 17). One source per
 * field: the entities, the presenters, OpenAPI and the PWA's forms derive from these. Money is typed in pounds (§9
 * "prices in pounds") and travels as integer pence; durations in hours.
 */

/** A required text: trimmed, `min`–`max` characters (message `short` below `min`). */
const text = (min: number, max: number, short: string = V.required) => textField({ error: short }).trim().min(min, short).max(max, V.textTooLong);
/** An optional text: blank or null becomes null. */
const optionalText = (max: number) =>
  textField().trim().max(max, V.textTooLong).optional().nullable().transform((s) => (s == null || s === '' ? null : s));

/**
 * An amount in pence (integer 0–1,000,000, i.e. up to £10,000): a JSON integer. `required` is the message for a
 * missing value (§5 'Hourly rate is required', 'Price is required'); negatives, fractions and text are refused.
 */
const penceField = (required: string) =>
  z.number({ error: required }).int(V.educationPriceInvalid).min(0, V.educationPriceInvalid).max(L.priceMaxPence, V.educationPriceInvalid);

/**
 * An amount typed in pounds ("25", "25.50", 25.5) → integer pence, exactly (never through a float multiplication);
 * used by the PWA's forms before sending `…Pence`. Blank → `required`.
 */
export const poundsInput = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const pence = poundsToPence(value);
    if (pence === null || pence > L.priceMaxPence) {
      ctx.addIssue({ code: 'custom', message: V.educationPriceInvalid });
      return z.NEVER;
    }
    return pence;
  });

/** A non-empty list of choices from `values` (duplicates dropped); `empty` when none. */
const choices = <T extends readonly [string, ...string[]]>(values: T, empty: string) =>
  z.array(z.enum(values, { error: V.educationChoiceInvalid }), { error: empty }).min(1, empty).max(values.length, V.educationChoiceInvalid).transform((list) => [...new Set(list)]);

/** `HH:MM` on a 24-hour clock. */
const clockTime = z.string({ error: V.educationSlotInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, V.educationSlotInvalid);

/** A weekly slot in the teacher's time zone: ISO weekday 1–7 and `from` < `to` (`HH:MM`). */
export const availabilitySlotInput = z
  .object({ day: z.number({ error: V.educationSlotInvalid }).int(V.educationSlotInvalid).min(WEEKDAYS[0], V.educationSlotInvalid).max(WEEKDAYS[6], V.educationSlotInvalid), from: clockTime, to: clockTime })
  .refine((slot) => slot.from < slot.to, { message: V.educationSlotInvalid, path: ['to'] });

/** The fields of a teacher profile (spec 000 §3 Teacher profile, §5; issue 17 item 5). */
const teacherFields = {
  name: text(L.nameMin, L.nameMax),
  /** International number (E.164 out); shown only to entitled viewers. */
  phone: phoneField(),
  bio: text(L.bioMin, L.bioMax, V.educationBioTooShort),
  /** Years of experience, 0–70 (§5 "0 or more"). */
  experience: z.number({ error: V.educationExperienceInvalid }).int(V.educationExperienceInvalid).min(0, V.educationExperienceInvalid).max(L.experienceMaxYears, V.educationExperienceInvalid),
  /** Hourly rate in pence (GBP). */
  hourlyRatePence: penceField(V.educationHourlyRateRequired),
  categories: choices(EDUCATION_CATEGORIES, V.educationCategoriesRequired),
  subjects: choices(EDUCATION_SUBJECTS, V.educationSubjectsRequired),
  languages: choices(TEACHING_LANGUAGES, V.educationLanguagesRequired),
  lessonModes: choices(LESSON_MODES, V.required).default(['online']),
  city: optionalText(L.cityMax),
  timeZone: z.enum(TEACHER_TIME_ZONES, { error: V.educationChoiceInvalid }).default('Asia/Colombo'),
  availability: z.array(availabilitySlotInput).max(L.availabilitySlotsMax, V.textTooLong).default([]),
};

/**
 * POST /api/teachers body (spec 000 §3, §5): name, phone, bio, experience (years ≥ 0), hourlyRatePence, at least one
 * category, subject and language; lessonModes (default online), city, timeZone (default Asia/Colombo) and weekly
 * availability optional. One profile per member (409 'Profile already exists').
 */
export const createTeacherBodySchema = z.object(teacherFields);
export type CreateTeacherBody = z.input<typeof createTeacherBodySchema>;
export type TeacherInput = z.output<typeof createTeacherBodySchema>;

/** PATCH /api/teachers/:id body: any subset of the profile's fields (no defaults applied). */
export const updateTeacherBodySchema = z
  .object({ ...teacherFields, lessonModes: choices(LESSON_MODES, V.required), timeZone: z.enum(TEACHER_TIME_ZONES, { error: V.educationChoiceInvalid }), availability: z.array(availabilitySlotInput).max(L.availabilitySlotsMax, V.textTooLong) })
  .partial();
export type UpdateTeacherBody = z.input<typeof updateTeacherBodySchema>;

/** The fields of a course (spec 000 §3 Course, §5). */
const courseFields = {
  title: text(L.titleMin, L.titleMax),
  description: text(L.descriptionMin, L.descriptionMax, V.educationDescriptionTooShort),
  category: z.enum(EDUCATION_CATEGORIES, { error: V.educationChoiceInvalid }),
  subject: z.enum(EDUCATION_SUBJECTS, { error: V.educationChoiceInvalid }),
  level: z.enum(COURSE_LEVELS, { error: V.educationChoiceInvalid }),
  language: z.enum(TEACHING_LANGUAGES, { error: V.educationChoiceInvalid }),
  /** Price of the whole course in pence (GBP); 0 for a free course. */
  pricePence: penceField(V.educationPriceRequired),
  /** Length in whole hours, 1–1000. */
  durationHours: z.number({ error: V.educationDurationInvalid }).int(V.educationDurationInvalid).min(1, V.educationDurationInvalid).max(L.durationMaxHours, V.educationDurationInvalid),
  /** At least 1 student (§5). */
  maxStudents: z.number({ error: V.educationStudentsRequired }).int(V.educationStudentsRequired).min(1, V.educationStudentsRequired).max(L.maxStudentsMax, V.educationStudentsRequired),
};

/** POST /api/courses body (spec 000 §3 Course, §5): every field required; the caller needs a teacher profile. */
export const createCourseBodySchema = z.object(courseFields);
export type CreateCourseBody = z.input<typeof createCourseBodySchema>;
export type CourseInput = z.output<typeof createCourseBodySchema>;

/** PATCH /api/courses/:id body: any subset of the course's fields. */
export const updateCourseBodySchema = z.object(courseFields).partial();
export type UpdateCourseBody = z.input<typeof updateCourseBodySchema>;

/** A text filter (search words), blank = none. */
const textFilter = z.string().trim().max(200, V.textTooLong).optional().transform((s) => (s === '' ? undefined : s));
/** A money filter in pence from the query string (a whole number ≥ 0). */
const maxPenceFilter = z.coerce.number({ error: V.educationPriceInvalid }).int(V.educationPriceInvalid).min(0, V.educationPriceInvalid).optional();

/**
 * GET /api/teachers query (issue 17 item 1): category, subject, language (the teacher lists it), maxHourlyRatePence,
 * search (name, bio, subjects, city — Tamil, Latin-letter Tamil, English), keyset page (`limit` 1–100).
 */
export const teacherListQuerySchema = pageQuerySchema.extend({
  category: z.enum(EDUCATION_CATEGORIES, { error: V.educationChoiceInvalid }).optional(),
  subject: z.enum(EDUCATION_SUBJECTS, { error: V.educationChoiceInvalid }).optional(),
  language: z.enum(TEACHING_LANGUAGES, { error: V.educationChoiceInvalid }).optional(),
  maxHourlyRatePence: maxPenceFilter,
  search: textFilter,
});
export type TeacherListQuery = z.infer<typeof teacherListQuerySchema>;

/**
 * GET /api/courses query (issue 17 item 1): category, subject, level, language, maxPricePence, search (title,
 * description, subject), keyset page. `mine=1`: only the courses of the caller's own teacher profile, resolved by
 * the server from the session (a member only: a guest gets 401; decision 179).
 */
export const courseListQuerySchema = pageQuerySchema.extend({
  mine: z.enum(['1'], { error: V.educationChoiceInvalid }).optional(),
  category: z.enum(EDUCATION_CATEGORIES, { error: V.educationChoiceInvalid }).optional(),
  subject: z.enum(EDUCATION_SUBJECTS, { error: V.educationChoiceInvalid }).optional(),
  level: z.enum(COURSE_LEVELS, { error: V.educationChoiceInvalid }).optional(),
  language: z.enum(TEACHING_LANGUAGES, { error: V.educationChoiceInvalid }).optional(),
  maxPricePence: maxPenceFilter,
  search: textFilter,
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** POST /api/teachers/:id/reviews body (issue 17 item 5): 1–5 whole stars and 10–1000 characters of text. */
export const createReviewBodySchema = z.object({
  rating: z.number({ error: V.educationRatingInvalid }).int(V.educationRatingInvalid).min(1, V.educationRatingInvalid).max(5, V.educationRatingInvalid),
  text: text(L.reviewTextMin, L.reviewTextMax, V.educationReviewTooShort),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

/** Classic twins of the response schemas (for route declarations and OpenAPI). */
export const courseSchema = z.object(responses.courseSchema.shape);
export const teacherSchema = z.object(responses.teacherSchema.shape);
export const teacherDetailSchema = z.object(responses.teacherDetailSchema.shape);
export const teacherReviewSchema = z.object(responses.teacherReviewSchema.shape);
export const teacherListSchema = z.object(responses.teacherListSchema.shape);
export const courseListSchema = z.object(responses.courseListSchema.shape);
export type { Course, Teacher, TeacherDetail, TeacherReview, TeacherList, CourseList, AvailabilitySlot } from './education-responses.ts';
