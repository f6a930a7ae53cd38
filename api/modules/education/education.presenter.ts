import { EDUCATION_CONTACT_TYPES } from '#shared/education/constants.ts';
import type { Course as CourseBody, Teacher as TeacherBody, TeacherReview as ReviewBody } from '#shared/education/schemas.ts';
import { mayManage } from '../../http/ownership.ts';
import type { ContactAccess, ContactViewer } from '../payments/entitlement.service.ts';
import type { CourseRow, TeacherRow } from './education.repository.ts';

/** A datetime read as a Date (entities) or an ISO string (plain rows on some drivers). */
const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The paid right that unlocks a teacher's phone, as the education feature declares it (decision 180). */
const TEACHER_CONTACT = EDUCATION_CONTACT_TYPES.teacher;

/**
 * May `access` see `teacher`'s phone? The one entitlement rule of payments (`maySeeContact`) with the teacher's
 * `education` entitlement: the teacher, the admin, a member with a running education subscription.
 */
export const maySeeTeacherPhone = (teacher: Pick<TeacherRow, 'owner'>, access: ContactAccess | undefined) =>
  access?.allows({ ownerId: teacher.owner.id, entitlement: TEACHER_CONTACT }) ?? false;

/**
 * A teacher as `teacherSchema` (spec 000 §3 Teacher profile) for `viewer`. `phone` only when `access` allows it
 * (see {@link maySeeTeacherPhone}); otherwise null with `contactHidden: true` — without `access` never.
 * `ratingAverage` is the mean of the reviews to one decimal (null without reviews).
 */
export function presentTeacher(teacher: TeacherRow, viewer: ContactViewer, access: ContactAccess | undefined): TeacherBody {
  const shown = maySeeTeacherPhone(teacher, access);
  return {
    id: teacher.id,
    name: teacher.name,
    phone: shown ? teacher.phone : null,
    contactHidden: !shown,
    bio: teacher.bio,
    experience: teacher.experience,
    hourlyRatePence: teacher.hourlyRatePence,
    categories: [...teacher.categories],
    subjects: [...teacher.subjects],
    languages: [...teacher.languages],
    lessonModes: [...teacher.lessonModes],
    city: teacher.city ?? null,
    timeZone: teacher.timeZone,
    availability: teacher.availability ?? [],
    ratingAverage: teacher.ratingCount > 0 ? Math.round((teacher.ratingTotal / teacher.ratingCount) * 10) / 10 : null,
    ratingCount: teacher.ratingCount,
    createdAt: toIso(teacher.createdAt),
    canManage: mayManage(teacher, viewer),
  };
}

/** A course as `courseSchema` (spec 000 §3 Course) with its teacher's name; `canManage` for its teacher and the admin. */
export function presentCourse(course: CourseRow, teacher: { name: string; ownerId: string }, viewer: ContactViewer): CourseBody {
  return {
    id: course.id,
    teacherId: course.teacher.id,
    teacherName: teacher.name,
    title: course.title,
    description: course.description,
    category: course.category,
    subject: course.subject,
    level: course.level,
    language: course.language,
    pricePence: course.pricePence,
    durationHours: course.durationHours,
    maxStudents: course.maxStudents,
    createdAt: toIso(course.createdAt),
    canManage: mayManage({ owner: teacher.ownerId }, viewer),
  };
}

/** A review with the reviewer's first name and the initial of the last (never the full name or the account). */
export function presentReview(review: { id: string; rating: number; text: string; createdAt: Date | string; reviewer: { fullName: string } }): ReviewBody {
  const [first = '', ...rest] = review.reviewer.fullName.trim().split(/\s+/);
  const initial = rest.length ? ` ${[...rest[rest.length - 1]!][0]}.` : '';
  return { id: review.id, rating: review.rating, text: review.text, reviewerName: `${first}${initial}`, createdAt: toIso(review.createdAt) };
}
