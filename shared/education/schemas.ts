import * as z from 'zod/mini';
import { pageQuery } from '../contracts/params.ts';
import {
  COURSE_LEVELS,
  EDUCATION_CATEGORIES,
  EDUCATION_LIMITS as L,
  EDUCATION_SUBJECTS,
  LESSON_MODES,
  TEACHER_TIME_ZONES,
  TEACHING_LANGUAGES,
  WEEKDAYS,
} from './constants.ts';
import { poundsToPence } from './money.ts';
import { V } from '../messages.ts';
import { typedText } from '../schemas/mini-fields.ts';
import { phoneField } from '../schemas/phone-field.ts';

export {
  courseListSchema, courseSchema, teacherDetailSchema, teacherListSchema, teacherReviewSchema, teacherSchema,
  type AvailabilitySlot, type Course, type CourseList, type Teacher, type TeacherDetail, type TeacherList, type TeacherReview,
} from './responses.ts';

/*
 * Education marketplace request schemas (spec 000 §3 Teacher profile / Course, §5 Education, §9), written
 * once with `zod/mini` like the response schemas of education-responses.ts: the API's routes, the OpenAPI document,
 * the tests and the PWA's forms use these declarations through the education contract
 * (shared/education/contract.ts; docs/decisions/182-endpoint-contracts.md). One source per field: the entities, the
 * presenters, OpenAPI and the PWA's forms derive from these. Money is typed in pounds (§9 "prices in pounds") and
 * travels as integer pence; durations in hours. No classic-zod twins.
 */

/** A required text: cleaned ({@link typedText}), trimmed, `min`–`max` characters (message `short` below `min`). */
const text = (min: number, max: number, short: string = V.required) => typedText({ error: short }).check(z.trim(), z.minLength(min, short), z.maxLength(max, V.textTooLong));
/** An optional text: cleaned, trimmed, at most `max` characters; blank or null becomes null. */
const optionalText = (max: number) =>
  z.pipe(z.nullable(z.optional(typedText().check(z.trim(), z.maxLength(max, V.textTooLong)))), z.transform((s: string | null | undefined) => (s == null || s === '' ? null : s)));

/** A JSON whole number `min`–`max`, every refusal (missing, text, fraction, out of range) with `message`. */
const wholeNumber = (min: number, max: number, message: string) => z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

/**
 * An amount in pence (integer 0–1,000,000, i.e. up to £10,000): a JSON integer. `required` is the message for a
 * missing value (§5 'Hourly rate is required', 'Price is required'); negatives, fractions and text are refused.
 */
const penceField = (required: string) => z.number({ error: required }).check(z.int(V.educationPriceInvalid), z.gte(0, V.educationPriceInvalid), z.lte(L.priceMaxPence, V.educationPriceInvalid));

/**
 * An amount typed in pounds ("25", "25.50", 25.5) → integer pence, exactly (never through a float multiplication);
 * used by the PWA's forms before sending `…Pence`. Blank → `required`; more than two decimals, negative or over
 * £10,000 → `V.educationPriceInvalid`.
 */
export const poundsInput = (required: string) =>
  z.pipe(
    z.union([z.number(), z.string()], { error: required }),
    z.transform((value: number | string, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.issues.push({ code: 'custom', message: required, input: value });
        return z.NEVER;
      }
      const pence = poundsToPence(value);
      if (pence === null || pence > L.priceMaxPence) {
        ctx.issues.push({ code: 'custom', message: V.educationPriceInvalid, input: value });
        return z.NEVER;
      }
      return pence;
    }),
  );

/** A non-empty list of choices from `values` (duplicates dropped); `empty` when none. */
const choices = <T extends readonly [string, ...string[]]>(values: T, empty: string) =>
  z.pipe(
    z.array(z.enum(values, { error: V.educationChoiceInvalid }), { error: empty }).check(z.minLength(1, empty), z.maxLength(values.length, V.educationChoiceInvalid)),
    z.transform((list: T[number][]) => [...new Set(list)]),
  );

/** `HH:MM` on a 24-hour clock. */
const clockTime = z.string({ error: V.educationSlotInvalid }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, V.educationSlotInvalid));

/** A weekly slot in the teacher's time zone: ISO weekday 1–7 and `from` < `to` (`HH:MM`). */
const availabilitySlotInput = z
  .object({ day: wholeNumber(WEEKDAYS[0], WEEKDAYS[6], V.educationSlotInvalid), from: clockTime, to: clockTime })
  .check(z.refine((slot) => slot.from < slot.to, { message: V.educationSlotInvalid, path: ['to'] }));

const lessonModes = choices(LESSON_MODES, V.required);
const timeZone = z.enum(TEACHER_TIME_ZONES, { error: V.educationChoiceInvalid });
const availability = z.array(availabilitySlotInput).check(z.maxLength(L.availabilitySlotsMax, V.textTooLong));

