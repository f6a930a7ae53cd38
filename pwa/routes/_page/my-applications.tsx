import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { MyApplications } from '../../features/jobs/components/my-applications.tsx';
import { loadJobsCatalog } from '../../features/jobs/catalog.ts';

/** /my-applications: the member's applications and their statuses (issue 13). */
export const Route = createFileRoute('/_page/my-applications')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/jobs', label: msg`All jobs` } },
  component: () => (
    <div className="container container--narrow jobs">
      <MyApplications />
    </div>
  ),
});
