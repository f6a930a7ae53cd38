import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TaxiDetail } from '../../../features/taxi/components/taxi-detail.tsx';
import { renderTaxiContact } from '../../-components/taxi-contact.tsx';

export const Route = createFileRoute('/_page/taxi-services/$id')({
  staticData: { back: { to: '/taxi-services', label: msg`All taxi requests` } },
  component: TaxiRequestPage,
});

/**
 * /taxi-services/$id: one taxi request (the detail of the list → detail → post pattern — copy this trio for a new
 * feature): in the page layout with a way back to the list; the contact area is the payments feature's, as in
 * the list; renders offline from the device when opened (or listed) before.
 */
function TaxiRequestPage() {
  const { id } = Route.useParams();
  return (
    <div className="container container--narrow taxi-page">
      <TaxiDetail id={id} renderContact={renderTaxiContact} />
    </div>
  );
}
