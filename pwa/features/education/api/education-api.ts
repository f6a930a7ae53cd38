import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseListQuery, CreateCourseBody, CreateTeacherBody, TeacherListQuery, UpdateCourseBody, UpdateTeacherBody } from '#shared/schemas/education.ts';
import type { Course, Teacher, TeacherDetail } from '#shared/schemas/education-responses.ts';
import type { PaymentCreated } from '#shared/schemas/payment-responses.ts';
import { apiJson, apiRequest, ApiRequestError, messageResponse } from '../../../lib/api/client.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList, type OfflineListDefinition } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { COURSE_OUTBOX_KIND, TEACHER_OUTBOX_KIND } from './keys.ts';

/** Query key of everything education (lists, details, the member's own profile). */
export const EDUCATION_KEY = ['education'] as const;
/** Query key of GET /api/subscription/education/status. */
export const EDUCATION_STATUS_KEY = ['education', 'subscription'] as const;

/** The list filters as text from the inputs; empty means "any". Money filters in pence. */
export type TeacherFilters = Partial<Record<Exclude<keyof TeacherListQuery, 'limit' | 'cursor'>, string>>;
export type CourseFilters = Partial<Record<Exclude<keyof CourseListQuery, 'limit' | 'cursor'>, string>>;

/**
 * The education response schemas, loaded beside the first request that needs them: the code of /education,
 * /subscription and the teacher and course forms carries no `zod/mini` for them (issue 10 item 3; docs/decisions/144,
 * 145).
 */
const schemas = () => import('#shared/schemas/education-responses.ts');
/** The payment response schemas (the education subscription's status and first payment), loaded the same way. */
const paymentSchemas = () => import('#shared/schemas/payment-responses.ts');

const query = (filters: Record<string, string | undefined>, cursor?: string) => {
  const params = new URLSearchParams({ limit: '20' });
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
};

/** GET /api/teachers — one page, newest first (or best matches for a search). @throws ApiRequestError; TypeError offline. */
export const fetchTeachers = (filters: TeacherFilters, cursor?: string) => apiJson(() => schemas().then((m) => m.teacherListSchema), 'GET', `/api/teachers?${query(filters, cursor)}`);
/** GET /api/courses — one page. @throws ApiRequestError; TypeError offline. */
export const fetchCourses = (filters: CourseFilters, cursor?: string) => apiJson(() => schemas().then((m) => m.courseListSchema), 'GET', `/api/courses?${query(filters, cursor)}`);

/** Saved on the device without the phone (an entitlement of the viewer, not of the phone: decision 071). */
const teacherToCache = (t: Teacher): Teacher => ({ ...t, phone: null, contactHidden: true });

/** The unfiltered teacher list's offline registration (decision 007). */
export const teachersList = defineOfflineList<Teacher>({
  name: 'education-teachers',
  queryKey: [...EDUCATION_KEY, 'teachers'],
  fetchPage: async (cursor) => {
    const page = await fetchTeachers({}, cursor);
    return { ...page, total: page.total ?? page.items.length };
  },
  getId: (t) => t.id,
  toCache: teacherToCache,
  forOtherViewer: (t) => ({ ...t, canManage: false }),
});

/** The unfiltered course list's offline registration. */
export const coursesList = defineOfflineList<Course>({
  name: 'education-courses',
  queryKey: [...EDUCATION_KEY, 'courses'],
  fetchPage: async (cursor) => {
    const page = await fetchCourses({}, cursor);
    return { ...page, total: page.total ?? page.items.length };
  },
  getId: (c) => c.id,
  forOtherViewer: (c) => ({ ...c, canManage: false }),
});

