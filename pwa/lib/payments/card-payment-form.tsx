import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { usePublicConfig } from './config.ts';
import { SimulatorCardForm } from './simulator-card-form.tsx';
import type { CardFormProps } from './types.ts';
import './payments.css';

/** The Stripe form (with @stripe/stripe-js) is its own chunk: fetched only when the server runs on Stripe. */
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

/** Shown while the payment form gets ready (spec 000 §4 Payment dialog). */
export function SettingUpPayment() {
  return (
    <p className="card-form__setup" role="status">
      <span className="spinner" aria-hidden="true" /> <Trans>Setting up payment...</Trans>
    </p>
  );
}

/**
 * The card form for a payment's client secret — THE client-side payment-provider boundary: with a Stripe
 * publishable key from GET /api/config it is Stripe's Payment Element (Stripe.js loaded from js.stripe.com),
 * otherwise the built-in simulator's own form (nothing loaded from the network). Callers see only
 * {@link CardFormProps}: success, or failure with the provider's message.
 */
export function CardPaymentForm(props: CardFormProps) {
  const config = usePublicConfig();
  if (config.isPending) return <SettingUpPayment />;
  if (config.isError) {
    return (
      <p className="field__error" role="alert">
        <Trans>Could not load the payment form.</Trans>{' '}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void config.refetch()}>
          <Trans>Retry</Trans>
        </button>
      </p>
    );
  }
  const publishableKey = config.data?.stripePublishableKey;
  if (!publishableKey) return <SimulatorCardForm {...props} />;
  return (
    <Suspense fallback={<SettingUpPayment />}>
      <StripeCardForm {...props} publishableKey={publishableKey} />
    </Suspense>
  );
}
