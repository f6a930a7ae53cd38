import * as z from 'zod/mini';
import { COURSE_LEVELS, EDUCATION_CATEGORIES, EDUCATION_SUBJECTS, LESSON_MODES, TEACHER_TIME_ZONES, TEACHING_LANGUAGES } from './constants.ts';

/*
 * Education response schemas (spec 000 §3 Teacher profile / Course; issue 17), written with `zod/mini` for the PWA's
 * /education screens (docs/decisions/032-initial-load-budget.md); shared/education/schemas.ts builds the classic twins.
 * Money: integer pence (GBP). Durations: hours.
 */

/** A weekly availability slot in the teacher's own time zone: ISO weekday (1 = Monday) and `HH:MM` times. */
export const availabilitySlotSchema = z.object({ day: z.int(), from: z.string(), to: z.string() });
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/** A course as listed and shown (spec 000 §3 Course): `pricePence` in pence, `durationHours` in hours. */
export const courseSchema = z.object({
  id: z.uuid(),
  teacherId: z.uuid(),
  teacherName: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(EDUCATION_CATEGORIES),
  subject: z.enum(EDUCATION_SUBJECTS),
  level: z.enum(COURSE_LEVELS),
  language: z.enum(TEACHING_LANGUAGES),
  pricePence: z.int(),
  durationHours: z.int(),
  maxStudents: z.int(),
  createdAt: z.string(),
  /** The viewer owns it (or is the admin): may edit and delete. */
  canManage: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;

/** A subscriber's review (issue 17 item 5): 1–5 stars and text, by the reviewer's display name. */
export const teacherReviewSchema = z.object({ id: z.uuid(), rating: z.int(), text: z.string(), reviewerName: z.string(), createdAt: z.string() });
export type TeacherReview = z.infer<typeof teacherReviewSchema>;

/**
 * A teacher profile (spec 000 §3 Teacher profile, issue 17 item 5). `phone` (E.164) only for the teacher, the
 * admin and education subscribers — otherwise null with `contactHidden: true`. `experience` in years;
 * `hourlyRatePence` in pence; `ratingAverage` 1–5 with one decimal (null without reviews).
 */
export const teacherSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.nullable(z.string()),
  contactHidden: z.boolean(),
  bio: z.string(),
  experience: z.int(),
  hourlyRatePence: z.int(),
  categories: z.array(z.enum(EDUCATION_CATEGORIES)),
  subjects: z.array(z.enum(EDUCATION_SUBJECTS)),
  languages: z.array(z.enum(TEACHING_LANGUAGES)),
  lessonModes: z.array(z.enum(LESSON_MODES)),
  city: z.nullable(z.string()),
  timeZone: z.enum(TEACHER_TIME_ZONES),
  availability: z.array(availabilitySlotSchema),
  ratingAverage: z.nullable(z.number()),
  ratingCount: z.int(),
  createdAt: z.string(),
  /** The viewer owns it (or is the admin): may edit and delete. */
  canManage: z.boolean(),
});
export type Teacher = z.infer<typeof teacherSchema>;

/** A teacher's page: the profile, their courses (newest first) and the latest reviews. */
export const teacherDetailSchema = z.extend(teacherSchema, { courses: z.array(courseSchema), reviews: z.array(teacherReviewSchema) });
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;

/** A page of a list (`nextCursor` null on the last page); `total` is the filtered count, null for a search. */
const listOf = <T extends z.core.SomeType>(item: T) => z.object({ items: z.array(item), nextCursor: z.nullable(z.string()), total: z.nullable(z.int()) });

export const teacherListSchema = listOf(teacherSchema);
export type TeacherList = z.infer<typeof teacherListSchema>;
export const courseListSchema = listOf(courseSchema);
export type CourseList = z.infer<typeof courseListSchema>;
