import { useQueryClient } from '@tanstack/react-query';
import type { StoreProduct } from '#shared/store/responses.ts';
import { ContactAccess } from '../../features/payments/components/contact-access.tsx';
import { STORE_PRODUCTS_KEY } from '../../features/store/api/keys.ts';

/** A product's seller contact: the payments feature's "View contact" / number (issue 14 item 3, spec 000 §4). */
function StoreContact({ product }: { product: StoreProduct }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: STORE_PRODUCTS_KEY });
  return <ContactAccess serviceType="store" serviceId={product.id} contactNumber={product.contactPhone ?? undefined} isMine={product.isMine} onPaid={refresh} />;
}

/** For `<StoreSection renderContact={renderStoreContact} />` (stable, so the cards do not re-render). */
export const renderStoreContact = (product: StoreProduct) => <StoreContact product={product} />;
