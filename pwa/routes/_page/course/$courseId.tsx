import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CourseDetail } from '../../../features/education/components/course-detail.tsx';
import { loadEducationCatalog } from '../../../features/education/catalog.ts';

export const Route = createFileRoute('/_page/course/$courseId')({
  loader: loadEducationCatalog,
  staticData: { back: { to: '/education', label: msg`All courses` } },
  component: CoursePage,
});

/** /course/$courseId (issue 17 item 3): a course's page; opens offline when seen before. */
function CoursePage() {
  const { courseId } = Route.useParams();
  return (
    <div className="container container--narrow education">
      <CourseDetail id={courseId} />
    </div>
  );
}
