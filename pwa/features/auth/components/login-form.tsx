import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginBodySchema } from '#shared/schemas/auth.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { translateValidation } from '../../../lib/i18n/error-messages.ts';
import { needsSecondFactor, useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../auth-errors.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

/**
 * The login form of /auth (spec 000 §2 Authentication, §5 Login, §8 Auth): email + password checked on the
 * client with the shared schema, server failures mapped to bilingual messages, a success toast, then
 * `onSuccess` (the route redirects home). For an account with two-factor authentication the server answers
 * `{ twoFactorRequired: true }` and the form asks for the code next (issue 5 item 2). Hosts the forgot-password
 * and reset-password dialogs; `resetToken` (from a mailed link) opens the reset dialog straight away.
 */
export function LoginForm(props: { onSuccess?: (user: CurrentUser) => void; resetToken?: string; onResetDialogClosed?: () => void }) {
  const { t } = useLingui();
  const login = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [reset, setReset] = useState({ open: Boolean(props.resetToken), token: props.resetToken ?? '' });
  const [secondStep, setSecondStep] = useState(false);
  const form = useForm({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const busy = login.isPending || (login.isSuccess && !secondStep);

  const signedIn = (user: CurrentUser) => {
    const name = user.fullName;
    toast({ title: t`Login successful`, description: t`Welcome back, ${name}!` });
    props.onSuccess?.(user);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await login.mutateAsync(body);
      if (needsSecondFactor(res)) setSecondStep(true);
      else signedIn(res);
    } catch {
      // the failure is shown in the alert below (login.error)
    }
  });

  if (secondStep) {
    return (
      <TwoFactorStep
        onSignedIn={signedIn}
        onRestart={() => {
          setSecondStep(false);
          login.reset();
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t`Log in`}>
        <FormField label={<Trans>Email</Trans>} required error={translateValidation(errors.email?.message)}>
          {(control) => <input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />}
        </FormField>
        <FormField label={<Trans>Password</Trans>} required error={translateValidation(errors.password?.message)}>
          {(control) => <input {...control} {...form.register('password')} type="password" autoComplete="current-password" />}
        </FormField>
        <div role="alert" className="auth-form__alert">
          {login.error ? <p className="field__error">{loginErrorMessage(login.error)}</p> : null}
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
        <button type="button" className="btn btn--ghost auth-form__link" onClick={() => setForgotOpen(true)}>
          <Trans>Forgot password?</Trans>
        </button>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        onResetToken={(token) => {
          setForgotOpen(false);
          setReset({ open: true, token });
        }}
      />
      <ResetPasswordDialog
        open={reset.open}
        token={reset.token}
        onOpenChange={(open) => {
          setReset((current) => ({ ...current, open }));
          if (!open) props.onResetDialogClosed?.();
        }}
      />
    </>
  );
}
