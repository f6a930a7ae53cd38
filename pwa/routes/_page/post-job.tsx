import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PostJobForm } from '../../features/jobs/components/post-job-form.tsx';
import { loadJobsCatalog } from '../../features/jobs/catalog.ts';

/** /post-job (spec 001 §2 Post job); guests see "Login Required" in the page. */
export const Route = createFileRoute('/_page/post-job')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/jobs', label: msg`All jobs` } },
  component: () => (
    <div className="container container--narrow jobs">
      <PostJobForm />
    </div>
  ),
});
