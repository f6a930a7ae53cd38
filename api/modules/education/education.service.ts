import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CourseInput, CreateReviewBody, TeacherInput, UpdateCourseBody, UpdateTeacherBody } from '#shared/education/schemas.ts';
import { EDUCATION_LIMITS } from '#shared/education/constants.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { mayManage, type OwnedRecord } from '../../http/ownership.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import type { ContactAccess, ContactViewer } from '../payments/entitlement.service.ts';
import { sql } from '../payments/sql.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { CourseSchema, TeacherContactSchema, TeacherProfileSchema, TeacherReviewSchema, type Course, type TeacherProfile } from './education.entity.ts';
import { maySeeTeacherPhone, presentReview } from './education.presenter.ts';
import { findOwnTeacher, findTeacher } from './education.repository.ts';

/** Spec 000 §8 Education messages the server answers with. */
export const EDUCATION_MESSAGES = {
  profileExists: 'Profile already exists',
  registerFirst: 'Please register as a teacher to create courses',
  ownContentOnly: 'You can only manage your own content',
  noTeacher: 'No such teacher',
  noCourse: 'No such course',
} as const;

/**
 * The ownership rule for education content (spec 000 §5 "A user may manage only their own content"): the owner or
 * the admin. Teachers and courses are public, so someone else's is not hidden: 403 with the spec's message.
 * @throws HttpError 403 `not_own_content` 'You can only manage your own content'.
 */
export function assertManage(record: OwnedRecord, viewer: ContactViewer): void {
  if (!mayManage(record, viewer)) throw forbidden(EDUCATION_MESSAGES.ownContentOnly, 'not_own_content');
}

/** Undefined fields of a PATCH body dropped (a partial update changes only what was sent). */
const definedOnly = <T extends object>(body: T) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

/**
 * Creates `owner`'s teacher profile (spec 000 §5 "One teacher profile per user"): the unique key on the owner
 * decides, so two concurrent creates make one row.
 * @throws HttpError 409 `profile_exists` 'Profile already exists'.
 */
export async function createTeacher(em: EntityManager, owner: User, input: TeacherInput): Promise<TeacherProfile> {
  const teacher = em.create(TeacherProfileSchema, { ...input, owner, ratingCount: 0, ratingTotal: 0 });
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      em.clear();
      throw conflict(EDUCATION_MESSAGES.profileExists, 'profile_exists');
    }
    throw err;
  }
  return teacher;
}

/**
 * Loads teacher `id` for a change by `viewer`.
 * @throws HttpError 404 when there is none; 403 `not_own_content` when it is someone else's (see {@link assertManage}).
 */
export async function loadManagedTeacher(em: EntityManager, id: string, viewer: User): Promise<TeacherProfile> {
  const teacher = await findTeacher(em, id, viewer);
  if (!teacher) throw notFound(EDUCATION_MESSAGES.noTeacher);
  assertManage(teacher, viewer);
  return teacher;
}

/** Applies a PATCH to a teacher profile (only the fields sent). */
export async function updateTeacher(em: EntityManager, teacher: TeacherProfile, body: UpdateTeacherBody): Promise<void> {
  em.assign(teacher, definedOnly(body) as never);
  await em.flush();
}

/** Deletes a teacher profile; its courses and reviews go with it (foreign keys cascade). */
export async function deleteTeacher(em: EntityManager, teacher: TeacherProfile): Promise<void> {
  em.remove(teacher);
  await em.flush();
}

/**
 * Creates a course of `owner`'s teacher profile (spec 000 §5 "A teacher profile is required before a course").
 * @throws HttpError 403 `teacher_profile_required` 'Please register as a teacher to create courses'.
 */
export async function createCourse(em: EntityManager, owner: User, input: CourseInput): Promise<{ course: Course; teacher: TeacherProfile }> {
  const teacher = await findOwnTeacher(em, owner.id);
  if (!teacher) throw forbidden(EDUCATION_MESSAGES.registerFirst, 'teacher_profile_required');
  const course = em.create(CourseSchema, { ...input, teacher });
  await em.flush();
  return { course, teacher };
}

