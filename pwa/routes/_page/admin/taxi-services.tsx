import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AdminOnly } from '../../../features/admin/components/admin-gate.tsx';
import { loadAdminCatalog } from '../../../features/admin/catalog.ts';

/** The page's own chunk, fetched for the administrator only (AdminOnly, decision 148). */
const loadTaxiServicesPage = () => import('../../../features/admin/components/taxi-services-page.tsx').then((m) => m.TaxiServicesPage);

/** /admin/taxi-services (spec 001 §2 admin; issue 19 item 2). */
export const Route = createFileRoute('/_page/admin/taxi-services')({
  loader: loadAdminCatalog,
  staticData: { back: { to: '/admin', label: msg`Administration` } },
  component: () => (
    <div className="container">
      <AdminOnly title={<Trans>Vehicle services</Trans>} load={loadTaxiServicesPage} props={{}} />
    </div>
  ),
});
