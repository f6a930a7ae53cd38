import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TeacherForm } from '../../features/education/components/teacher-form.tsx';
import { loadEducationCatalog } from '../../features/education/catalog.ts';

/** /become-teacher (issue 17 item 3): register as a teacher, or edit / delete one's profile; guests see the login prompt. */
export const Route = createFileRoute('/_page/become-teacher')({
  loader: loadEducationCatalog,
  staticData: { back: { to: '/education', label: msg`Education` } },
  component: () => (
    <div className="container container--narrow education">
      <TeacherForm />
    </div>
  ),
});
