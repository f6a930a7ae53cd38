import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { JobListPage } from '../../../features/jobs/components/job-list-page.tsx';

export const Route = createFileRoute('/_page/jobs/')({
  staticData: { back: { to: '/', label: msg`Back to home` } },
  component: () => (
    <div className="container jobs">
      <JobListPage />
    </div>
  ),
});