/** The fields of a teacher profile (spec 000 §3 Teacher profile, §5), without a new profile's defaults. */
const teacherFields = {
  name: text(L.nameMin, L.nameMax),
  /** International number (E.164 out); shown only to entitled viewers. */
  phone: phoneField(),
  bio: text(L.bioMin, L.bioMax, V.educationBioTooShort),
  /** Years of experience, 0–70 (§5 "0 or more"). */
  experience: wholeNumber(0, L.experienceMaxYears, V.educationExperienceInvalid),
  /** Hourly rate in pence (GBP). */
  hourlyRatePence: penceField(V.educationHourlyRateRequired),
  categories: choices(EDUCATION_CATEGORIES, V.educationCategoriesRequired),
  subjects: choices(EDUCATION_SUBJECTS, V.educationSubjectsRequired),
  languages: choices(TEACHING_LANGUAGES, V.educationLanguagesRequired),
  lessonModes,
  city: optionalText(L.cityMax),
  timeZone,
  availability,
};

/**
 * POST /api/teachers body (spec 000 §3, §5): name, phone, bio, experience (years ≥ 0), hourlyRatePence, at least one
 * category, subject and language; lessonModes (default online), city, timeZone (default Asia/Colombo) and weekly
 * availability optional. One profile per member (409 'Profile already exists').
 */
export const createTeacherBodySchema = z.object({
  ...teacherFields,
  lessonModes: z._default(lessonModes, ['online']),
  timeZone: z._default(timeZone, 'Asia/Colombo'),
  availability: z._default(availability, []),
});
export type CreateTeacherBody = z.input<typeof createTeacherBodySchema>;
export type TeacherInput = z.output<typeof createTeacherBodySchema>;

/** PATCH /api/teachers/:id body: any subset of the profile's fields (no defaults applied). */
export const updateTeacherBodySchema = z.partial(z.object(teacherFields));
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
  durationHours: wholeNumber(1, L.durationMaxHours, V.educationDurationInvalid),
  /** At least 1 student (§5). */
  maxStudents: wholeNumber(1, L.maxStudentsMax, V.educationStudentsRequired),
};

/** POST /api/courses body (spec 000 §3 Course, §5): every field required; the caller needs a teacher profile. */
export const createCourseBodySchema = z.object(courseFields);
export type CreateCourseBody = z.input<typeof createCourseBodySchema>;
export type CourseInput = z.output<typeof createCourseBodySchema>;

/** PATCH /api/courses/:id body: any subset of the course's fields. */
export const updateCourseBodySchema = z.partial(createCourseBodySchema);
export type UpdateCourseBody = z.input<typeof updateCourseBodySchema>;

/** A text filter (search words), blank = none. */
const textFilter = z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(200, V.textTooLong))), z.transform((s: string | undefined) => (s === '' ? undefined : s)));
/** A money filter in pence from the query string (a whole number ≥ 0). */
const maxPenceFilter = z.optional(z.coerce.number({ error: V.educationPriceInvalid }).check(z.int(V.educationPriceInvalid), z.gte(0, V.educationPriceInvalid)));

/**
 * GET /api/teachers query: category, subject, language (the teacher lists it), maxHourlyRatePence,
 * search (name, bio, subjects, city — Tamil, Latin-letter Tamil, English), keyset page (`limit` 1–100).
 */
export const teacherListQuerySchema = z.extend(pageQuery, {
  category: z.optional(z.enum(EDUCATION_CATEGORIES, { error: V.educationChoiceInvalid })),
  subject: z.optional(z.enum(EDUCATION_SUBJECTS, { error: V.educationChoiceInvalid })),
  language: z.optional(z.enum(TEACHING_LANGUAGES, { error: V.educationChoiceInvalid })),
  maxHourlyRatePence: maxPenceFilter,
  search: textFilter,
});
export type TeacherListQuery = z.output<typeof teacherListQuerySchema>;

/**
 * GET /api/courses query: category, subject, level, language, maxPricePence, search (title,
 * description, subject), keyset page. `mine=1`: only the courses of the caller's own teacher profile, resolved by
 * the server from the session (a member only: a guest gets 401; decision 179).
 */
export const courseListQuerySchema = z.extend(pageQuery, {
  mine: z.optional(z.enum(['1'], { error: V.educationChoiceInvalid })),
  category: z.optional(z.enum(EDUCATION_CATEGORIES, { error: V.educationChoiceInvalid })),
  subject: z.optional(z.enum(EDUCATION_SUBJECTS, { error: V.educationChoiceInvalid })),
  level: z.optional(z.enum(COURSE_LEVELS, { error: V.educationChoiceInvalid })),
  language: z.optional(z.enum(TEACHING_LANGUAGES, { error: V.educationChoiceInvalid })),
  maxPricePence: maxPenceFilter,
  search: textFilter,
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

/** POST /api/teachers/:id/reviews body: 1–5 whole stars and 10–1000 characters of text. */
export const createReviewBodySchema = z.object({
  rating: wholeNumber(1, 5, V.educationRatingInvalid),
  text: text(L.reviewTextMin, L.reviewTextMax, V.educationReviewTooShort),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;
