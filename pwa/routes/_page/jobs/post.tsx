import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PostJobForm } from '../../../features/jobs/components/post-job-form.tsx';
import { loadJobsCatalog } from '../../../features/jobs/catalog.ts';

/** /jobs/post: the same screen as /post-job (spec 001 §2). */
export const Route = createFileRoute('/_page/jobs/post')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/jobs', label: msg`All jobs` } },
  component: () => (
    <div className="container container--narrow jobs">
      <PostJobForm />
    </div>
  ),
});
