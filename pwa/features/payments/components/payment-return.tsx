import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.tsx';
import { showPaymentFailed } from '../../../lib/payments/payment-toasts.ts';
import { refreshBillingStatus } from '../api/billing-status.ts';

/**
 * Handles the return from a redirect-based payment (spec 000 §2 Taxi, §7: the site root with payment=success;
 * Stripe adds `redirect_status`): the success toast (or "Payment Failed"), billing status refetched, `onReturn`
 * called (e.g. to refresh the list), and the query parameters removed. Renders nothing; mount it on the home page.
 */
export function PaymentReturn({ onReturn }: { onReturn?: () => void }) {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || search.payment !== 'success') return;
    handled.current = true;
    if (search.redirect_status === 'failed') {
      showPaymentFailed(undefined);
    } else {
      toast({
        title: t`Payment Successful!`,
        description: search.plan === 'yearly' ? t`You now have access to contact details for the entire year` : t`You now have access to contact details for this month`,
      });
      void refreshBillingStatus(queryClient);
      onReturn?.();
    }
    void navigate({ to: '.', search: {}, replace: true });
  }, [search, t, navigate, queryClient, onReturn]);
  return null;
}