/**
 * Loads course `id` with its teacher for a change by `viewer`.
 * @throws HttpError 404 when there is none; 403 `not_own_content` when it is someone else's.
 */
export async function loadManagedCourse(em: EntityManager, id: string, viewer: User): Promise<{ course: Course; teacher: TeacherProfile }> {
  const course = (await em.findOne(CourseSchema, { id }, { populate: ['teacher'] })) as Course | null;
  if (!course) throw notFound(EDUCATION_MESSAGES.noCourse);
  const teacher = course.teacher as TeacherProfile;
  assertManage(teacher, viewer);
  return { course, teacher };
}

/** Applies a PATCH to a course (only the fields sent). */
export async function updateCourse(em: EntityManager, course: Course, body: UpdateCourseBody): Promise<void> {
  em.assign(course, definedOnly(body) as never);
  await em.flush();
}

/**
 * Records that `viewer` was shown `teacher`'s phone (issue 17 item 5), once per member and teacher: only when the
 * entitlement rule shows it to them and they are neither the teacher nor the admin (neither is a learner making
 * contact). The unique (teacher, member) key keeps the first time; later calls change nothing.
 */
export async function recordTeacherContact(em: EntityManager, teacher: TeacherProfile, viewer: ContactViewer, access: ContactAccess, now: Date): Promise<void> {
  if (!viewer || viewer.role === 'admin' || teacher.owner.id === viewer.id || !maySeeTeacherPhone(teacher, access)) return;
  await (em as SqlEntityManager)
    .createQueryBuilder(TeacherContactSchema)
    .insert({ id: crypto.randomUUID(), teacher: teacher.id, member: viewer.id, createdAt: now, updatedAt: now } as never)
    .onConflict(['teacher', 'member'] as never)
    .ignore()
    .execute('run');
}

/**
 * Adds `reviewer`'s review of `teacher` (issue 17 item 5, "reviews by subscribers who contacted the teacher"), once:
 * only a member entitled to the teacher's contact (the education subscription) who has been shown the phone on the
 * teacher's page (see {@link recordTeacherContact}), never the teacher themself. The review row and the teacher's
 * rating totals change in one transaction; the unique (teacher, reviewer) key refuses a second one.
 * @throws HttpError 409 `own_teacher_review`; 403 `education_subscription_required`; 403 `teacher_not_contacted`;
 *   409 `already_reviewed`.
 */
export async function createReview(em: EntityManager, teacher: TeacherProfile, reviewer: User, body: CreateReviewBody, access: ContactAccess) {
  if (teacher.owner.id === reviewer.id) throw conflict('You cannot review your own teacher profile', 'own_teacher_review');
  if (!maySeeTeacherPhone(teacher, access)) throw forbidden('Reviews are written by education subscribers', 'education_subscription_required');
  if (!(await em.count(TeacherContactSchema, { teacher: teacher.id, member: reviewer.id }))) {
    throw forbidden("Open the teacher's contact details before writing a review", 'teacher_not_contacted');
  }
  try {
    return await em.fork().transactional(async (tx) => {
      const review = tx.create(TeacherReviewSchema, { teacher: tx.getReference(TeacherProfileSchema, teacher.id), reviewer: tx.getReference(UserSchema, reviewer.id), rating: body.rating, text: body.text.trim() });
      await tx.flush();
      await sql(tx, 'update teacher_profiles set rating_count = rating_count + 1, rating_total = rating_total + ? where id = ?', [body.rating, teacher.id]);
      return presentReview({ ...review, reviewer });
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict('You have already reviewed this teacher', 'already_reviewed');
    throw err;
  }
}

/** The latest reviews of `teacherId`, newest first, with their reviewers' names; not a suspended member's (decision 165). */
export async function latestReviews(em: EntityManager, teacherId: string) {
  const reviews = await em.find(TeacherReviewSchema, { teacher: teacherId, ...activeOwner(null, 'reviewer') }, { populate: ['reviewer'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: EDUCATION_LIMITS.reviewsShown });
  return reviews.map((review) => presentReview({ ...review, reviewer: review.reviewer as User }));
}
