import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { SimulatorConfirmResult } from '#shared/payments/responses.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { callEndpoint, endpointRef } from '../api/endpoint.ts';
import { describeError } from '../i18n/error-messages.ts';
import { paymentsApi } from './contract.ts';
import type { CardFormProps } from './types.ts';

/*
 * The simulator's two steps, through the payments contract (decision 182), which loads beside the request: the card
 * form is part of the first screen of pages that take a payment (/subscription), whose code then carries no zod
 * (docs/decisions/144).
 */
const confirm = endpointRef(paymentsApi, 'simulatorConfirm');
const authenticate = endpointRef(paymentsApi, 'simulatorAuthenticate');

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** POST /api/payments/simulator/confirm — the simulator's stand-in for Stripe.js `confirmPayment`. */
const confirmWithSimulator = (clientSecret: string, card: CardValues): Promise<SimulatorConfirmResult> =>
  callEndpoint(confirm, { body: { clientSecret, ...card } });

/** POST /api/payments/simulator/authenticate — the answer to the simulated 3-D Secure challenge. */
const answerChallenge = (clientSecret: string, outcome: 'complete' | 'fail'): Promise<SimulatorConfirmResult> =>
  callEndpoint(authenticate, { body: { clientSecret, outcome } });

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The built-in payment simulator's card form (our own component; nothing is loaded from Stripe). It accepts
 * Stripe's test cards — 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks
 * for a simulated 3-D Secure confirmation (a dialog with Complete / Fail) — and the server decides the outcome.
 */
export function SimulatorCardForm({ clientSecret, submitLabel, onSucceeded, onFailed, onBusyChange }: CardFormProps) {
  const { t } = useLingui();
  const [challenge, setChallenge] = useState(false);
  const [answering, setAnswering] = useState(false);
  const { register, handleSubmit, formState, setValue } = useForm<CardValues>({ defaultValues: { cardNumber: '', expiry: '', cvc: '' } });
  const busy = formState.isSubmitting || challenge || answering;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const fail = (error: unknown) => onFailed(describeError(error, msg`Something went wrong with your payment`));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await confirmWithSimulator(clientSecret, values);
      if (result.status === 'requires_action') setChallenge(true);
      else onSucceeded();
    } catch (error) {
      fail(error);
    }
  });

  const answer = async (outcome: 'complete' | 'fail') => {
    setAnswering(true);
    setChallenge(false);
    try {
      await answerChallenge(clientSecret, outcome);
      onSucceeded();
    } catch (error) {
      fail(error);
    } finally {
      setAnswering(false);
    }
  };

  const cardNumber = register('cardNumber', {
    validate: (v) => /^\d{12,19}$/.test(v.replace(/\s/g, '')) || t`Enter the card number`,
    onChange: (e: { target: { value: string } }) => setValue('cardNumber', groupDigits(e.target.value)),
  });
  return (
    <form className="card-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t`Card payment`}>
      <p className="card-form__note">
        <Trans>Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future date and any CVC.</Trans>
      </p>
      <FormField label={<Trans>Card number</Trans>} required error={formState.errors.cardNumber?.message}>
        {(control) => (
          <input {...control} {...cardNumber} inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" disabled={busy} />
        )}
      </FormField>
      <div className="card-form__row">
        <FormField label={<Trans>Expiry (MM/YY)</Trans>} required error={formState.errors.expiry?.message}>
          {(control) => (
            <input
              {...control}
              {...register('expiry', { validate: (v) => /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(v.trim()) || t`Enter the expiry as MM/YY` })}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              disabled={busy}
            />
          )}
        </FormField>
        <FormField label={<Trans>CVC</Trans>} required error={formState.errors.cvc?.message}>
          {(control) => (
            <input
              {...control}
              {...register('cvc', { validate: (v) => /^\d{3,4}$/.test(v.trim()) || t`Enter the 3 or 4 digit CVC` })}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              disabled={busy}
            />
          )}
        </FormField>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Trans>Processing Payment...</Trans> : submitLabel}
      </button>
      <Dialog
        open={challenge}
        onOpenChange={(open) => !open && void answer('fail')}
        title={<Trans>Confirm this payment</Trans>}
        description={<Trans>Your bank asks you to confirm this payment (3-D Secure, simulated).</Trans>}
      >
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => void answer('fail')}>
            <Trans>Fail</Trans>
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void answer('complete')}>
            <Trans>Complete</Trans>
          </button>
        </div>
      </Dialog>
    </form>
  );
}
