import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TeacherDetail } from '../../../features/education/components/teacher-detail.tsx';
import { loadEducationCatalog } from '../../../features/education/catalog.ts';

export const Route = createFileRoute('/_page/teacher/$teacherId')({
  loader: loadEducationCatalog,
  staticData: { back: { to: '/education', label: msg`All teachers` } },
  component: TeacherPage,
});

/** /teacher/$teacherId (issue 17 item 3): a teacher's page; opens offline when seen before. */
function TeacherPage() {
  const { teacherId } = Route.useParams();
  return (
    <div className="container container--narrow education">
      <TeacherDetail id={teacherId} />
    </div>
  );
}
