import type { EntityManager } from '@mikro-orm/core';
import type { CourseListQuery, TeacherListQuery } from '#shared/education/schemas.ts';
import { cachedListTotal } from '../../lib/pagination/list-total.ts';
import { keysetPage, type KeysetPage } from '../../lib/pagination/keyset.ts';
import { searchPage } from '../../lib/search/page.ts';
import { activeOwner, type ContentViewer } from '../../lib/visibility/active-owner.ts';
import { CourseSchema, TeacherProfileSchema, type Course, type TeacherProfile } from './education.entity.ts';

/** Columns a listed teacher needs (everything but the search columns and `updatedAt`). */
export const TEACHER_FIELDS = [
  'id', 'createdAt', 'owner', 'name', 'phone', 'bio', 'experience', 'hourlyRatePence', 'categories', 'subjects', 'languages',
  'lessonModes', 'city', 'timeZone', 'availability', 'ratingCount', 'ratingTotal',
] as const satisfies readonly (keyof TeacherProfile)[];
/** A listed teacher as read for presenting (plain row; the owner as `{ id }`). An entity is also a TeacherRow. */
export type TeacherRow = Pick<TeacherProfile, Exclude<(typeof TEACHER_FIELDS)[number], 'owner'>> & { owner: { id: string } };

/** Columns a listed course needs. */
export const COURSE_FIELDS = [
  'id', 'createdAt', 'teacher', 'title', 'description', 'category', 'subject', 'level', 'language', 'pricePence', 'durationHours', 'maxStudents',
] as const satisfies readonly (keyof Course)[];
/** A listed course as read for presenting (the teacher as `{ id }`). */
export type CourseRow = Pick<Course, Exclude<(typeof COURSE_FIELDS)[number], 'teacher'>> & { teacher: { id: string } };

/** A list page with the filtered count (null for a search: decision 040). */
type ListPage<Row> = KeysetPage<Row> & { total: number | null };

/**
 * One page through the shared helpers: newest first on the keyset helper (with the cached filtered count), or —
 * with `search` — best matches first through the shared search, under the same `where`.
 */
async function listPage<Row extends { id: string; createdAt: Date }>(
  em: EntityManager,
  entity: typeof TeacherProfileSchema | typeof CourseSchema,
  read: { fields: readonly (keyof Row & string)[]; references: readonly (keyof Row & string)[]; where: Record<string, unknown>; limit: number; cursor?: string | undefined },
  search: string | undefined,
  now: Date,
): Promise<ListPage<Row>> {
  if (search && search.trim() !== '') {
    const page = await searchPage<Row>(em, entity, { ...read, query: search });
    return { items: page.items, nextCursor: page.nextCursor, total: null };
  }
  const [page, total] = await Promise.all([keysetPage<Row>(em, entity, read), cachedListTotal(em, entity, read.where, now.getTime())]);
  return { ...page, total };
}

/**
 * One page of teachers (issue 17 item 1): every profile is public but a suspended member's (decision 165); filters are `categories @> {category}`,
 * `subjects @> {subject}`, `languages @> {language}` and `hourly_rate_pence <= maxHourlyRatePence`; `search` over
 * name, subjects, city and bio.
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export function listTeachers(em: EntityManager, query: TeacherListQuery, now: Date): Promise<ListPage<TeacherRow>> {
  const where: Record<string, unknown> = { ...activeOwner(null) };
  if (query.category) where.categories = { $contains: [query.category] };
  if (query.subject) where.subjects = { $contains: [query.subject] };
  if (query.language) where.languages = { $contains: [query.language] };
  if (query.maxHourlyRatePence !== undefined) where.hourlyRatePence = { $lte: query.maxHourlyRatePence };
  const read = { fields: TEACHER_FIELDS, references: ['owner'] as const, where, limit: query.limit, cursor: query.cursor };
  return listPage<TeacherRow>(em, TeacherProfileSchema, read, query.search, now);
}

/**
 * One page of courses (issue 17 item 1): category, subject, level, language equal; `price_pence <= maxPricePence`;
 * `search` over title, subject and description. `teacherId` limits it to one teacher's courses. A suspended
 * teacher's courses are left out (decision 165).
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export function listCourses(em: EntityManager, query: CourseListQuery & { teacherId?: string }, now: Date): Promise<ListPage<CourseRow>> {
  const where: Record<string, unknown> = { ...activeOwner(null, 'teacher.owner') };
  for (const key of ['category', 'subject', 'level', 'language'] as const) if (query[key]) where[key] = query[key];
  if (query.maxPricePence !== undefined) where.pricePence = { $lte: query.maxPricePence };
  if (query.teacherId) where.teacher = query.teacherId;
  const read = { fields: COURSE_FIELDS, references: ['teacher'] as const, where, limit: query.limit, cursor: query.cursor };
  return listPage<CourseRow>(em, CourseSchema, read, query.search, now);
}

/** The names of the teachers `ids`, by id, in one query (for course rows). */
export async function teacherNames(em: EntityManager, ids: readonly string[]): Promise<Map<string, { name: string; ownerId: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await em.find(TeacherProfileSchema, { id: { $in: [...new Set(ids)] } }, { fields: ['id', 'name', 'owner'] });
  return new Map(rows.map((row) => [row.id, { name: row.name, ownerId: row.owner.id }]));
}

/**
 * The teacher profile `id`, or null; null for a suspended member's profile for every `viewer` but the admin
 * (decision 165; none given = a guest, as for the `teacher` contact source).
 */
export const findTeacher = (em: EntityManager, id: string, viewer?: ContentViewer) =>
  em.findOne(TeacherProfileSchema, { id, ...activeOwner(viewer) }) as Promise<TeacherProfile | null>;

/** The member's own teacher profile, or null. */
export const findOwnTeacher = (em: EntityManager, userId: string) => em.findOne(TeacherProfileSchema, { owner: userId }) as Promise<TeacherProfile | null>;
