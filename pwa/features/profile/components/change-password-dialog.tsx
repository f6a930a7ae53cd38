import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { V } from '#shared/messages.ts';
import { changePasswordBodySchema } from '#shared/schemas/security.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError, loadErrorMessages, translateValidation } from '../../../lib/i18n/error-messages.ts';
import { useChangePassword } from '../api/account-sessions.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * Changing the password while signed in (decision 169): the current password, the new one twice. The shared
 * schema checks the new one before anything is sent (length, not the same as the current one); the server checks
 * the current one. Success: a toast saying the other devices were logged out; this one stays signed in.
 */
export function ChangePasswordDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t`Change password`}
      description={t`Enter your current password, then the new one twice. Your other devices will be logged out.`}
    >
      <ChangePasswordForm onDone={() => props.onOpenChange(false)} />
    </Dialog>
  );
}

function ChangePasswordForm(props: { onDone: () => void }) {
  const { t } = useLingui();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await loadErrorMessages().catch(() => undefined);
    const parsed = changePasswordBodySchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translateValidation(issue.message);
      }
    }
    if (!found.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = translateValidation(V.passwordsDontMatch);
    setErrors(found);
    if (!parsed.success || found.confirmPassword) return;
    try {
      const result = await change.mutateAsync(parsed.data);
      const count = result.endedSessions;
      toast({
        title: t`Password changed`,
        description: count > 0 ? t`Use the new password from now on. Other devices logged out: ${count}.` : t`Use the new password from now on.`,
      });
      props.onDone();
    } catch {
      // shown in the alert below
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t`Change password`}>
      <FormField label={<Trans>Current password</Trans>} required error={errors.currentPassword}>
        {(control) => <input {...control} value={values.currentPassword} onChange={set('currentPassword')} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField label={<Trans>New password</Trans>} required error={errors.newPassword} hint={<Trans>At least 6 characters.</Trans>}>
        {(control) => <input {...control} value={values.newPassword} onChange={set('newPassword')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={<Trans>Confirm the new password</Trans>} required error={errors.confirmPassword}>
        {(control) => <input {...control} value={values.confirmPassword} onChange={set('confirmPassword')} type="password" autoComplete="new-password" />}
      </FormField>
      <div role="alert">
        {change.error ? <p className="field__error">{describeError(change.error, msg`Your password could not be changed. Please try again.`)}</p> : null}
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={props.onDone} disabled={change.isPending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn--primary" disabled={change.isPending}>
          {change.isPending ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
        </button>
      </div>
    </form>
  );
}
