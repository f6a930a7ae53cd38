import '../education.css';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import { COURSE_LEVELS, EDUCATION_CATEGORIES, EDUCATION_SUBJECTS, TEACHING_LANGUAGES } from '#shared/education/constants.ts';
import type { Course, Teacher } from '#shared/education/responses.ts';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCourses, useMyTeacher, useTeachers, type CourseFilters, type TeacherFilters } from '../api/education-api.ts';
import { CATEGORY_LABELS, LANGUAGE_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '../labels.ts';
import { CourseCard, TeacherCard } from './cards.tsx';
import { MyCourses } from './my-courses.tsx';
import { EducationSubscriptionPanel } from './subscription-panel.tsx';

/** A select of codes with their labels; "" = any. */
function FilterSelect({ label, any, value, values, labels, onChange }: { label: string; any: string; value?: string; values: readonly string[]; labels: Record<string, MessageDescriptor>; onChange: (v?: string) => void }) {
  const { i18n } = useLingui();
  return (
    <select className="input" aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">{any}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {i18n._(labels[v]!)}
        </option>
      ))}
    </select>
  );
}

/** Pounds typed in a filter → pence text for the query ("" when blank or not a number). */
const poundsToPenceText = (v: string) => (v.trim() && Number.isFinite(Number(v)) && Number(v) >= 0 ? String(Math.round(Number(v) * 100)) : undefined);

/** Saved rows matching the filters (offline): codes equal, money at most, search words contained. */
function matchesTeacher(t: Teacher, f: TeacherFilters) {
  const words = `${t.name} ${t.bio} ${t.city ?? ''}`.toLocaleLowerCase();
  return (!f.category || t.categories.includes(f.category as never)) && (!f.subject || t.subjects.includes(f.subject as never)) && (!f.language || t.languages.includes(f.language as never)) && (!f.maxHourlyRatePence || t.hourlyRatePence <= Number(f.maxHourlyRatePence)) && (!f.search || words.includes(f.search.toLocaleLowerCase()));
}
function matchesCourse(c: Course, f: CourseFilters) {
  const words = `${c.title} ${c.description} ${c.teacherName}`.toLocaleLowerCase();
  return (['category', 'subject', 'level', 'language'] as const).every((k) => !f[k] || c[k] === f[k]) && (!f.maxPricePence || c.pricePence <= Number(f.maxPricePence)) && (!f.search || words.includes(f.search.toLocaleLowerCase()));
}

