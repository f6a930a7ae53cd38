import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AdminOnly } from '../../../features/admin/components/admin-gate.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';

/** The page's own chunk, fetched for the administrator only (AdminOnly, decision 148). */
const loadAdminPage = () => import('../../../features/admin/components/admin-page.tsx').then((m) => m.AdminPage);

/** /admin (spec 001 §2 admin; issue 19 item 2): the administrator's moderation inbox. */
export const Route = createFileRoute('/_page/admin/')({
  loader: loadAdminCatalog,
  staticData: { back: { to: '/', label: msg`Back to home` } },
  component: () => (
    <div className="container">
      <AdminOnly title={<Trans>Administration</Trans>} load={loadAdminPage} props={{}} />
    </div>
  ),
});
