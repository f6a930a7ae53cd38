import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CardFormProps } from './types.ts';

/** Stripe.js, loaded from js.stripe.com once per publishable key — only ever when the server runs on Stripe. */
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
};

/**
 * The card form on Stripe: the Payment Element for `clientSecret`, confirmed with `stripe.confirmPayment`
 * (`redirect: 'if_required'` — a redirect-based method comes back to `returnUrl`). This module is a separate chunk,
 * imported only when GET /api/config returns a publishable key.
 */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { i18n } = useLingui();
  return (
    <Elements
      key={props.clientSecret}
      stripe={stripeFor(props.publishableKey)}
      options={{ clientSecret: props.clientSecret, locale: i18n.locale === 'ta' ? 'auto' : 'en-GB' }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ returnUrl, submitLabel, onSucceeded, onFailed, onBusyChange }: CardFormProps) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const onSubmit = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
      if (error) onFailed(error.message);
      else if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) onSucceeded();
      else onFailed(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card-form"
      aria-label={t`Card payment`}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <PaymentElement />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !stripe || !elements} aria-busy={busy || undefined}>
        {busy ? <Trans>Processing Payment...</Trans> : submitLabel}
      </button>
    </form>
  );
}
