import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, EndpointInput } from '#shared/contracts/contract.ts';
import type { educationContract } from '#shared/education/contract.ts';
import { EDUCATION_CONTRACT_NAME } from '#shared/education/constants.ts';
import type { Course, Teacher, TeacherDetail } from '#shared/education/responses.ts';
import type { PaymentCreated } from '#shared/payments/responses.ts';
import { apiRequest, ApiRequestError } from '../../../lib/api/client.ts';
import { callEndpoint, endpointKey, endpointRef, endpointUrl, lazyContract, loadEndpoint, successParser, type EndpointRef } from '../../../lib/api/endpoint.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList, type OfflineListDefinition } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { paymentsApi } from '../../../lib/payments/contract.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { COURSE_OUTBOX_KIND, TEACHER_OUTBOX_KIND } from './keys.ts';

/**
 * The education contract (shared/education/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the
 * first request that needs it: the code of /education, /subscription and the teacher and course forms carries no zod
 * for it (docs/decisions/144, 145).
 */
const educationApi = lazyContract<typeof educationContract>(EDUCATION_CONTRACT_NAME, () => import('#shared/education/contract.ts').then((m) => m.educationContract));
type Endpoints = (typeof educationContract)['endpoints'];
const teachers = endpointRef(educationApi, 'teachers');
const teacher = endpointRef(educationApi, 'teacher');
const myTeacher = endpointRef(educationApi, 'myTeacher');
const createTeacher = endpointRef(educationApi, 'createTeacher');
const updateTeacher = endpointRef(educationApi, 'updateTeacher');
const deleteTeacher = endpointRef(educationApi, 'deleteTeacher');
const reviewTeacher = endpointRef(educationApi, 'reviewTeacher');
const courses = endpointRef(educationApi, 'courses');
const course = endpointRef(educationApi, 'course');
const createCourse = endpointRef(educationApi, 'createCourse');
const updateCourse = endpointRef(educationApi, 'updateCourse');
const deleteCourse = endpointRef(educationApi, 'deleteCourse');

/**
 * Query key of everything education (lists, details, the member's own profile): the contract's name, the root of
 * every key `endpointKey` derives from the contract (`['education', 'teachers']`, `['education', 'course', id]`, …).
 */
export const EDUCATION_KEY = [EDUCATION_CONTRACT_NAME] as const;
/** Query key of GET /api/subscription/education/status. */
export const EDUCATION_STATUS_KEY = [...EDUCATION_KEY, 'subscription'] as const;

type TeacherQuery = NonNullable<EndpointInput<Endpoints['teachers']>['query']>;
type CourseQuery = NonNullable<EndpointInput<Endpoints['courses']>['query']>;
/** The list filters as text from the inputs; empty means "any". Money filters in pence. */
export type TeacherFilters = Partial<Record<Exclude<keyof TeacherQuery, 'limit' | 'cursor'>, string>>;
export type CourseFilters = Partial<Record<Exclude<keyof CourseQuery, 'limit' | 'cursor'>, string>>;

/** The education subscription's endpoints, declared by the payments contract (both subscriptions are one template). */
const educationSubscription = {
  status: endpointRef(paymentsApi, 'educationSubscriptionStatus'),
  create: endpointRef(paymentsApi, 'educationSubscriptionCreate'),
  cancel: endpointRef(paymentsApi, 'educationSubscriptionCancel'),
};

/** Rows per page of the lists. */
const PAGE_SIZE = 20;

/**
 * A list's query of `filters`, without the empty ones. The inputs offer the contract's options; the server refuses
 * anything else (400 with `fields`), so the text values stand for its choices here.
 */
const filterQuery = <Q>(filters: Record<string, string | undefined>) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Q;

/** GET /api/teachers — one page, newest first (or best matches for a search). @throws ApiRequestError; TypeError offline. */
export const fetchTeachers = (filters: TeacherFilters, cursor?: string) => callEndpoint(teachers, { query: { limit: PAGE_SIZE, ...filterQuery<TeacherQuery>(filters), cursor } });
/** GET /api/courses — one page. @throws ApiRequestError; TypeError offline. */
export const fetchCourses = (filters: CourseFilters, cursor?: string) => callEndpoint(courses, { query: { limit: PAGE_SIZE, ...filterQuery<CourseQuery>(filters), cursor } });

/** Saved on the device without the phone (an entitlement of the viewer, not of the phone: decision 071). */
const teacherToCache = (t: Teacher): Teacher => ({ ...t, phone: null, contactHidden: true });

/** The unfiltered teacher list's offline registration (decision 007). */
export const teachersList = defineOfflineList<Teacher>({
  name: 'education-teachers',
  queryKey: endpointKey(teachers),
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
  queryKey: endpointKey(courses),
  fetchPage: async (cursor) => {
    const page = await fetchCourses({}, cursor);
    return { ...page, total: page.total ?? page.items.length };
  },
  getId: (c) => c.id,
  forOtherViewer: (c) => ({ ...c, canManage: false }),
});

