import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MemberOnly } from '../../components/ui/member-only.tsx';
import { loadEducationCatalog } from '../../features/education/catalog.ts';

/** The screen's own chunk, fetched once the visitor is known to be a member (components/ui/member-only.tsx). */
const loadTeacherForm = () => import('../../features/education/components/teacher-form.tsx').then((m) => m.TeacherForm);

/** /become-teacher (issue 17 item 3): register as a teacher, or edit / delete one's profile; guests see the login prompt. */
export const Route = createFileRoute('/_page/become-teacher')({
  loader: loadEducationCatalog,
  staticData: { back: { to: '/education', label: msg`Education` } },
  component: () => (
    <div className="container container--narrow education">
      <MemberOnly title={<Trans>Become a teacher</Trans>} load={loadTeacherForm} props={{}} />
    </div>
  ),
});
