import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MemberOnly } from '../../components/ui/member-only.tsx';
import { loadEducationCatalog } from '../../features/education/catalog.ts';

/** The screen's own chunk, fetched once the visitor is known to be a member (components/ui/member-only.tsx). */
const loadCourseForm = () => import('../../features/education/components/course-form.tsx').then((m) => m.CourseForm);

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
      <MemberOnly title={edit ? <Trans>Edit course</Trans> : <Trans>Create course</Trans>} load={loadCourseForm} props={{ editId: edit }} />
    </div>
  );
}
