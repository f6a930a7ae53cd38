import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useDisableTwoFactor } from '../api/two-factor.ts';

/**
 * Turning two-factor authentication off (issue 5 item 2): it needs a current code from the authenticator app or
 * the account password. Success: toast, the session is re-read; failure: the reason in the dialog.
 */
export function DisableTwoFactorDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t`Turn off two-factor authentication`}
      description={t`Enter a current code from your authenticator app, or your password.`}
    >
      <DisableForm onDone={() => props.onOpenChange(false)} />
    </Dialog>
  );
}

function DisableForm(props: { onDone: () => void }) {
  const { t } = useLingui();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.replace(/\s+/g, '');
    if (!trimmed && !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      await disable.mutateAsync(trimmed ? { code: trimmed } : { password });
      toast({ title: t`Two-factor authentication is off`, description: t`Your other devices have been logged out.` });
      props.onDone();
    } catch {
      // shown in the alert below
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormField label={<Trans>Authentication code</Trans>}>
        {(control) => <input {...control} value={code} onChange={(e) => setCode(e.target.value)} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />}
      </FormField>
      <FormField label={<Trans>Or your password</Trans>}>
        {(control) => <input {...control} value={password} onChange={(e) => setPassword(e.target.value)} type="password" autoComplete="current-password" />}
      </FormField>
      <div role="alert">
        {missing ? <p className="field__error"><Trans>Enter a code or your password.</Trans></p> : null}
        {disable.error ? <p className="field__error">{describeError(disable.error, msg`Two-factor authentication could not be changed. Please try again.`)}</p> : null}
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={props.onDone} disabled={disable.isPending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn--danger" disabled={disable.isPending}>
          {disable.isPending ? <Trans>Turning off…</Trans> : <Trans>Turn off</Trans>}
        </button>
      </div>
    </form>
  );
}
