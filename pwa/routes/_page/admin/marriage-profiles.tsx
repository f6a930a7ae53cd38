import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AdminOnly } from '../../../features/admin/components/admin-gate.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';
import { loadMarriageCatalog } from '../../../features/marriage/catalog.ts';

/** The page's own chunk, fetched for the administrator only (AdminOnly, decision 148). */
const loadAdminQueuePage = () => import('../../../features/marriage/components/admin-queue.tsx').then((m) => m.AdminQueuePage);

/** /admin/marriage-profiles (spec 001 §2; issue 16 item 6): the administrator's moderation queue. */
export const Route = createFileRoute('/_page/admin/marriage-profiles')({
  // the page's messages, and the admin door's (Admin Access Required, Access Denied)
  loader: () => Promise.all([loadMarriageCatalog(), loadAdminCatalog()]),
  staticData: { back: { to: '/marriage', label: msg`All profiles` } },
  component: () => (
    <div className="container marriage">
      <AdminOnly title={<Trans>Marriage profile administration</Trans>} load={loadAdminQueuePage} props={{}} />
    </div>
  ),
});
