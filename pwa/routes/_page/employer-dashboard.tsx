import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MemberOnly } from '../../components/ui/member-only.tsx';
import { loadJobsCatalog } from '../../features/jobs/catalog.ts';

/** The screen's own chunk, fetched once the visitor is known to be a member (components/ui/member-only.tsx). */
const loadEmployerDashboard = () => import('../../features/jobs/components/employer-dashboard.tsx').then((m) => m.EmployerDashboard);

/** /employer-dashboard (spec 001 §2); guests see "Login Required" in the page. */
export const Route = createFileRoute('/_page/employer-dashboard')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/jobs', label: msg`All jobs` } },
  component: () => (
    <div className="container jobs">
      <MemberOnly title={<Trans>Employer dashboard</Trans>} load={loadEmployerDashboard} props={{}} />
    </div>
  ),
});
