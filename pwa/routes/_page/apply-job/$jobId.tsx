import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ApplyForm } from '../../../features/jobs/components/apply-form.tsx';
import { loadJobsCatalog } from '../../../features/jobs/catalog.ts';

export const Route = createFileRoute('/_page/apply-job/$jobId')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/jobs', label: msg`All jobs` } },
  component: ApplyPage,
});

/** /apply-job/$jobId (spec 001 §2 Apply). */
function ApplyPage() {
  const { jobId } = Route.useParams();
  return (
    <div className="container jobs">
      <ApplyForm jobId={jobId} />
    </div>
  );
}
