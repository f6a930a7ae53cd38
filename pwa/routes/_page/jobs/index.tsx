import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { JobListPage } from '../../../features/jobs/components/job-list-page.tsx';
import { loadJobsCatalog } from '../../../features/jobs/catalog.ts';

export const Route = createFileRoute('/_page/jobs/')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: () => (
    <div className="container jobs">
      <JobListPage />
    </div>
  ),
});
