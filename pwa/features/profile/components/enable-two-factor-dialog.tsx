import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { confirmTwoFactorBodySchema, type TwoFactorEnrollment } from '#shared/schemas/security.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { describeError, translateValidation } from '../../../lib/i18n/error-messages.ts';
import { useConfirmTwoFactor } from '../api/two-factor.ts';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning two-factor authentication on (issue 5 item 2; spec 000 §2 Profile security), after the security tab
 * started enrolment (`enrollment`: QR code + setup key): the first 6-digit code confirms it, then the ten recovery
 * codes are shown — once.
 */
export function EnableTwoFactorDialog(props: { enrollment: TwoFactorEnrollment | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={props.enrollment !== null} onOpenChange={props.onOpenChange} title={t`Turn on two-factor authentication`} wide>
      {/* Radix unmounts the content when closed: every enrolment starts with a fresh form. */}
      {props.enrollment && <EnableTwoFactorFlow enrollment={props.enrollment} onClose={() => props.onOpenChange(false)} />}
    </Dialog>
  );
}

function EnableTwoFactorFlow(props: { enrollment: TwoFactorEnrollment; onClose: () => void }) {
  const { t } = useLingui();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { enrollment } = props;

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={props.onClose} />;
  return (
    <div className="two-factor">
      <ol className="two-factor__steps">
        <li>
          <Trans>Scan this QR code with an authenticator app, for example Google Authenticator, Microsoft Authenticator or Aegis.</Trans>
          <img className="two-factor__qr" src={enrollment.qrCode} width={240} height={240} alt={t`QR code for your authenticator app`} />
          <p>
            <Trans>Can’t scan it? Enter this setup key in the app:</Trans>{' '}
            <code className="two-factor__secret" aria-label={t`Setup key`}>
              {grouped(enrollment.secret)}
            </code>
          </p>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows.</Trans>
          <ConfirmCodeForm onConfirmed={setRecoveryCodes} />
        </li>
      </ol>
    </div>
  );
}

function ConfirmCodeForm(props: { onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmTwoFactor();
  const form = useForm({ resolver: zodResolver(confirmTwoFactorBodySchema), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const result = await confirm.mutateAsync(code);
      props.onConfirmed(result.recoveryCodes);
    } catch {
      // shown in the alert below
    }
  });
  return (
    <form className="two-factor__form" onSubmit={onSubmit} noValidate>
      <FormField label={<Trans>Authentication code</Trans>} required error={translateValidation(errors.code?.message)}>
        {(control) => <input {...control} {...form.register('code')} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />}
      </FormField>
      <div role="alert">{confirm.error ? <p className="field__error">{describeError(confirm.error, msg`Two-factor authentication could not be changed. Please try again.`)}</p> : null}</div>
      <button type="submit" className="btn btn--primary" disabled={confirm.isPending}>
        {confirm.isPending ? <Trans>Checking…</Trans> : <Trans>Turn on</Trans>}
      </button>
    </form>
  );
}

function RecoveryCodes(props: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div className="two-factor" role="status">
      <p>
        <strong>
          <Trans>Two-factor authentication is on.</Trans>
        </strong>
      </p>
      <p>
        <Trans>Save these recovery codes somewhere safe. Each one works once, if you ever lose your phone. They will not be shown again.</Trans>
      </p>
      <ol className="two-factor__codes" aria-label={t`Recovery codes`}>
        {props.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={props.onDone}>
          <Trans>I have saved my recovery codes</Trans>
        </button>
      </div>
    </div>
  );
}
