import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { JobDetail } from '../../../features/jobs/components/job-detail.tsx';
import { loadJobsCatalog } from '../../../features/jobs/catalog.ts';

export const Route = createFileRoute('/_page/jobs/$jobId')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/jobs', label: msg`All jobs` } },
  component: JobPage,
});

/** /jobs/$jobId (spec 001 §2 Job detail); opens offline when seen before. */
function JobPage() {
  const { jobId } = Route.useParams();
  return (
    <div className="container jobs">
      <JobDetail id={jobId} />
    </div>
  );
}
