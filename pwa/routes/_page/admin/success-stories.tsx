import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdminStories } from '../../../features/stories/components/admin-stories.tsx';
import { AdminGate } from '../../../features/admin/components/admin-gate.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';

/** /admin/success-stories (issue 19 item 6): the administrator curates the success stories. */
export const Route = createFileRoute('/_page/admin/success-stories')({
  loader: loadAdminCatalog,
  staticData: { back: { to: '/admin', label: msg`Administration` } },
  component: () => (
    <div className="container">
      <AdminGate>{(isAdmin) => <AdminStories isAdmin={isAdmin} />}</AdminGate>
    </div>
  ),
});
