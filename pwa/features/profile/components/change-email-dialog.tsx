import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useChangeEmail } from '../api/change-email.ts';

/**
 * Changing the account's e-mail address (docs/decisions/161): the new address and the current password — or, with
 * two-factor authentication on, a current code instead. Success: a toast saying where the confirmation and the
 * undo links went and that other devices are signed out; failure: the reason in the dialog.
 */
export function ChangeEmailDialog(props: { user: CurrentUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t`Change email address`}
      description={
        props.user.twoFactorEnabled
          ? t`Enter the new address and your password, or a current code from your authenticator app.`
          : t`Enter the new address and your password.`
      }
    >
      <ChangeEmailForm user={props.user} onDone={() => props.onOpenChange(false)} />
    </Dialog>
  );
}

function ChangeEmailForm(props: { user: CurrentUser; onDone: () => void }) {
  const { t } = useLingui();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const oldEmail = props.user.email;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedCode = code.replace(/\s+/g, '');
    if (!email.trim() || (!password && !trimmedCode)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      const { email: newEmail } = await change.mutateAsync(trimmedCode ? { email: email.trim(), code: trimmedCode } : { email: email.trim(), password });
      toast({
        title: t`Email address changed`,
        description: t`We sent a confirmation link to ${newEmail} and a link to undo the change to ${oldEmail}. Your other devices have been logged out.`,
      });
      props.onDone();
    } catch {
      // shown in the alert below
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t`Change email address`}>
      <FormField label={<Trans>New email address</Trans>} required>
        {(control) => <input {...control} value={email} onChange={(e) => setEmail(e.target.value)} type="email" inputMode="email" autoComplete="email" spellCheck={false} />}
      </FormField>
      <FormField label={<Trans>Current password</Trans>} required={!props.user.twoFactorEnabled}>
        {(control) => <input {...control} value={password} onChange={(e) => setPassword(e.target.value)} type="password" autoComplete="current-password" />}
      </FormField>
      {props.user.twoFactorEnabled && (
        <FormField label={<Trans>Or a code from your authenticator app</Trans>}>
          {(control) => <input {...control} value={code} onChange={(e) => setCode(e.target.value)} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />}
        </FormField>
      )}
      <div role="alert">
        {missing ? (
          <p className="field__error">
            <Trans>Enter the new address and your password.</Trans>
          </p>
        ) : null}
        {change.error ? <p className="field__error">{describeError(change.error, msg`Your email address could not be changed. Please try again.`)}</p> : null}
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={props.onDone} disabled={change.isPending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn--primary" disabled={change.isPending}>
          {change.isPending ? <Trans>Saving…</Trans> : <Trans>Change email</Trans>}
        </button>
      </div>
    </form>
  );
}
