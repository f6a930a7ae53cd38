import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_ACCESS_PLANS, CONTACT_ACCESS_PRICE_PENCE, type ContactAccessPlan, type Language } from '#shared/constants.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { AlreadyEntitled } from '../../../lib/payments/already-entitled.tsx';
import { CardPaymentForm, SettingUpPayment } from '../../../lib/payments/card-payment-form.tsx';
import { entitledUntilOf, refreshEntitlements } from '../../../lib/payments/entitlements.ts';
import { showPaymentFailed } from '../../../lib/payments/payment-toasts.ts';
import { refreshBillingStatus } from '../api/billing-status.ts';
import { createContactPayment } from '../api/create-contact-payment.ts';
import { formatPrice } from '../../../lib/payments/price.ts';
import '../payments.css';

/** Where a redirect-based confirmation returns: the site root with payment=success (spec 000 §2, §7). */
const returnUrl = (plan: ContactAccessPlan) => `${window.location.origin}/?payment=success&plan=${plan}`;

/**
 * The contact-access payment dialog (spec 000 §2 Taxi, §4 Payment dialog, §8, §9): Monthly (£1, this month) and
 * Yearly (£12, 12 months from payment — no "Save £12/year": 12 × £1 saves nothing, docs/decisions/070) plan cards,
 * each saying what it gives, the benefits, the card form and Cancel. It starts on monthly and asks
 * for a payment secret at once; switching plan clears the secret ("Setting up payment...") and asks for the
 * other plan's. Submitting shows "Processing Payment..."; success → "Payment Successful!" toast, billing status
 * refetched, dialog closed, `onPaid(plan)`; failure → "Payment Failed" with the provider's message. A member who
 * already has contact access (409 `already_entitled`) is told until when instead of being offered a card form
 * (decision 157); opening it again resumes the same payment, switching plan supersedes the other (the server's).
 */
export function PaymentDialog({ open, onOpenChange, onPaid }: { open: boolean; onOpenChange: (open: boolean) => void; onPaid?: (plan: ContactAccessPlan) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // Each request for a secret is a new object: a result counts only for the request it answered, so switching
  // plan (or retrying) clears the secret at once.
  const [request, setRequest] = useState<{ plan: ContactAccessPlan }>({ plan: 'monthly' });
  const [result, setResult] = useState<{ for: { plan: ContactAccessPlan }; clientSecret?: string; entitledUntil?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const plan = request.plan;
  const setPlan = (next: ContactAccessPlan) => setRequest({ plan: next });
  const clientSecret = result?.for === request ? (result.clientSecret ?? null) : null;
  const entitledUntil = result?.for === request ? (result.entitledUntil ?? null) : null;
  const setupFailed = result?.for === request && !result.clientSecret && entitledUntil === null;
  const money = (pence: number) => formatPrice(pence, i18n.locale as Language);

  useEffect(() => {
    if (!open) return;
    let current = true;
    createContactPayment(request.plan).then(
      (created) => current && setResult({ for: request, clientSecret: created.clientSecret }),
      (error: unknown) => {
        if (!current) return;
        // Paid already (another tab, another plan): say until when, instead of a pay button (decision 157).
        const until = entitledUntilOf(error);
        if (until !== null) {
          setResult({ for: request, entitledUntil: until });
          void refreshBillingStatus(queryClient);
          void refreshEntitlements(queryClient);
          return;
        }
        setResult({ for: request });
        const yearlyFallback = msg`Failed to create yearly subscription. Please try again.`;
        const description =
          request.plan === 'monthly'
            ? i18n._(msg`Failed to create payment. Please try again.`)
            : error instanceof ApiRequestError && error.code
              ? describeError(error, yearlyFallback)
              : i18n._(yearlyFallback);
        toast({ title: i18n._(msg`Error`), description, variant: 'destructive' });
      },
    );
    return () => {
      current = false;
    };
  }, [open, request, i18n, queryClient]);

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) setPlan('monthly');
  };

  const onSucceeded = () => {
    toast({
      title: t`Payment Successful!`,
      description: plan === 'monthly' ? t`You now have access to contact details for this month` : t`You now have access to contact details for the entire year`,
    });
    void refreshBillingStatus(queryClient);
    void refreshEntitlements(queryClient);
    setBusy(false);
    onOpenChange(false);
    setPlan('monthly');
    onPaid?.(plan);
  };
  const onBusyChange = useCallback((next: boolean) => setBusy(next), []);

  const planLabel: Record<ContactAccessPlan, string> = { monthly: t`Monthly`, yearly: t`Yearly` };
  const monthlyPrice = money(CONTACT_ACCESS_PRICE_PENCE.monthly);
  const yearlyPrice = money(CONTACT_ACCESS_PRICE_PENCE.yearly);
  const planPrice: Record<ContactAccessPlan, string> = {
    monthly: t`${monthlyPrice} for this month`,
    yearly: t`${yearlyPrice} for 12 months`,
  };
  // What each plan gives, exactly (issue 11 defect 2): both are single payments; neither renews.
  const planTerms: Record<ContactAccessPlan, string> = {
    monthly: t`Until the end of this calendar month`,
    yearly: t`12 months from the day you pay`,
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={<Trans>View contact details</Trans>}
      description={<Trans>Choose a plan to see the phone numbers of the people who post: travellers' requests, sellers and community offers.</Trans>}
      wide
    >
      <div className="payment-dialog">
        <fieldset className="plan-cards" disabled={busy}>
          <legend className="visually-hidden">
            <Trans>Plan</Trans>
          </legend>
          {CONTACT_ACCESS_PLANS.map((p) => (
            <label key={p} className={`plan-card card${plan === p ? ' plan-card--selected' : ''}`}>
              <input type="radio" name="contact-plan" value={p} checked={plan === p} onChange={() => setPlan(p)} />
              <span className="plan-card__name">{planLabel[p]}</span>
              <span className="plan-card__price">{planPrice[p]}</span>
              <span className="plan-card__terms">{planTerms[p]}</span>
            </label>
          ))}
        </fieldset>
        <ul className="payment-benefits">
          <li>
            <Trans>The number of everyone who asks for a taxi or vehicle</Trans>
          </li>
          <li>
            <Trans>Store sellers' and community posters' numbers</Trans>
          </li>
          <li>
            <Trans>Call or message directly, no waiting</Trans>
          </li>
          <li>
            <Trans>One payment, nothing renews automatically</Trans>
          </li>
          <li>
            <Trans>Secure card payment in GBP</Trans>
          </li>
        </ul>
        {entitledUntil !== null ? (
          <AlreadyEntitled until={entitledUntil} />
        ) : clientSecret ? (
          <CardPaymentForm
            key={clientSecret}
            clientSecret={clientSecret}
            returnUrl={returnUrl(plan)}
            submitLabel={plan === 'monthly' ? <Trans>Pay {monthlyPrice}</Trans> : <Trans>Pay {yearlyPrice}</Trans>}
            onSucceeded={onSucceeded}
            onFailed={(message) => showPaymentFailed(message)}
            onBusyChange={onBusyChange}
          />
        ) : setupFailed ? (
          <p className="field__error" role="alert">
            <Trans>The payment could not be set up.</Trans>{' '}
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPlan(plan)}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : (
          <SettingUpPayment />
        )}
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => close(false)} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </div>
    </Dialog>
  );
}
