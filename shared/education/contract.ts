import { EDUCATION_CONTRACT_NAME } from './constants.ts';
import {
  courseListQuerySchema, courseListSchema, courseSchema, createCourseBodySchema, createReviewBodySchema, createTeacherBodySchema, teacherDetailSchema,
  teacherListQuerySchema, teacherListSchema, teacherReviewSchema, teacherSchema, updateCourseBodySchema, updateTeacherBodySchema,
} from './schemas.ts';
import { messageSchema } from '../schemas/page.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';
import { idParams } from '../contracts/params.ts';

const NOT_YOUR_COURSE = 'Not your course (`not_own_content`)';
const NOT_YOUR_PROFILE = 'Not your profile (`not_own_content`)';

/**
 * The education marketplace contract (spec 000 §2 Education platform, §3 Teacher profile / Course, §5, §8;
 * docs/decisions/179, 182). Every teacher profile and course is public; the teacher's `phone` reaches
 * only the teacher, the admin and members with the £2/month education subscription. Someone else's profile or course
 * cannot be changed: 403 `not_own_content` (they are public, so nothing is hidden by a 404). Money in integer pence
 * (GBP), durations in hours, experience in years.
 */
export const educationContract = defineContract(EDUCATION_CONTRACT_NAME, {
  teachers: endpoint({
    method: 'GET',
    path: '/api/teachers',
    access: 'public',
    summary: 'Teachers, newest first (keyset pages); category, subject, language, max hourly rate (pence) and search',
    description: 'With `search`, best matches first and `total` null. `phone` is null (and `contactHidden` true) unless the viewer has the education subscription.',
    query: teacherListQuerySchema,
    responses: { 200: teacherListSchema },
  }),
  teacher: endpoint({
    method: 'GET',
    path: '/api/teachers/:id',
    access: 'public',
    summary: 'One teacher with their courses and latest reviews',
    params: idParams,
    responses: { 200: teacherDetailSchema },
  }),
  myTeacher: endpoint({
    method: 'GET',
    path: '/api/my/teacher-profile',
    access: 'member',
    summary: "The caller's own teacher profile with courses (204 when they have none)",
    responses: { 200: teacherDetailSchema, 204: null },
  }),
  createTeacher: endpoint({
    method: 'POST',
    path: '/api/teachers',
    access: 'member',
    summary: 'Register as a teacher (one profile per member)',
    body: createTeacherBodySchema,
    responses: { 201: teacherSchema },
    errors: { 409: 'Profile already exists (`profile_exists`)' },
    idempotent: true,
    location: true,
  }),
  updateTeacher: endpoint({
    method: 'PATCH',
    path: '/api/teachers/:id',
    access: 'member',
    summary: "Edit one's teacher profile (the teacher or the admin; others 403)",
    params: idParams,
    body: updateTeacherBodySchema,
    responses: { 200: teacherSchema },
    errors: { 403: NOT_YOUR_PROFILE },
  }),
  deleteTeacher: endpoint({
    method: 'DELETE',
    path: '/api/teachers/:id',
    access: 'member',
    summary: 'Delete a teacher profile with its courses and reviews (the teacher or the admin; others 403)',
    params: idParams,
    responses: { 200: messageSchema },
    errors: { 403: NOT_YOUR_PROFILE },
  }),
  reviewTeacher: endpoint({
    method: 'POST',
    path: '/api/teachers/:id/reviews',
    access: 'member',
    summary: "Review a teacher (education subscribers who opened the teacher's contact; once per member and teacher)",
    params: idParams,
    body: createReviewBodySchema,
    responses: { 201: teacherReviewSchema },
    errors: { 403: 'Not an education subscriber, or the phone was never shown (`education_subscription_required`, `teacher_not_contacted`)', 409: 'Already reviewed, or your own profile (`already_reviewed`, `own_teacher_review`)' },
  }),
  courses: endpoint({
    method: 'GET',
    path: '/api/courses',
    access: 'public',
    summary: 'Courses, newest first (keyset pages); category, subject, level, language, max price (pence) and search',
    description: 'With `search`, best matches first and `total` null. With `mine=1`, only the caller\'s own courses (401 for a guest; an empty page without a teacher profile).',
    query: courseListQuerySchema,
    responses: { 200: courseListSchema },
    errors: { 401: '`mine=1` from a guest (`unauthorized`)' },
  }),
  course: endpoint({
    method: 'GET',
    path: '/api/courses/:id',
    access: 'public',
    summary: 'One course',
    params: idParams,
    responses: { 200: courseSchema },
  }),
  createCourse: endpoint({
    method: 'POST',
    path: '/api/courses',
    access: 'member',
    summary: "Create a course of the caller's teacher profile",
    body: createCourseBodySchema,
    responses: { 201: courseSchema },
    errors: { 403: 'No teacher profile yet (`teacher_profile_required`)' },
    idempotent: true,
    location: true,
  }),
  updateCourse: endpoint({
    method: 'PATCH',
    path: '/api/courses/:id',
    access: 'member',
    summary: "Edit one's course (its teacher or the admin; others 403)",
    params: idParams,
    body: updateCourseBodySchema,
    responses: { 200: courseSchema },
    errors: { 403: NOT_YOUR_COURSE },
  }),
  deleteCourse: endpoint({
    method: 'DELETE',
    path: '/api/courses/:id',
    access: 'member',
    summary: 'Delete a course (its teacher or the admin; others 403)',
    params: idParams,
    responses: { 200: messageSchema },
    errors: { 403: NOT_YOUR_COURSE },
  }),
});
