import { fillPath } from '#shared/contracts/contract.ts';
import { educationContract } from '#shared/education/contract.ts';
import type { TeacherDetail } from '#shared/education/schemas.ts';
import { PAGE_SIZE_MAX } from '#shared/constants.ts';
import type { EntityManager } from '@mikro-orm/core';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { idempotency } from '../../http/idempotency.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { loadContactAccess, type ContactAccess, type ContactViewer } from '../payments/entitlement.service.ts';
import type { TeacherProfile } from './education.entity.ts';
import { presentCourse, presentTeacher } from './education.presenter.ts';
import { findOwnTeacher, findTeacher, listCourses, listTeachers } from './education.repository.ts';
import { EDUCATION_MESSAGES, createReview, createTeacher, deleteTeacher, latestReviews, loadManagedTeacher, recordTeacherContact, updateTeacher } from './education.service.ts';

const endpoints = educationContract.endpoints;

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
 * Method, path, access, schemas, statuses and headers are the contract's (shared/education/contract.ts, decision 182):
 * this file adds the handlers and their middleware.
 */
export function teacherRoutes({ orm, clock }: ModuleDeps): RouteDef[] {
  return [
    bindRoute(endpoints.teachers, {
      async handler(ctx, { query, user }) {
        const em = ctx.state.em;
        const [page, access] = await Promise.all([listTeachers(em, query, clock.now()), loadContactAccess(em, user, clock.now())]);
        return { items: page.items.map((t) => presentTeacher(t, user, access)), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(endpoints.teacher, {
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
    bindRoute(endpoints.myTeacher, {
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
    bindRoute(endpoints.createTeacher, {
      use: [idempotency(orm)],
      async handler(ctx, { body }) {
        const owner = currentUser(ctx);
        const teacher = await createTeacher(ctx.state.em, owner, body);
        ctx.status = 201;
        ctx.set('Location', fillPath(endpoints.teacher.path, { id: teacher.id }));
        return presentTeacher(teacher, owner, await loadContactAccess(ctx.state.em, owner, clock.now()));
      },
    }),
    bindRoute(endpoints.updateTeacher, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const teacher = await loadManagedTeacher(ctx.state.em, params.id, user);
        await updateTeacher(ctx.state.em, teacher, body);
        return presentTeacher(teacher, user, await loadContactAccess(ctx.state.em, user, clock.now()));
      },
    }),
    bindRoute(endpoints.deleteTeacher, {
      async handler(ctx, { params }) {
        const teacher = await loadManagedTeacher(ctx.state.em, params.id, currentUser(ctx));
        await deleteTeacher(ctx.state.em, teacher);
        return { message: 'Teacher profile deleted successfully' };
      },
    }),
    bindRoute(endpoints.reviewTeacher, {
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
