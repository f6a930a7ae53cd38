import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TaxiServicesPage } from '../../../features/admin/components/taxi-services-page.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';

/** /admin/taxi-services (spec 001 §2 admin; issue 19 item 2). */
export const Route = createFileRoute('/_page/admin/taxi-services')({
  loader: loadAdminCatalog,
  staticData: { back: { to: '/admin', label: msg`Administration` } },
  component: () => (
    <div className="container">
      <TaxiServicesPage />
    </div>
  ),
});
