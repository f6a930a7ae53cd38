import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { LazyPart } from '../../components/ui/lazy-part.tsx';
import { usePublicConfig } from './config.ts';
import type { CardFormProps } from './types.ts';
import './payments.css';

/** The Stripe form (with @stripe/stripe-js) is its own chunk: fetched only when the server runs on Stripe. */
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));
/**
 * The simulator's form (react-hook-form, its 3-D Secure dialog) is its own chunk too: fetched when a payment starts,
 * so the pages that offer one (/subscription, /education) carry none of it in their first screen (issue 10).
 */
const loadSimulatorCardForm = () => import('./simulator-card-form.tsx').then((m) => m.SimulatorCardForm);

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
  if (!publishableKey) return <LazyPart load={loadSimulatorCardForm} props={props} fallback={<SettingUpPayment />} />;
  return (
    <Suspense fallback={<SettingUpPayment />}>
      <StripeCardForm {...props} publishableKey={publishableKey} />
    </Suspense>
  );
}
