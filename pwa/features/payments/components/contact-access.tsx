import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_ACCESS_PRICE_PENCE, type Language } from '#shared/constants.ts';
import type { ContactServiceType } from '#shared/payments/contact-types.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../../lib/offline/hooks.ts';
import { refreshBillingStatus } from '../api/billing-status.ts';
import { checkContactAccess } from '../api/check-contact-access.ts';
import type { PaymentDialog as PaymentDialogComponent } from './payment-dialog.tsx';
import { formatPrice } from '../../../lib/payments/price.ts';
import '../payments.css';

/** The payment dialog (card forms, Stripe loader) is its own chunk, fetched when a member needs it. */
const loadPaymentDialog = () => import('./payment-dialog.tsx');

/**
 * A service's contact behind paid access (spec 000 §4 Contact access): the number when the server sent it (the
 * viewer is entitled) or revealed it; otherwise a "View Contact (£1)" button. Pressing it checks access
 * (POST /api/check-contact-access): with access the number is revealed, billing status refetched and "Access
 * Granted" shown; without, the payment dialog opens; after paying, the number is revealed and `onPaid` runs
 * (e.g. to refresh the list, whose entries now carry their numbers). Guests are asked to log in.
 *
 * No paid action is offered where it would be wrong (issue 11 defect 3, docs/decisions/071): on the viewer's own
 * service (`isMine`) without the number — the saved copy shown offline, since numbers are never kept on the
 * device — it says the number shows when online; and offline nobody is offered a payment that cannot be made
 * (a paying member would otherwise be asked to pay again).
 */
export function ContactAccess({
  serviceType,
  serviceId,
  contactNumber,
  isMine = false,
  onPaid,
}: {
  serviceType: ContactServiceType;
  serviceId: string;
  contactNumber?: string | undefined;
  /** The viewer posted this service (the server's `isMine`). */
  isMine?: boolean;
  onPaid?: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [open, setOpen] = useState(false);
  const [PaymentDialog, setPaymentDialog] = useState<typeof PaymentDialogComponent | null>(null);
  const online = useOnline();
  const number = contactNumber ?? revealed;
  const price = formatPrice(CONTACT_ACCESS_PRICE_PENCE.monthly, i18n.locale as Language);

  if (number) {
    return (
      <span className="contact-access contact-access--shown">
        <Trans>Contact:</Trans>{' '}
        <a className="contact-access__number" href={`tel:${number}`}>
          {number}
        </a>
      </span>
    );
  }

  if (isMine || !online) {
    return (
      <span className="contact-access contact-access--later">
        {isMine ? <Trans>Your number is shown when you are online</Trans> : <Trans>Contact numbers are shown when you are online</Trans>}
      </span>
    );
  }

  const reveal = async () => {
    const result = await checkContactAccess({ serviceType, serviceId });
    if (result.hasAccess) setRevealed(result.contactNumber);
    return result.hasAccess;
  };

  const onView = async () => {
    if (!user) {
      toast({ title: t`Please log in`, description: t`You must be logged in to view contact details`, variant: 'destructive' });
      return;
    }
    setChecking(true);
    try {
      if (await reveal()) {
        void refreshBillingStatus(queryClient);
        toast({ title: t`Access Granted`, description: t`You can now see this contact number.` });
        return;
      }
      if (!PaymentDialog) {
        const loaded = await loadPaymentDialog();
        setPaymentDialog(() => loaded.PaymentDialog);
      }
      setOpen(true);
    } catch {
      toast({ title: t`Error`, description: t`Failed to check contact access`, variant: 'destructive' });
    } finally {
      setChecking(false);
    }
  };

  const onPaymentDone = () => {
    reveal().catch(() => undefined);
    onPaid?.();
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--gold btn--sm contact-access__view"
        onClick={() => void onView()}
        onPointerEnter={() => user && !PaymentDialog && void loadPaymentDialog().catch(() => undefined)}
        disabled={checking}
        aria-busy={checking || undefined}
      >
        <Trans>View Contact ({price})</Trans>
      </button>
      {PaymentDialog && <PaymentDialog open={open} onOpenChange={setOpen} onPaid={onPaymentDone} />}
    </>
  );
}
