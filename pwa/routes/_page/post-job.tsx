import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MemberOnly } from '../../components/ui/member-only.tsx';
import { loadJobsCatalog } from '../../features/jobs/catalog.ts';

/** The screen's own chunk, fetched once the visitor is known to be a member (components/ui/member-only.tsx). */
const loadPostJobForm = () => import('../../features/jobs/components/post-job-form.tsx').then((m) => m.PostJobForm);

/** /post-job (spec 001 §2 Post job); guests see "Login Required" in the page. */
export const Route = createFileRoute('/_page/post-job')({
  loader: loadJobsCatalog,
  staticData: { back: { to: '/jobs', label: msg`All jobs` } },
  component: () => (
    <div className="container container--narrow jobs">
      <MemberOnly title={<Trans>Post a Job</Trans>} load={loadPostJobForm} props={{}} />
    </div>
  ),
});
