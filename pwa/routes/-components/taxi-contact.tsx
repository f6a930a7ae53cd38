import { useQueryClient } from '@tanstack/react-query';
import type { TaxiRequest } from '#shared/taxi/schemas.ts';
import { ContactAccess } from '../../features/payments/components/contact-access.tsx';
import { PaymentReturn } from '../../features/payments/components/payment-return.tsx';
import { TAXI_REQUESTS_KEY } from '../../features/taxi/api/keys.ts';

/** Refreshes the taxi list (after a payment its entries carry their contact numbers). */
function useRefreshTaxiList() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: TAXI_REQUESTS_KEY });
}

/** A taxi request's contact area: the payments feature's "View Contact (£1)" / number (spec 000 §4). */
function TaxiContact({ item }: { item: TaxiRequest }) {
  const refresh = useRefreshTaxiList();
  return <ContactAccess serviceType="taxi" serviceId={item.id} contactNumber={item.contactNumber} isMine={item.isMine} onPaid={refresh} />;
}

/** For `<TaxiSection renderContact={renderTaxiContact} />` (stable, so the memoised cards do not re-render). */
export const renderTaxiContact = (item: TaxiRequest) => <TaxiContact item={item} />;

/** The return from a redirect-based payment on the home page (`?payment=success`), refreshing the taxi list. */
export function TaxiPaymentReturn() {
  const refresh = useRefreshTaxiList();
  return <PaymentReturn onReturn={refresh} />;
}
