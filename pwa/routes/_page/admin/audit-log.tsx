import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AuditLogPage } from '../../../features/admin/components/audit-log-page.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';

/** /admin/audit-log (spec 001 §2 admin; issue 19 item 2). */
export const Route = createFileRoute('/_page/admin/audit-log')({
  loader: loadAdminCatalog,
  staticData: { back: { to: '/admin', label: msg`Administration` } },
  component: () => (
    <div className="container">
      <AuditLogPage />
    </div>
  ),
});
