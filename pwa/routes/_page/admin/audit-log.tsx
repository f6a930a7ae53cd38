import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AdminOnly } from '../../../features/admin/components/admin-gate.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';

/** The page's own chunk, fetched for the administrator only (AdminOnly, decision 148). */
const loadAuditLogPage = () => import('../../../features/admin/components/audit-log-page.tsx').then((m) => m.AuditLogPage);

/** /admin/audit-log (spec 001 §2 admin; issue 19 item 2). */
export const Route = createFileRoute('/_page/admin/audit-log')({
  loader: loadAdminCatalog,
  staticData: { back: { to: '/admin', label: msg`Administration` } },
  component: () => (
    <div className="container">
      <AdminOnly title={<Trans>Audit log</Trans>} load={loadAuditLogPage} props={{}} />
    </div>
  ),
});
