import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AdminOnly } from '../../../features/admin/components/admin-gate.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';

/** The page's own chunk, fetched for the administrator only (AdminOnly, decision 148): it is only ever shown to them. */
const loadAdminStories = () => import('../../../features/stories/components/admin-stories.tsx').then((m) => m.AdminStories);

/** /admin/success-stories (issue 19 item 6): the administrator curates the success stories. */
export const Route = createFileRoute('/_page/admin/success-stories')({
  loader: loadAdminCatalog,
  staticData: { back: { to: '/admin', label: msg`Administration` } },
  component: () => (
    <div className="container">
      <AdminOnly title={<Trans>Success stories</Trans>} load={loadAdminStories} props={{ isAdmin: true }} />
    </div>
  ),
});
