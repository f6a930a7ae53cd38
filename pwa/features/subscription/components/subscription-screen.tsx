import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_MONTHLY_PENCE, type Language } from '#shared/constants.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { AlreadyEntitled } from '../../../lib/payments/already-entitled.tsx';
import { CardPaymentForm, SettingUpPayment } from '../../../lib/payments/card-payment-form.tsx';
import { entitledUntilOf, refreshEntitlements, useBillingHistory } from '../../../lib/payments/entitlements.ts';
import { showPaymentFailed } from '../../../lib/payments/payment-toasts.ts';
import { formatPrice } from '../../../lib/payments/price.ts';
import { useSession } from '../../../lib/session.ts';
import { cancelSubscription, createSubscription, SUBSCRIPTION_STATUS_KEY, useSubscriptionStatus } from '../api/subscription.ts';
import '../subscription.css';

/** Where a redirect-based confirmation returns (spec 000 §7: /subscription with success=true). */
const returnUrl = () => `${window.location.origin}/subscription?success=true`;

/**
 * /subscription (spec 000 §2 Subscription, §4, §8): a login-required card for guests; inactive — the £1/month plan
 * card and Start Subscription, then an inline card form with "Join for £1/month"; active — status, next billing
 * date (periodEnd × 1000, or N/A), monthly cost, a link to the taxi services and Cancel Subscription (after a
 * cancel: the end date). `success` (the return from a redirect) shows the success toast and refetches the status.
 */
export function SubscriptionScreen({ success = false, onSuccessShown }: { success?: boolean; onSuccessShown?: () => void }) {
  const { t } = useLingui();
  // `unknown` in the pre-rendered page and while it hydrates: a spinner, as for the status (decision 067).
  const session = useSession();
  const user = session.user;
  const status = useSubscriptionStatus();
  const queryClient = useQueryClient();
  const shown = useRef(false);
  const refetch = useCallback(() => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY }), [queryClient]);

  const loaded = status.isFetched;
  useEffect(() => {
    // Once the first status read is back, read it again: the payment may have been confirmed meanwhile.
    if (!success || shown.current || !user || !loaded) return;
    shown.current = true;
    toast({ title: t`Payment Successful!`, description: t`You now have access to contact details` });
    void refetch();
    onSuccessShown?.();
  }, [success, user, loaded, t, refetch, onSuccessShown]);

  if (session.status === 'unknown') return <SubscriptionLoginCard placeholder />;
  if (!user) return <SubscriptionLoginCard />;
  if (status.isPending) return <Spinner />;
  if (status.isError) {
    return (
      <div className="empty-state" role="alert">
        <p>{describeError(status.error, msg`Could not load your subscription.`)}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void status.refetch()}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }
  return status.data.isActive ? (
    <ActiveSubscription periodEnd={status.data.periodEnd} cancelAtPeriodEnd={status.data.cancelAtPeriodEnd} />
  ) : (
    <InactiveSubscription onPaid={() => void refetch()} />
  );
}

/** Contact access held another way (a paid month or year, coins): the membership would sell it twice (decision 157). */
function useContactUntil(): number | null {
  return useBillingHistory().data?.contactUntil ?? null;
}

/**
 * A guest's card: log in to subscribe. As `placeholder` (the pre-rendered page, while the session is not known) it
 * keeps the card's exact size, its content invisible and hidden from assistive technology, under a spinner: a guest
 * then sees the card appear in place, and the education card below does not move (Lighthouse measured a layout
 * shift of 0.088 when a spinner stood here).
 */
function SubscriptionLoginCard({ placeholder = false }: { placeholder?: boolean }) {
  const content = (
    <>
      <h2 id="subscription-login-title" className="subscription-card__title">
        <Trans>Login required</Trans>
      </h2>
      <p>
        <Trans>Log in to start or manage your subscription.</Trans>
      </p>
      <Link to="/auth" className="btn btn--primary">
        <Trans>Log In</Trans>
      </Link>
    </>
  );
  if (!placeholder) {
    return (
      <section className="card subscription-card" aria-labelledby="subscription-login-title">
        {content}
      </section>
    );
  }
  return (
    <section className="card subscription-card subscription-card--placeholder" aria-busy="true">
      <Spinner />
      <div className="subscription-card__reserved" aria-hidden="true">
        {content}
      </div>
    </section>
  );
}

function Footnotes() {
  return (
    <ul className="subscription-notes">
      <li>
        <Trans>Payments are secure and encrypted.</Trans>
      </li>
      <li>
        <Trans>Your subscription renews automatically each month.</Trans>
      </li>
    </ul>
  );
}

