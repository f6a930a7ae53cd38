import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordBodySchema } from '#shared/schemas/credentials.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { translateValidation } from '../../../lib/i18n/error-messages.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { forgotPasswordErrorMessage } from '../auth-errors.ts';
import { FormField } from '../../../components/ui/form-field.tsx';

/**
 * The forgot-password dialog (spec 000 §2 Authentication, §5 Forgot password): asks for a valid email. When the
 * server returns a reset token (development outbox only) `onResetToken` opens the reset dialog with it;
 * otherwise a toast says a link was sent and the dialog closes.
 */
export function ForgotPasswordDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; onResetToken: (token: string) => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t`Forgot password`}
      description={t`Enter the email address of your account and we will send you a link to reset your password.`}
    >
      {/* Radix unmounts the content when closed, so each opening starts with a fresh form. */}
      <ForgotPasswordForm {...props} />
    </Dialog>
  );
}

function ForgotPasswordForm(props: { onOpenChange: (open: boolean) => void; onResetToken: (token: string) => void }) {
  const { t } = useLingui();
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await forgot.mutateAsync(body);
      if (result.resetToken) {
        props.onResetToken(result.resetToken);
      } else {
        toast({ title: t`Check your email`, description: t`If an account exists for this email, a password reset link has been sent to it.` });
        props.onOpenChange(false);
      }
    } catch {
      // shown in the alert below
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormField label={<Trans>Email</Trans>} required error={translateValidation(errors.email?.message)}>
        {(control) => <input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />}
      </FormField>
      <div role="alert" className="auth-form__alert">
        {forgot.error ? <p className="field__error">{forgotPasswordErrorMessage(forgot.error)}</p> : null}
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => props.onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn--primary" disabled={forgot.isPending}>
          {forgot.isPending ? <Trans>Sending…</Trans> : <Trans>Send reset link</Trans>}
        </button>
      </div>
    </form>
  );
}
