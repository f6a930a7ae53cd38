import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginTwoFactorBodySchema } from '#shared/schemas/security.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { translateValidation } from '../../../lib/i18n/error-messages.ts';
import { useLoginTwoFactor } from '../api/login-two-factor.ts';
import { twoFactorErrorMessage } from '../auth-errors.ts';

/**
 * The second step of a login for an account with two-factor authentication (issue 5 item 2): the 6-digit code
 * of the authenticator app, or one of the recovery codes. `onSignedIn` runs with the user; `onRestart` goes back
 * to the password step (the pending login timed out, or the person wants another account).
 */
export function TwoFactorStep(props: { onSignedIn: (user: CurrentUser) => void; onRestart: () => void }) {
  const { t } = useLingui();
  const second = useLoginTwoFactor();
  const form = useForm({ resolver: zodResolver(loginTwoFactorBodySchema), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const busy = second.isPending || second.isSuccess;
  const expired = second.error instanceof ApiRequestError && second.error.code === 'two_factor_expired';

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      props.onSignedIn(await second.mutateAsync(body));
    } catch {
      // shown in the alert below
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t`Two-factor authentication`}>
      <p>
        <Trans>Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.</Trans>
      </p>
      <FormField label={<Trans>Authentication code</Trans>} required error={translateValidation(errors.code?.message)}>
        {(control) => <input {...control} {...form.register('code')} type="text" autoComplete="one-time-code" spellCheck={false} autoCapitalize="characters" autoFocus />}
      </FormField>
      <div role="alert" className="auth-form__alert">
        {second.error ? <p className="field__error">{twoFactorErrorMessage(second.error)}</p> : null}
      </div>
      {expired ? (
        <button type="button" className="btn btn--primary btn--block" onClick={props.onRestart}>
          <Trans>Log in again</Trans>
        </button>
      ) : (
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? <Trans>Checking…</Trans> : <Trans>Verify</Trans>}
        </button>
      )}
      <button type="button" className="btn btn--ghost auth-form__link" onClick={props.onRestart}>
        <Trans>Back to login</Trans>
      </button>
    </form>
  );
}
