import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { MembersPage } from '../../../features/admin/components/members-page.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';

/** /admin/users (spec 001 §2 admin; issue 19 item 2). */
export const Route = createFileRoute('/_page/admin/users')({
  loader: loadAdminCatalog,
  staticData: { back: { to: '/admin', label: msg`Administration` } },
  component: () => (
    <div className="container">
      <MembersPage />
    </div>
  ),
});
