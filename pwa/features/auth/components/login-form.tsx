import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginBodySchema } from '#shared/schemas/auth.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { needsSecondFactor, useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../auth-errors.ts';
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
  const form = useZodForm(loginBodySchema, { defaultValues: { email: '', password: '' } });
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
        <FormInput form={form} name="email" label={<Trans>Email</Trans>} required>
          {(control) => <input {...control} type="email" autoComplete="email" inputMode="email" spellCheck={false} />}
        </FormInput>
        <FormInput form={form} name="password" label={<Trans>Password</Trans>} required>
          {(control) => <input {...control} type="password" autoComplete="current-password" />}
        </FormInput>
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
