import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { EmployerDashboard } from '../../features/jobs/components/employer-dashboard.tsx';
import { loadJobsCatalog } from '../../features/jobs/catalog.ts';

/** /employer-dashboard (spec 001 §2); guests see "Login Required" in the page. */
export const Route = createFileRoute('/_page/employer-dashboard')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/jobs', label: msg`All jobs` } },
  component: () => (
    <div className="container jobs">
      <EmployerDashboard />
    </div>
  ),
});
