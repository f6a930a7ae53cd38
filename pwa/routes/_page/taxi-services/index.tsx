import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { TaxiSection } from '../../../features/taxi/components/taxi-section.tsx';
import { renderTaxiContact } from '../../-components/taxi-contact.tsx';

/**
 * /taxi-services search: `post=true` opens the post form (the return from a login a guest started with "Post taxi
 * request", issue 11 defect 6). `zod/mini`: route options are part of every first load (decision 032).
 */
const taxiSearchSchema = z.object({ post: z.catch(z.optional(z.boolean()), undefined) });

export const Route = createFileRoute('/_page/taxi-services/')({
  validateSearch: taxiSearchSchema,
  staticData: { back: { to: '/', label: msg`Back to home` } },
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
