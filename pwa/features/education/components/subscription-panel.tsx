import '../education.css';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { EDUCATION_MONTHLY_PENCE, type Language } from '#shared/constants.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { AlreadyEntitled } from '../../../lib/payments/already-entitled.tsx';
import { CardPaymentForm } from '../../../lib/payments/card-payment-form.tsx';
import { entitledUntilOf, refreshEntitlements } from '../../../lib/payments/entitlements.ts';
import { showPaymentFailed } from '../../../lib/payments/payment-toasts.ts';
import { useSession } from '../../../lib/session.ts';
import { cancelEducationSubscription, createEducationSubscription, EDUCATION_KEY, EDUCATION_STATUS_KEY, useEducationStatus } from '../api/education-api.ts';

/**
 * The £2/month education subscription (spec 000 §2, §4 Teacher and education, §8, §9; issue 17 item 2): guests see
 * the price and a login hint; members start it and pay with the card form of the payment layer (Stripe or the
 * simulator); subscribers see until when, and may cancel at the period end. Success: 'Education subscription
 * activated' / 'You can now view teacher contact details'; teacher pages refetch so the phone appears.
 */
export function EducationSubscriptionPanel() {
  const { t, i18n } = useLingui();
  // `unknown` in the pre-rendered page and while it hydrates (decision 067): neither the login hint nor a member's state.
  const session = useSession();
  const user = session.user;
  const status = useEducationStatus();
  const queryClient = useQueryClient();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const format = formatters(i18n.locale as Language);
  const price = format.money(EDUCATION_MONTHLY_PENCE);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: EDUCATION_KEY });

  const start = async () => {
    setBusy(true);
    try {
      setClientSecret((await createEducationSubscription()).clientSecret);
    } catch (error) {
      // Subscribed already (another tab): until when, instead of a second subscription (decision 157).
      const until = entitledUntilOf(error);
      if (until !== null) {
        setRefusedUntil(until);
        void queryClient.invalidateQueries({ queryKey: EDUCATION_STATUS_KEY });
        void refreshEntitlements(queryClient);
        return;
      }
      toast({ title: t`Error`, description: describeError(error, msg`Failed to create subscription`), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    try {
      await cancelEducationSubscription();
      toast({ title: t`Subscription cancelled`, description: t`Your education subscription ends at the end of the current period.` });
      void queryClient.invalidateQueries({ queryKey: EDUCATION_STATUS_KEY });
    } catch (error) {
      toast({ title: t`Error`, description: describeError(error, msg`Failed to cancel subscription`), variant: 'destructive' });
    }
  };

  return (
    <section className="card education-subscription" aria-labelledby="education-subscription-title">
      <h2 id="education-subscription-title"><Trans>Education subscription</Trans></h2>
      <p><Trans><strong>{price}</strong> per month — see teachers' phone numbers and contact them directly. Cancel anytime.</Trans></p>
      {session.status === 'unknown' ? (
        <p aria-busy="true">…</p>
      ) : !user ? (
        <p><Trans>Please log in first.</Trans></p>
      ) : status.data?.isActive ? (
        <>
          <p role="status">
            {status.data.periodEnd !== null && (status.data.cancelAtPeriodEnd
              ? <Trans>Active until {format.date(new Date(status.data.periodEnd * 1000))}; it will not renew.</Trans>
              : <Trans>Active — renews on {format.date(new Date(status.data.periodEnd * 1000))}.</Trans>)}
          </p>
          {!status.data.cancelAtPeriodEnd && <button type="button" className="btn btn--secondary" onClick={() => void cancel()}><Trans>Cancel subscription</Trans></button>}
        </>
      ) : refusedUntil !== null ? (
        <AlreadyEntitled until={refusedUntil} />
      ) : clientSecret ? (
        <CardPaymentForm
          clientSecret={clientSecret}
          returnUrl={`${window.location.origin}/education`}
          submitLabel={<Trans>Pay {price} per month</Trans>}
          onSucceeded={() => {
            setClientSecret(null);
            toast({ title: t`Education subscription activated`, description: t`You can now view teacher contact details` });
            void queryClient.invalidateQueries({ queryKey: EDUCATION_STATUS_KEY });
            refresh();
          }}
          onFailed={(message) => showPaymentFailed(message)}
        />
      ) : (
        <button type="button" className="btn btn--primary" disabled={busy || status.isPending} onClick={() => void start()}>
          <Trans>Subscribe for {price} a month</Trans>
        </button>
      )}
    </section>
  );
}
