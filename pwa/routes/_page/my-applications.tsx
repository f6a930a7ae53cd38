import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MemberOnly } from '../../components/ui/member-only.tsx';
import { loadJobsCatalog } from '../../features/jobs/catalog.ts';

/** The screen's own chunk, fetched once the visitor is known to be a member (components/ui/member-only.tsx). */
const loadMyApplications = () => import('../../features/jobs/components/my-applications.tsx').then((m) => m.MyApplications);

/** /my-applications: the member's applications and their statuses (issue 13). */
export const Route = createFileRoute('/_page/my-applications')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/jobs', label: msg`All jobs` } },
  component: () => (
    <div className="container container--narrow jobs">
      <MemberOnly title={<Trans>My applications</Trans>} load={loadMyApplications} props={{}} />
    </div>
  ),
});