/** A list: unfiltered from the offline list; filtered from the server (`ref`'s endpoint), pages on demand. */
function useFiltered<Row, F extends Record<string, string | undefined>>(
  list: Required<OfflineListDefinition<Row>>,
  ref: EndpointRef<Contract, string>,
  filters: F,
  fetch: (f: F, cursor?: string) => Promise<{ items: Row[]; nextCursor: string | null }>,
) {
  const filtered = Object.values(filters).some(Boolean);
  const offline = useOfflineList(list);
  const server = useInfiniteQuery({
    queryKey: endpointKey(ref, { query: filterQuery<Record<string, string>>(filters) }),
    queryFn: ({ pageParam }) => fetch(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  return { filtered, offline, server };
}

export const useTeachers = (filters: TeacherFilters) => useFiltered<Teacher, TeacherFilters>(teachersList, teachers, filters, fetchTeachers);
export const useCourses = (filters: CourseFilters) => useFiltered<Course, CourseFilters>(coursesList, courses, filters, fetchCourses);

/** GET /api/teachers/:id. @throws ApiRequestError 404. */
export const fetchTeacher = (id: string) => callEndpoint(teacher, { params: { id } });
/** An opened teacher page opens offline (decision 062), saved without the phone. */
export const teacherItem = defineOfflineItem<TeacherDetail>({
  name: 'education-teacher',
  queryKey: (id) => endpointKey(teacher, { params: { id } }),
  fetchItem: fetchTeacher,
  toCache: (t) => ({ ...t, phone: null, contactHidden: true }),
});
export const useTeacher = (id: string) => useOfflineItem(teacherItem, id);

/** GET /api/courses/:id. @throws ApiRequestError 404. */
export const fetchCourse = (id: string) => callEndpoint(course, { params: { id } });
/** An opened course, or one seen in the list, opens offline. */
export const courseItem = defineOfflineItem<Course>({ name: 'education-course', queryKey: (id) => endpointKey(course, { params: { id } }), fetchItem: fetchCourse, list: coursesList });
export const useCourse = (id: string) => useOfflineItem(courseItem, id);

/** GET /api/my/teacher-profile — the member's own profile with courses, or null when they have none (204). */
export function useMyTeacher(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(myTeacher),
    enabled,
    queryFn: async () => {
      const endpoint = await loadEndpoint(myTeacher);
      const res = await apiRequest(endpoint.method, endpointUrl(endpoint, {}));
      return res.status === 204 ? null : successParser(endpoint)(await res.json());
    },
  });
}

/**
 * GET /api/courses?mine=1 — the member's own courses, keyset pages of 20 (decision 179): the server finds the teacher
 * from the session, and answers an empty page to a member without a teacher profile.
 */
export function useMyCourses(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: endpointKey(courses, { query: { mine: '1' } }),
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
  return useMutation({
    mutationFn: async (body: EndpointInput<Endpoints['createTeacher']>['body']) => {
      const endpoint = await loadEndpoint(createTeacher);
      return submitThroughOutbox(TEACHER_OUTBOX_KIND, endpointUrl(endpoint, { body }), body, successParser(endpoint));
    },
    networkMode: 'always',
    onSuccess: refresh,
  });
}
/** PATCH /api/teachers/:id. */
export function useUpdateTeacher(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: EndpointInput<Endpoints['updateTeacher']>['body']) => callEndpoint(updateTeacher, { params: { id }, body }), onSuccess: refresh });
}
/** DELETE /api/teachers/:id (its courses go too). */
export function useDeleteTeacher() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => callEndpoint(deleteTeacher, { params: { id } }), onSuccess: refresh });
}
/** POST /api/courses through the outbox. */
export function useCreateCourse() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: EndpointInput<Endpoints['createCourse']>['body']) => {
      const endpoint = await loadEndpoint(createCourse);
      return submitThroughOutbox(COURSE_OUTBOX_KIND, endpointUrl(endpoint, { body }), body, successParser(endpoint));
    },
    networkMode: 'always',
    onSuccess: refresh,
  });
}
/** PATCH /api/courses/:id. */
export function useUpdateCourse(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: EndpointInput<Endpoints['updateCourse']>['body']) => callEndpoint(updateCourse, { params: { id }, body }), onSuccess: refresh });
}
/** DELETE /api/courses/:id. */
export function useDeleteCourse() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => callEndpoint(deleteCourse, { params: { id } }), onSuccess: refresh });
}

/**
 * POST /api/teachers/:id/reviews — a subscriber's review (1–5 stars and text); the server decides who may write one.
 * @throws ApiRequestError 403 `education_subscription_required` / `teacher_not_contacted`, 409 `already_reviewed`.
 */
export const sendTeacherReview = (id: string, body: EndpointInput<Endpoints['reviewTeacher']>['body']) => callEndpoint(reviewTeacher, { params: { id }, body });

/** GET /api/subscription/education/status — members only. */
export function useEducationStatus() {
  const { data: user } = useCurrentUser();
  return useQuery({ queryKey: EDUCATION_STATUS_KEY, enabled: Boolean(user), queryFn: () => callEndpoint(educationSubscription.status, {}) });
}
/** POST /api/subscription/education/create — the £2/month education subscription's first payment secret. */
export const createEducationSubscription = (): Promise<PaymentCreated> => callEndpoint(educationSubscription.create, {});
/** DELETE /api/subscription/education/cancel — ends at the period end. */
export const cancelEducationSubscription = () => callEndpoint(educationSubscription.cancel, {});
