import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CourseForm } from '../../features/education/components/course-form.tsx';
import { loadEducationCatalog } from '../../features/education/catalog.ts';

/** ?edit=<course id> opens the course for editing. */
interface CreateCourseSearch {
  edit?: string;
}

/** /create-course (issue 17 item 3): create a course, or edit one (?edit=id); guests see the login prompt. */
export const Route = createFileRoute('/_page/create-course')({
  loader: loadEducationCatalog,
  staticData: { back: { to: '/education', label: msg`Education` } },
  validateSearch: (search: Record<string, unknown>): CreateCourseSearch => (typeof search.edit === 'string' ? { edit: search.edit } : {}),
  component: CreateCoursePage,
});

function CreateCoursePage() {
  const { edit } = Route.useSearch();
  return (
    <div className="container container--narrow education">
      <CourseForm editId={edit} />
    </div>
  );
}