/** A list: unfiltered from the offline list; filtered from the server, pages on demand. */
function useFiltered<Row, F extends Record<string, string | undefined>>(list: Required<OfflineListDefinition<Row>>, key: string, filters: F, fetch: (f: F, cursor?: string) => Promise<{ items: Row[]; nextCursor: string | null }>) {
  const filtered = Object.values(filters).some(Boolean);
  const offline = useOfflineList(list);
  const server = useInfiniteQuery({
    queryKey: [...EDUCATION_KEY, key, 'filtered', filters],
    queryFn: ({ pageParam }) => fetch(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  return { filtered, offline, server };
}

export const useTeachers = (filters: TeacherFilters) => useFiltered<Teacher, TeacherFilters>(teachersList, 'teachers', filters, fetchTeachers);
export const useCourses = (filters: CourseFilters) => useFiltered<Course, CourseFilters>(coursesList, 'courses', filters, fetchCourses);

/** GET /api/teachers/:id. @throws ApiRequestError 404. */
export const fetchTeacher = (id: string) => apiJson(() => schemas().then((m) => m.teacherDetailSchema), 'GET', `/api/teachers/${encodeURIComponent(id)}`);
/** An opened teacher page opens offline (decision 062), saved without the phone. */
export const teacherItem = defineOfflineItem<TeacherDetail>({
  name: 'education-teacher',
  queryKey: (id) => [...EDUCATION_KEY, 'teacher', id],
  fetchItem: fetchTeacher,
  toCache: (t) => ({ ...t, phone: null, contactHidden: true }),
});
export const useTeacher = (id: string) => useOfflineItem(teacherItem, id);

/** GET /api/courses/:id. @throws ApiRequestError 404. */
export const fetchCourse = (id: string) => apiJson(() => schemas().then((m) => m.courseSchema), 'GET', `/api/courses/${encodeURIComponent(id)}`);
/** An opened course, or one seen in the list, opens offline. */
export const courseItem = defineOfflineItem<Course>({ name: 'education-course', queryKey: (id) => [...EDUCATION_KEY, 'course', id], fetchItem: fetchCourse, list: coursesList });
export const useCourse = (id: string) => useOfflineItem(courseItem, id);

/** GET /api/my/teacher-profile — the member's own profile with courses, or null when they have none (204). */
export function useMyTeacher(enabled: boolean) {
  return useQuery({
    queryKey: [...EDUCATION_KEY, 'mine'],
    enabled,
    queryFn: async () => {
      const [res, { teacherDetailSchema }] = await Promise.all([apiRequest('GET', '/api/my/teacher-profile'), schemas()]);
      return res.status === 204 ? null : teacherDetailSchema.parse(await res.json());
    },
  });
}

/**
 * GET /api/courses?mine=1 — the member's own courses, keyset pages of 20 (decision 179): the server finds the teacher
 * from the session, and answers an empty page to a member without a teacher profile.
 */
export function useMyCourses(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...EDUCATION_KEY, 'courses', 'mine'],
    queryFn: ({ pageParam }) => fetchCourses({ mine: '1' }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** Refreshes every education list and page after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: EDUCATION_KEY });
}

/** POST /api/teachers through the outbox (sent now, or kept and delivered once). */
export function useCreateTeacher() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateTeacherBody) => submitThroughOutbox(TEACHER_OUTBOX_KIND, '/api/teachers', body, async (v) => (await schemas()).teacherSchema.parse(v)), networkMode: 'always', onSuccess: refresh });
}
/** PATCH /api/teachers/:id. */
export function useUpdateTeacher(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: UpdateTeacherBody) => apiJson(() => schemas().then((m) => m.teacherSchema), 'PATCH', `/api/teachers/${encodeURIComponent(id)}`, body), onSuccess: refresh });
}
/** DELETE /api/teachers/:id (its courses go too). */
export function useDeleteTeacher() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiJson(messageResponse, 'DELETE', `/api/teachers/${encodeURIComponent(id)}`), onSuccess: refresh });
}
/** POST /api/courses through the outbox. */
export function useCreateCourse() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateCourseBody) => submitThroughOutbox(COURSE_OUTBOX_KIND, '/api/courses', body, async (v) => (await schemas()).courseSchema.parse(v)), networkMode: 'always', onSuccess: refresh });
}
/** PATCH /api/courses/:id. */
export function useUpdateCourse(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: UpdateCourseBody) => apiJson(() => schemas().then((m) => m.courseSchema), 'PATCH', `/api/courses/${encodeURIComponent(id)}`, body), onSuccess: refresh });
}
/** DELETE /api/courses/:id. */
export function useDeleteCourse() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiJson(messageResponse, 'DELETE', `/api/courses/${encodeURIComponent(id)}`), onSuccess: refresh });
}

/** GET /api/subscription/education/status — members only. */
export function useEducationStatus() {
  const { data: user } = useCurrentUser();
  return useQuery({ queryKey: EDUCATION_STATUS_KEY, enabled: Boolean(user), queryFn: () => apiJson(() => paymentSchemas().then((m) => m.subscriptionStatusSchema), 'GET', '/api/subscription/education/status') });
}
/** POST /api/subscription/education/create — the £2/month education subscription's first payment secret. */
export const createEducationSubscription = (): Promise<PaymentCreated> => apiJson(() => paymentSchemas().then((m) => m.paymentCreatedSchema), 'POST', '/api/subscription/education/create');
/** DELETE /api/subscription/education/cancel — ends at the period end. */
export const cancelEducationSubscription = () => apiJson(() => paymentSchemas().then((m) => m.subscriptionStatusSchema), 'DELETE', '/api/subscription/education/cancel');
