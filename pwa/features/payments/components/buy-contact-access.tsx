import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { refreshEntitlements } from '../../../lib/payments/entitlements.ts';
import type { PaymentDialog as PaymentDialogComponent } from './payment-dialog.tsx';

/**
 * "Pay once for contact access": opens the contact-access payment dialog (month or year; its own chunk, fetched
 * when pressed) outside a list — on the plans page (decision 157).
 */
export function BuyContactAccess() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [PaymentDialog, setPaymentDialog] = useState<typeof PaymentDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const openDialog = async () => {
    setLoading(true);
    try {
      const { PaymentDialog: loaded } = await import('./payment-dialog.tsx');
      setPaymentDialog(() => loaded);
      setOpen(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn--primary" onClick={() => void openDialog()} disabled={loading} aria-busy={loading || undefined} title={t`A month or a year, paid once`}>
        <Trans>Pay once for contact access</Trans>
      </button>
      {PaymentDialog && <PaymentDialog open={open} onOpenChange={setOpen} onPaid={() => void refreshEntitlements(queryClient)} />}
    </>
  );
}
