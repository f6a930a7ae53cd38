import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TaxiSection } from '../../../features/taxi/components/taxi-section.tsx';
import { renderTaxiContact } from '../../-components/taxi-contact.tsx';
import { definedOnly, flag } from '../../-components/search-params.ts';

/**
 * /taxi-services search: `post=true` opens the post form (the return from a login a guest started with "Post taxi
 * request", issue 11 defect 6). Anything else is dropped (search-params.ts).
 */
const taxiSearch = (search: Record<string, unknown>) => definedOnly({ post: flag(search.post) });

export const Route = createFileRoute('/_page/taxi-services/')({
  validateSearch: taxiSearch,
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: TaxiServicesPage,
});

/** /taxi-services (spec 000 §2): the taxi section in the page layout (header, back to home). The list of the list → detail → post pattern. */
function TaxiServicesPage() {
  const { post } = Route.useSearch();
  const navigate = useNavigate();
  const clearPost = useCallback(() => void navigate({ to: '/taxi-services', search: {}, replace: true }), [navigate]);
  return (
    <div className="container taxi-page">
      <h1 className="visually-hidden">
        <Trans>Taxi services</Trans>
      </h1>
      <TaxiSection renderContact={renderTaxiContact} openPost={post === true} onPostOpened={clearPost} />
    </div>
  );
}
