import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadSiteInfoCatalog } from '../../features/site-info/catalog.ts';
import { TermsPage } from '../../features/site-info/components/terms-page.tsx';

/** /terms (spec 000 §1 "About us, contact us, privacy policy and terms of service pages"; issue 19 item 6). */
export const Route = createFileRoute('/_page/terms')({
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  loader: loadSiteInfoCatalog,
  component: TermsPage,
});