/** Rows of a list: the server's filtered pages, or the saved list (offline, or unfiltered), with load-more. */
function ListView<Row extends { id: string }>({ state, matches, filters, render, empty }: {
  state: ReturnType<typeof useTeachers> | ReturnType<typeof useCourses>;
  matches: (row: Row) => boolean;
  filters: object;
  render: (row: Row) => React.ReactNode;
  empty: React.ReactNode;
}) {
  const { filtered, offline, server } = state as unknown as { filtered: boolean; offline: { rows: Row[]; isLoading: boolean; query: { isError: boolean; error: unknown; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }; server: { data?: { pages: { items: Row[] }[] }; isError: boolean; isPending: boolean; error: unknown; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } };
  void filters;
  const serverRows = server.data?.pages.flatMap((p) => p.items);
  const badFilter = server.error instanceof ApiRequestError && server.error.status === 400;
  const useSaved = !filtered || (server.isError && !serverRows && !badFilter);
  const rows = useSaved ? offline.rows.filter(matches) : (serverRows ?? []);
  const loading = useSaved ? offline.isLoading : server.isPending;
  const failed = useSaved ? offline.query.isError && offline.rows.length === 0 : server.isError;
  const more = useSaved ? offline.query : server;
  if (loading) return <p role="status" aria-busy="true"><Trans>Loading…</Trans></p>;
  if (failed) return <p className="empty-state" role="alert">{describeError(useSaved ? offline.query.error : server.error, msg`Failed to load the list`)}</p>;
  return (
    <>
      {rows.length === 0 ? <p className="empty-state">{empty}</p> : <ul className="education-list" role="list">{rows.map(render)}</ul>}
      {more.hasNextPage && (
        <button type="button" className="btn btn--secondary" onClick={() => void more.fetchNextPage()} disabled={more.isFetchingNextPage}>
          {more.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
    </>
  );
}

/**
 * /education (spec 000 §2 Education platform): Teachers and Courses tabs with filters (category,
 * subject, language, level, max price in pounds, search), "Become a teacher" and "Create course", and the £2/month
 * education subscription. Lists render from the device when offline. `mine` (the page's `?mine=1`, the site menu's
 * "My courses"): a member sees their own courses instead of the tabs (decision 179).
 */
export function EducationPage({ mine: mineAsked = false }: { mine?: boolean }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'teachers' | 'courses'>('teachers');
  const [teacherFilters, setTeacherFilters] = useState<TeacherFilters>({});
  const [courseFilters, setCourseFilters] = useState<CourseFilters>({});
  const [search, setSearch] = useState('');
  const [maxPounds, setMaxPounds] = useState('');
  const teachers = useTeachers(teacherFilters);
  const courses = useCourses(courseFilters);
  const setT = (key: keyof TeacherFilters) => (v?: string) => setTeacherFilters((f) => ({ ...f, [key]: v }));
  const setC = (key: keyof CourseFilters) => (v?: string) => setCourseFilters((f) => ({ ...f, [key]: v }));
  const any = t`Any`;
  // A teacher is offered their own page, not "Become a teacher" again (the member's profile, or 204 → null).
  const session = useSession();
  const mine = useMyTeacher(session.status === 'member');
  // Read once hydrated: the pre-rendered page shows everyone's lists, whatever the query (decision 155).
  const showMine = useHydrated() && session.status === 'member' && mineAsked;

  return (
    <div className="education-page">
      <section className="education-hero">
        <h1><Trans>Education</Trans></h1>
        <p><Trans>Find Tamil teachers and courses for every age — Tamil, school subjects, music and business skills, online or nearby.</Trans></p>
        <p className="education-hero__actions">
          {mine.data ? (
            <Link to="/teacher/$teacherId" params={{ teacherId: mine.data.id }} className="btn btn--primary"><Trans>My teacher page</Trans></Link>
          ) : (
            <Link to="/become-teacher" className="btn btn--primary"><Trans>Become a teacher</Trans></Link>
          )}
          <Link to="/create-course" className="btn btn--secondary"><Trans>Create course</Trans></Link>
        </p>
      </section>
      <EducationSubscriptionPanel />
      {showMine ? <MyCourses isTeacher={mine.isSuccess ? mine.data !== null : undefined} /> : <>
      <div className="education-tabs" role="tablist" aria-label={t`Education`}>
        <button type="button" role="tab" aria-selected={tab === 'teachers'} className={tab === 'teachers' ? 'btn btn--primary' : 'btn btn--secondary'} onClick={() => setTab('teachers')}><Trans>Teachers</Trans></button>
        <button type="button" role="tab" aria-selected={tab === 'courses'} className={tab === 'courses' ? 'btn btn--primary' : 'btn btn--secondary'} onClick={() => setTab('courses')}><Trans>Courses</Trans></button>
      </div>
      <form
        className="card education-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const text = search.trim() || undefined;
          const pence = poundsToPenceText(maxPounds);
          if (tab === 'teachers') setTeacherFilters((f) => ({ ...f, search: text, maxHourlyRatePence: pence }));
          else setCourseFilters((f) => ({ ...f, search: text, maxPricePence: pence }));
        }}
      >
        <input className="input" type="search" aria-label={t`Search`} placeholder={t`Search by name, subject or city`} value={search} onChange={(e) => setSearch(e.target.value)} />
        {tab === 'teachers' ? (
          <>
            <FilterSelect label={t`Category`} any={any} value={teacherFilters.category} values={EDUCATION_CATEGORIES} labels={CATEGORY_LABELS} onChange={setT('category')} />
            <FilterSelect label={t`Subject`} any={any} value={teacherFilters.subject} values={EDUCATION_SUBJECTS} labels={SUBJECT_LABELS} onChange={setT('subject')} />
            <FilterSelect label={t`Teaching language`} any={any} value={teacherFilters.language} values={TEACHING_LANGUAGES} labels={LANGUAGE_LABELS} onChange={setT('language')} />
          </>
        ) : (
          <>
            <FilterSelect label={t`Category`} any={any} value={courseFilters.category} values={EDUCATION_CATEGORIES} labels={CATEGORY_LABELS} onChange={setC('category')} />
            <FilterSelect label={t`Subject`} any={any} value={courseFilters.subject} values={EDUCATION_SUBJECTS} labels={SUBJECT_LABELS} onChange={setC('subject')} />
            <FilterSelect label={t`Level`} any={any} value={courseFilters.level} values={COURSE_LEVELS} labels={LEVEL_LABELS} onChange={setC('level')} />
            <FilterSelect label={t`Teaching language`} any={any} value={courseFilters.language} values={TEACHING_LANGUAGES} labels={LANGUAGE_LABELS} onChange={setC('language')} />
          </>
        )}
        <input className="input" type="number" inputMode="decimal" min={0} step="0.01" aria-label={tab === 'teachers' ? t`Maximum hourly rate (£)` : t`Maximum price (£)`} placeholder={tab === 'teachers' ? t`Max £ per hour` : t`Max price £`} value={maxPounds} onChange={(e) => setMaxPounds(e.target.value)} />
        <button type="submit" className="btn btn--primary"><Trans>Search</Trans></button>
      </form>
      {tab === 'teachers' ? (
        <ListView<Teacher> state={teachers} filters={teacherFilters} matches={(row) => matchesTeacher(row, teacherFilters)} render={(row) => <TeacherCard key={row.id} teacher={row} />} empty={<Trans>No teachers found</Trans>} />
      ) : (
        <ListView<Course> state={courses} filters={courseFilters} matches={(row) => matchesCourse(row, courseFilters)} render={(row) => <CourseCard key={row.id} course={row} />} empty={<Trans>No courses found</Trans>} />
      )}
      </>}
    </div>
  );
}
