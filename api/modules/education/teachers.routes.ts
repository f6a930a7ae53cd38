import { idParamSchema, messageSchema } from '#shared/schemas/common.ts';
import {
  createReviewBodySchema,
  createTeacherBodySchema,
  teacherDetailSchema,
  teacherListQuerySchema,
  teacherListSchema,
  teacherReviewSchema,
  teacherSchema,
  updateTeacherBodySchema,
  type TeacherDetail,
} from '#shared/schemas/education.ts';
import { PAGE_SIZE_MAX } from '#shared/constants.ts';
import type { EntityManager } from '@mikro-orm/core';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { idempotency } from '../../http/idempotency.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { loadContactAccess, type ContactAccess, type ContactViewer } from '../payments/entitlement.service.ts';
import type { TeacherProfile } from './education.entity.ts';
import { presentCourse, presentTeacher } from './education.presenter.ts';
import { findOwnTeacher, findTeacher, listCourses, listTeachers } from './education.repository.ts';
import { EDUCATION_MESSAGES, createReview, createTeacher, deleteTeacher, latestReviews, loadManagedTeacher, recordTeacherContact, updateTeacher } from './education.service.ts';

/** Path of one teacher; also the Location of a created one. */
export const teacherPath = (id: string) => `/api/teachers/${id}`;

/** A teacher's page for `viewer`: the profile (phone by the entitlement rule), its courses and latest reviews. */
async function teacherDetail(em: EntityManager, teacher: TeacherProfile, viewer: ContactViewer, access: ContactAccess, now: Date): Promise<TeacherDetail> {
  const [courses, reviews] = await Promise.all([listCourses(em, { teacherId: teacher.id, limit: PAGE_SIZE_MAX, search: undefined }, now), latestReviews(em, teacher.id)]);
  const info = { name: teacher.name, ownerId: teacher.owner.id };
  return { ...presentTeacher(teacher, viewer, access), courses: courses.items.map((c) => presentCourse(c, info, viewer)), reviews };
}

/**
 * Teacher profiles (spec 000 §2 Education platform, §3, §5, §8; issue 17 items 1, 5). Every profile is public; the
 * teacher's `phone` reaches only the teacher, the admin and members with the £2/month education subscription
 * (payments' one entitlement rule). Someone else's profile cannot be changed: 403 'You can only manage your own
 * content' (teachers are public, so nothing is hidden by a 404).
 * - `GET /api/teachers` — filters category, subject, language, maxHourlyRatePence, search; keyset pages.
 * - `GET /api/teachers/:id` — the profile with its courses and latest reviews; 404. Showing the phone to a
 *   subscriber records the contact (once) that a review needs.
 * - `GET /api/my/teacher-profile` — member: the caller's own; 204 (no body) when none — not a 404, which browsers
 *   log as an error on every page that asks.
 * - `POST /api/teachers` — member: 201; 409 `profile_exists` 'Profile already exists'; 400 per field.
 * - `PATCH /api/teachers/:id`, `DELETE /api/teachers/:id` — the teacher or the admin: 200; 403 `not_own_content`; 404.
 * - `POST /api/teachers/:id/reviews` — education subscribers who were shown the phone: 201; 403
 *   `education_subscription_required` / `teacher_not_contacted`; 409 `already_reviewed` / `own_teacher_review`.
 */
export function teacherRoutes({ orm, clock }: ModuleDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/teachers',
      access: 'public',
      summary: 'Teachers, newest first (keyset pages); category, subject, language, max hourly rate (pence) and search',
      description: 'With `search`, best matches first and `total` null. `phone` is null (and `contactHidden` true) unless the viewer has the education subscription.',
      query: teacherListQuerySchema,
      responses: { 200: teacherListSchema },
      async handler(ctx, { query, user }) {
        const em = ctx.state.em;
        const [page, access] = await Promise.all([listTeachers(em, query, clock.now()), loadContactAccess(em, user, clock.now())]);
        return { items: page.items.map((t) => presentTeacher(t, user, access)), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teachers/:id',
      access: 'public',
      summary: 'One teacher with their courses and latest reviews',
      params: idParamSchema,
      responses: { 200: teacherDetailSchema },
      async handler(ctx, { params, user }) {
        const em = ctx.state.em;
        const teacher = await findTeacher(em, params.id, user);
        if (!teacher) throw notFound(EDUCATION_MESSAGES.noTeacher);
        const now = clock.now();
        const access = await loadContactAccess(em, user, now);
        await recordTeacherContact(em, teacher, user, access, now);
        return teacherDetail(em, teacher, user, access, now);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/my/teacher-profile',
      access: 'member',
      summary: "The caller's own teacher profile with courses (204 when they have none)",
      responses: { 200: teacherDetailSchema, 204: null },
      async handler(ctx) {
        const user = currentUser(ctx);
        const teacher = await findOwnTeacher(ctx.state.em, user.id);
        if (!teacher) {
          ctx.status = 204;
          return undefined;
        }
        return teacherDetail(ctx.state.em, teacher, user, await loadContactAccess(ctx.state.em, user, clock.now()), clock.now());
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/teachers',
      errors: { 409: 'Profile already exists (`profile_exists`)' },
      access: 'member',
      summary: 'Register as a teacher (one profile per member)',
      body: createTeacherBodySchema,
      idempotent: true,
      use: [idempotency(orm)],
      responses: { 201: teacherSchema },
      async handler(ctx, { body }) {
        const owner = currentUser(ctx);
        const teacher = await createTeacher(ctx.state.em, owner, body);
        ctx.status = 201;
        ctx.set('Location', teacherPath(teacher.id));
        return presentTeacher(teacher, owner, await loadContactAccess(ctx.state.em, owner, clock.now()));
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/teachers/:id',
      errors: { 403: 'Not your profile (`not_own_content`)' },
      access: 'member',
      summary: "Edit one's teacher profile (the teacher or the admin; others 403)",
      params: idParamSchema,
      body: updateTeacherBodySchema,
      responses: { 200: teacherSchema },
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const teacher = await loadManagedTeacher(ctx.state.em, params.id, user);
        await updateTeacher(ctx.state.em, teacher, body);
        return presentTeacher(teacher, user, await loadContactAccess(ctx.state.em, user, clock.now()));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/teachers/:id',
      errors: { 403: 'Not your profile (`not_own_content`)' },
      access: 'member',
      summary: 'Delete a teacher profile with its courses and reviews (the teacher or the admin; others 403)',
      params: idParamSchema,
      responses: { 200: messageSchema },
      async handler(ctx, { params }) {
        const teacher = await loadManagedTeacher(ctx.state.em, params.id, currentUser(ctx));
        await deleteTeacher(ctx.state.em, teacher);
        return { message: 'Teacher profile deleted successfully' };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/teachers/:id/reviews',
      errors: { 403: 'Not an education subscriber, or the phone was never shown (`education_subscription_required`, `teacher_not_contacted`)', 409: 'Already reviewed, or your own profile (`already_reviewed`, `own_teacher_review`)' },
      access: 'member',
      summary: "Review a teacher (education subscribers who opened the teacher's contact; once per member and teacher)",
      params: idParamSchema,
      body: createReviewBodySchema,
      responses: { 201: teacherReviewSchema },
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const em = ctx.state.em;
        const teacher = await findTeacher(em, params.id, user);
        if (!teacher) throw notFound(EDUCATION_MESSAGES.noTeacher);
        ctx.status = 201;
        return createReview(em, teacher, user, body, await loadContactAccess(em, user, clock.now()));
      },
    }),
  ];
}