/**
 * Not subscribed: the plan card, Start Subscription, then the inline card form (spec 000 §2, §4) — or, while the
 * member holds contact access another way, until when (decision 157: the membership sells the same access).
 */
function InactiveSubscription({ onPaid }: { onPaid: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const contactUntil = useContactUntil() ?? refusedUntil;
  const price = formatters(i18n.locale as Language).money(SUBSCRIPTION_MONTHLY_PENCE);
  const shortPrice = formatPrice(SUBSCRIPTION_MONTHLY_PENCE, i18n.locale as Language);

  const start = async () => {
    setStarting(true);
    try {
      setClientSecret((await createSubscription()).clientSecret);
    } catch (error) {
      const until = entitledUntilOf(error);
      if (until !== null) {
        setRefusedUntil(until);
        void refreshEntitlements(queryClient);
        return;
      }
      const description = error instanceof ApiRequestError && error.code ? describeError(error, msg`Failed to create subscription`) : t`Failed to create subscription`;
      toast({ title: t`Error`, description, variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  };

  const onSucceeded = () => {
    toast({ title: t`Payment Successful!`, description: t`You now have access to contact details` });
    setClientSecret(null);
    void refreshEntitlements(queryClient);
    onPaid();
  };

  return (
    <section className="card subscription-card" aria-labelledby="subscription-plan-title">
      <h2 id="subscription-plan-title" className="subscription-card__title">
        <Trans>Monthly membership</Trans>
      </h2>
      <p className="subscription-card__price">
        <Trans>
          <strong>{price}</strong> per month
        </Trans>
      </p>
      <ul className="subscription-features">
        <li>
          <Trans>The phone number on every taxi and vehicle request</Trans>
        </li>
        <li>
          <Trans>Store sellers' and community posters' numbers</Trans>
        </li>
        <li>
          <Trans>Premium subscriber status</Trans>
        </li>
        <li>
          <Trans>Cancel anytime</Trans>
        </li>
      </ul>
      {contactUntil !== null && !clientSecret ? (
        <AlreadyEntitled until={contactUntil} />
      ) : clientSecret ? (
        <CardPaymentForm
          clientSecret={clientSecret}
          returnUrl={returnUrl()}
          submitLabel={<Trans>Join for {shortPrice}/month</Trans>}
          onSucceeded={onSucceeded}
          onFailed={(message) => showPaymentFailed(message)}
        />
      ) : starting ? (
        <SettingUpPayment />
      ) : (
        <button type="button" className="btn btn--primary btn--lg" onClick={() => void start()}>
          <Trans>Start Subscription</Trans>
        </button>
      )}
      <Footnotes />
    </section>
  );
}

/** Subscribed: status, next billing (or end) date, the cost, the taxi link and Cancel Subscription (spec 000 §2). */
function ActiveSubscription({ periodEnd, cancelAtPeriodEnd }: { periodEnd: number | null; cancelAtPeriodEnd: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const format = formatters(i18n.locale as Language);
  const date = periodEnd ? format.date(new Date(periodEnd * 1000)) : t`N/A`;
  const price = format.money(SUBSCRIPTION_MONTHLY_PENCE);

  const cancel = async () => {
    setCancelling(true);
    try {
      queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, await cancelSubscription());
      toast({ title: t`Subscription cancelled`, description: t`Your subscription will end at the end of the current billing period.` });
    } catch {
      toast({ title: t`Error`, description: t`Failed to cancel subscription`, variant: 'destructive' });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <section className="card subscription-card" aria-labelledby="subscription-active-title">
      <h2 id="subscription-active-title" className="subscription-card__title">
        <Trans>Your subscription</Trans>
      </h2>
      <dl className="subscription-facts">
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <span className="badge badge--success">
              <Trans>Active</Trans>
            </span>
          </dd>
        </div>
        <div>
          <dt>{cancelAtPeriodEnd ? <Trans>Ends on</Trans> : <Trans>Next billing date</Trans>}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>
            <Trans>Monthly cost</Trans>
          </dt>
          <dd>{price}</dd>
        </div>
      </dl>
      {cancelAtPeriodEnd && (
        <p className="subscription-card__ending" role="status">
          <Trans>Your subscription is cancelled and ends on {date}. You keep access until then.</Trans>
        </p>
      )}
      <div className="subscription-actions">
        <Link to="/taxi-services" className="btn btn--secondary">
          <Trans>View taxi services</Trans>
        </Link>
        {!cancelAtPeriodEnd && (
          <button type="button" className="btn btn--danger" onClick={() => void cancel()} disabled={cancelling} aria-busy={cancelling || undefined}>
            <Trans>Cancel Subscription</Trans>
          </button>
        )}
      </div>
      <Footnotes />
    </section>
  );
}
