import { idParamSchema, messageSchema } from '#shared/schemas/common.ts';
import { courseListQuerySchema, courseListSchema, courseSchema, createCourseBodySchema, updateCourseBodySchema } from '#shared/schemas/education.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { idempotency } from '../../http/idempotency.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import type { ModuleDeps } from '../module.ts';
import { CourseSchema, type Course } from './education.entity.ts';
import { presentCourse } from './education.presenter.ts';
import { findOwnTeacher, teacherNames, listCourses, type CourseRow } from './education.repository.ts';
import { EDUCATION_MESSAGES, createCourse, loadManagedCourse, updateCourse } from './education.service.ts';

/** Path of one course; also the Location of a created one. */
export const coursePath = (id: string) => `/api/courses/${id}`;

/** A teacher's name and owner for presenting a course whose teacher is loaded. */
const infoOf = (teacher: { name: string; owner: { id: string } }) => ({ name: teacher.name, ownerId: teacher.owner.id });

/**
 * Courses (spec 000 §2 Education platform, §3 Course, §5, §8; issue 17 item 1). Every course is public.
 * - `GET /api/courses` — filters category, subject, level, language, maxPricePence, search; keyset pages; `mine=1`
 *   the caller's own courses (decision 179).
 * - `GET /api/courses/:id` — one course with its teacher's name; 404.
 * - `POST /api/courses` — member with a teacher profile: 201; 403 `teacher_profile_required` 'Please register as a
 *   teacher to create courses'; 400 per field.
 * - `PATCH /api/courses/:id`, `DELETE /api/courses/:id` — its teacher or the admin: 200; 403 `not_own_content`
 *   'You can only manage your own content'; 404.
 */
export function courseRoutes({ orm, clock }: ModuleDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/courses',
      access: 'public',
      summary: 'Courses, newest first (keyset pages); category, subject, level, language, max price (pence) and search',
      description: 'With `search`, best matches first and `total` null. With `mine=1`, only the caller\'s own courses (401 for a guest; an empty page without a teacher profile).',
      query: courseListQuerySchema,
      responses: { 200: courseListSchema },
      errors: { 401: '`mine=1` from a guest (`unauthorized`)' },
      async handler(ctx, { query, user }) {
        const em = ctx.state.em;
        // `mine=1`: the caller's own courses, the teacher found from the session (decision 179); none without one.
        let teacherId: string | undefined;
        if (query.mine) {
          if (!user) throw unauthorized();
          const own = await findOwnTeacher(em, user.id);
          if (!own) return { items: [], nextCursor: null, total: 0 };
          teacherId = own.id;
        }
        const page = await listCourses(em, { ...query, teacherId }, clock.now());
        const names = await teacherNames(em, page.items.map((c) => c.teacher.id));
        const items = page.items.flatMap((c: CourseRow) => {
          const teacher = names.get(c.teacher.id);
          return teacher ? [presentCourse(c, teacher, user)] : [];
        });
        return { items, nextCursor: page.nextCursor, total: page.total };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/courses/:id',
      access: 'public',
      summary: 'One course',
      params: idParamSchema,
      responses: { 200: courseSchema },
      async handler(ctx, { params, user }) {
        const course = (await ctx.state.em.findOne(CourseSchema, { id: params.id, ...activeOwner(user, 'teacher.owner') }, { populate: ['teacher'] })) as Course | null;
        if (!course) throw notFound(EDUCATION_MESSAGES.noCourse);
        return presentCourse(course, infoOf(course.teacher), user);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/courses',
      errors: { 403: 'No teacher profile yet (`teacher_profile_required`)' },
      access: 'member',
      summary: "Create a course of the caller's teacher profile",
      body: createCourseBodySchema,
      idempotent: true,
      use: [idempotency(orm)],
      responses: { 201: courseSchema },
      async handler(ctx, { body }) {
        const user = currentUser(ctx);
        const { course, teacher } = await createCourse(ctx.state.em, user, body);
        ctx.status = 201;
        ctx.set('Location', coursePath(course.id));
        return presentCourse(course, infoOf(teacher), user);
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/courses/:id',
      errors: { 403: 'Not your course (`not_own_content`)' },
      access: 'member',
      summary: "Edit one's course (its teacher or the admin; others 403)",
      params: idParamSchema,
      body: updateCourseBodySchema,
      responses: { 200: courseSchema },
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const { course, teacher } = await loadManagedCourse(ctx.state.em, params.id, user);
        await updateCourse(ctx.state.em, course, body);
        return presentCourse(course, infoOf(teacher), user);
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/courses/:id',
      errors: { 403: 'Not your course (`not_own_content`)' },
      access: 'member',
      summary: 'Delete a course (its teacher or the admin; others 403)',
      params: idParamSchema,
      responses: { 200: messageSchema },
      async handler(ctx, { params }) {
        const { course } = await loadManagedCourse(ctx.state.em, params.id, currentUser(ctx));
        ctx.state.em.remove(course);
        await ctx.state.em.flush();
        return { message: 'Course deleted successfully' };
      },
    }),
  ];
}
