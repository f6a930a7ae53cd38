import { fillPath } from '#shared/contracts/contract.ts';
import { educationContract } from '#shared/education/contract.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { idempotency } from '../../http/idempotency.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import type { ModuleDeps } from '../module.ts';
import { CourseSchema, type Course } from './education.entity.ts';
import { presentCourse } from './education.presenter.ts';
import { findOwnTeacher, teacherNames, listCourses, type CourseRow } from './education.repository.ts';
import { EDUCATION_MESSAGES, createCourse, loadManagedCourse, updateCourse } from './education.service.ts';

const endpoints = educationContract.endpoints;

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
 * Method, path, access, schemas, statuses and headers are the contract's (shared/education/contract.ts, decision 182):
 * this file adds the handlers and their middleware.
 */
export function courseRoutes({ orm, clock }: ModuleDeps): RouteDef[] {
  return [
    bindRoute(endpoints.courses, {
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
    bindRoute(endpoints.course, {
      async handler(ctx, { params, user }) {
        const course = (await ctx.state.em.findOne(CourseSchema, { id: params.id, ...activeOwner(user, 'teacher.owner') }, { populate: ['teacher'] })) as Course | null;
        if (!course) throw notFound(EDUCATION_MESSAGES.noCourse);
        return presentCourse(course, infoOf(course.teacher), user);
      },
    }),
    bindRoute(endpoints.createCourse, {
      use: [idempotency(orm)],
      async handler(ctx, { body }) {
        const user = currentUser(ctx);
        const { course, teacher } = await createCourse(ctx.state.em, user, body);
        ctx.status = 201;
        ctx.set('Location', fillPath(endpoints.course.path, { id: course.id }));
        return presentCourse(course, infoOf(teacher), user);
      },
    }),
    bindRoute(endpoints.updateCourse, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const { course, teacher } = await loadManagedCourse(ctx.state.em, params.id, user);
        await updateCourse(ctx.state.em, course, body);
        return presentCourse(course, infoOf(teacher), user);
      },
    }),
    bindRoute(endpoints.deleteCourse, {
      async handler(ctx, { params }) {
        const { course } = await loadManagedCourse(ctx.state.em, params.id, currentUser(ctx));
        ctx.state.em.remove(course);
        await ctx.state.em.flush();
        return { message: 'Course deleted successfully' };
      },
    }),
  ];
}
