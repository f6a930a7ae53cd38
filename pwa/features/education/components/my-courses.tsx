import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useMyCourses } from '../api/education-api.ts';
import { CourseCard } from './cards.tsx';

/**
 * "My courses" (decision 179), the section /education?mine=1 shows a member instead of everyone's lists: the courses
 * of their own teacher profile, each opening its page (where its teacher edits or deletes it), with "Create course"
 * and the way back to every course. `isTeacher`: whether the member has a teacher profile (GET
 * /api/my/teacher-profile); without one the section says how to become a teacher. A learner's side is the education
 * subscription panel above it: the platform has no enrolment in a course (spec 000 §2 Education platform).
 */
export function MyCourses({ isTeacher }: { isTeacher: boolean | undefined }) {
  const courses = useMyCourses(true);
  const rows = courses.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="education-mine" aria-labelledby="my-courses">
      <h2 id="my-courses">
        <Trans>My courses</Trans>
      </h2>
      {courses.isPending ? (
        <p role="status" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : courses.isError ? (
        <p className="empty-state" role="alert">
          {describeError(courses.error, msg`Failed to load the list`)}
        </p>
      ) : rows.length === 0 ? (
        <p className="empty-state">
          {isTeacher === false ? <Trans>You are not registered as a teacher yet. Register first, then create your courses.</Trans> : <Trans>You have not created a course yet.</Trans>}
        </p>
      ) : (
        <ul className="education-list" role="list">
          {rows.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
      {courses.hasNextPage && (
        <button type="button" className="btn btn--secondary" onClick={() => void courses.fetchNextPage()} disabled={courses.isFetchingNextPage}>
          {courses.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
      <p className="education-hero__actions">
        {isTeacher === false ? (
          <Link to="/become-teacher" className="btn btn--primary">
            <Trans>Become a teacher</Trans>
          </Link>
        ) : (
          <Link to="/create-course" className="btn btn--primary">
            <Trans>Create course</Trans>
          </Link>
        )}
        <Link to="/education" className="btn btn--secondary">
          <Trans>All teachers and courses</Trans>
        </Link>
      </p>
    </section>
  );
}
