import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';

/** /admin (spec 001 §2 admin; issue 19 item 2): the administrator's moderation inbox. */
export const Route = createFileRoute('/_page/admin/')({
  loader: loadAdminCatalog,
  staticData: { back: { to: '/', label: msg`Back to home` } },
  component: () => (
    <div className="container">
      <AdminPage />
    </div>
  ),
});
