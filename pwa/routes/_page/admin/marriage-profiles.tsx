import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AdminQueuePage } from '../../../features/marriage/components/admin-queue.tsx';
import { loadMarriageCatalog } from '../../../features/marriage/catalog.ts';

/** /admin/marriage-profiles (spec 001 §2; issue 16 item 6): the administrator's moderation queue. */
export const Route = createFileRoute('/_page/admin/marriage-profiles')({
  loader: loadMarriageCatalog,
  staticData: { back: { to: '/marriage', label: msg`All profiles` } },
  component: () => (
    <div className="container marriage">
      <AdminQueuePage />
    </div>
  ),
});
