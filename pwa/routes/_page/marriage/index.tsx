import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { MarriagePage } from '../../../features/marriage/components/marriage-page.tsx';
import { loadMarriageCatalog } from '../../../features/marriage/catalog.ts';

/** /marriage (spec 001 §2 Marriage page; issue 16 item 5): browse approved profiles with filters; works offline. */
export const Route = createFileRoute('/_page/marriage/')({
  loader: loadMarriageCatalog,
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: () => (
    <div className="container marriage">
      <MarriagePage />
    </div>
  ),
});
