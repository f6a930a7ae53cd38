import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordBodySchema } from '#shared/schemas/credentials.ts';
import { V } from '#shared/messages.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { translateValidation } from '../../../lib/i18n/error-messages.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { resetPasswordErrorMessage } from '../auth-errors.ts';
import { FormField } from '../../../components/ui/form-field.tsx';

/** The reset form: the shared body schema plus confirmPassword, which must match and is never sent (spec 000 §5). */
const resetFormSchema = z
  .object({ ...resetPasswordBodySchema.shape, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: V.passwordsDontMatch });

/**
 * The reset-password dialog (spec 000 §2 Authentication, §5 Reset password): the token (pre-filled from the
 * forgot-password response or the mailed link), a new password of at least 6 characters and its confirmation.
 * On success it closes and tells the user to log in.
 */
export function ResetPasswordDialog(props: { open: boolean; token: string; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={t`Reset password`} description={t`Choose a new password for your account.`}>
      {/* Radix unmounts the content when closed, so each opening starts from the current token. */}
      <ResetPasswordForm token={props.token} onOpenChange={props.onOpenChange} />
    </Dialog>
  );
}

function ResetPasswordForm(props: { token: string; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { token: props.token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ token, newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
      props.onOpenChange(false);
      toast({ title: t`Password reset`, description: t`Your password has been changed. Please log in with your new password.` });
    } catch {
      // shown in the alert below
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormField label={<Trans>Reset token</Trans>} required error={translateValidation(errors.token?.message)}>
        {(control) => <input {...control} {...form.register('token')} type="text" autoComplete="off" spellCheck={false} />}
      </FormField>
      <FormField label={<Trans>New password</Trans>} required hint={<Trans>At least 6 characters.</Trans>} error={translateValidation(errors.newPassword?.message)}>
        {(control) => <input {...control} {...form.register('newPassword')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={<Trans>Confirm new password</Trans>} required error={translateValidation(errors.confirmPassword?.message)}>
        {(control) => <input {...control} {...form.register('confirmPassword')} type="password" autoComplete="new-password" />}
      </FormField>
      <div role="alert" className="auth-form__alert">
        {reset.error ? <p className="field__error">{resetPasswordErrorMessage(reset.error)}</p> : null}
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => props.onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn--primary" disabled={reset.isPending}>
          {reset.isPending ? <Trans>Resetting…</Trans> : <Trans>Reset password</Trans>}
        </button>
      </div>
    </form>
  );
}
