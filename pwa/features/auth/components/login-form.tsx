import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { LazyPart, LoadFailed } from '../../../components/ui/lazy-part.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { needsSecondFactor, useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../auth-errors.ts';

/*
 * What a visitor does not need to see the form loads after the first render or on first use (issue 10 item 3): the
 * login schema (zod, with the shared field rules) right after the first render; the two-factor step when the server
 * asks for it; each dialog when it is first opened ("Forgot password?" preloads its own on hover or focus).
 */
const loadLoginSchema = () => import('#shared/schemas/credentials.ts').then((m) => m.loginBodySchema);
const loadTwoFactorStep = () => import('./two-factor-step.tsx').then((m) => m.TwoFactorStep);
const loadForgotPasswordDialog = () => import('./forgot-password-dialog.tsx').then((m) => m.ForgotPasswordDialog);
const loadResetPasswordDialog = () => import('./reset-password-dialog.tsx').then((m) => m.ResetPasswordDialog);
const preloadForgotPasswordDialog = () => void loadForgotPasswordDialog().catch(() => undefined);

/** A dialog's state: `mounted` once first opened, so it then closes the way it always has (Radix keeps it). */
interface DialogState {
  open: boolean;
  mounted: boolean;
}

/**
 * The login form of /auth (spec 000 §2 Authentication, §5 Login, §8 Auth): email + password checked on the
 * client with the shared schema, server failures mapped to bilingual messages, a success toast, then
 * `onSuccess` (the route redirects home). For an account with two-factor authentication the server answers
 * `{ twoFactorRequired: true }` and the form asks for the code next (issue 5 item 2). Hosts the forgot-password
 * and reset-password dialogs; `resetToken` (from a mailed link) opens the reset dialog straight away — once the
 * pre-rendered page has hydrated (the page was rendered without it), as soon as its chunk has arrived.
 */
export function LoginForm(props: { onSuccess?: (user: CurrentUser) => void; resetToken?: string; onResetDialogClosed?: () => void }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const login = useLogin();
  const [forgot, setForgot] = useState<DialogState>({ open: false, mounted: false });
  const [reset, setReset] = useState<DialogState & { token: string }>({ open: Boolean(props.resetToken), mounted: Boolean(props.resetToken), token: props.resetToken ?? '' });
  const [secondStep, setSecondStep] = useState(false);
  // No empty defaults: what was typed into the pre-rendered form before the app started is kept when it hydrates
  // (react-hook-form reads an uncontrolled field's value from the page when it has no default).
  const form = useZodForm(loadLoginSchema);
  const busy = login.isPending || (login.isSuccess && !secondStep);

  const signedIn = (user: CurrentUser) => {
    const name = user.fullName;
    toast({ title: t`Login successful`, description: t`Welcome back, ${name}!` });
    props.onSuccess?.(user);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await login.mutateAsync(body);
      if (needsSecondFactor(res)) {
        // the password step stays ("Logging in…") until the code step's chunk is here; if it cannot be fetched,
        // the step's place says so and offers "Try again"
        await loadTwoFactorStep().catch(() => undefined);
        setSecondStep(true);
      } else signedIn(res);
    } catch {
      // the failure is shown in the alert below (login.error)
    }
  });

  if (secondStep) {
    const restart = () => {
      setSecondStep(false);
      login.reset();
      form.setValue('password', '');
    };
    return (
      <LazyPart
        load={loadTwoFactorStep}
        props={{ onSignedIn: signedIn, onRestart: restart }}
        fallback={
          <p role="status" aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        }
        renderFailed={(retry) => (
          <>
            <LoadFailed onRetry={retry} />
            <button type="button" className="btn btn--ghost auth-form__link" onClick={restart}>
              <Trans>Back to login</Trans>
            </button>
          </>
        )}
      />
    );
  }

  const setForgotOpen = (open: boolean) => setForgot({ open, mounted: true });
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
        {/* disabled until hydrated: the pre-rendered form must never submit itself (a GET with the password in the address) */}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy || !hydrated}>
          {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
        <button
          type="button"
          className="btn btn--ghost auth-form__link"
          onClick={() => setForgotOpen(true)}
          onPointerEnter={preloadForgotPasswordDialog}
          onFocus={preloadForgotPasswordDialog}
        >
          <Trans>Forgot password?</Trans>
        </button>
      </form>
      {forgot.mounted && (
        <LazyPart
          load={loadForgotPasswordDialog}
          props={{
            open: forgot.open,
            onOpenChange: setForgotOpen,
            onResetToken: (token: string) => {
              setForgotOpen(false);
              setReset({ open: true, mounted: true, token });
            },
          }}
          fallback={null}
        />
      )}
      {/* not while React hydrates: the pre-rendered page has no dialog here */}
      {reset.mounted && hydrated && (
        <LazyPart
          load={loadResetPasswordDialog}
          props={{
            open: reset.open,
            token: reset.token,
            onOpenChange: (open: boolean) => {
              setReset((current) => ({ ...current, open }));
              if (!open) props.onResetDialogClosed?.();
            },
          }}
          fallback={null}
        />
      )}
    </>
  );
}
