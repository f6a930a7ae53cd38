import { useCallback } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { VERIFICATION_OUTCOMES } from '#shared/verification.ts';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { useRedirectAfterAuth } from '../features/auth/hooks/use-redirect-after-auth.ts';
import { useVerificationToast } from '../features/profile/hooks/use-verification-toast.ts';
import { redirectSearchField } from './-components/redirect-search.ts';
import { loadAuthCatalog } from '../features/auth/catalog.ts';
import { loadProfileCatalog } from '../features/profile/catalog.ts';

/**
 * /auth search: `resetToken` from the mailed reset link opens the reset dialog (spec 000 §2 Authentication);
 * `verified` is the outcome of an e-mail verification link opened while signed out (issue 5 item 1); `redirect`
 * is the page to return to after the login (see redirect-search.ts). Route
 * options are part of the first load of every page, hence `zod/mini` (docs/decisions/032-initial-load-budget.md).
 */
const authSearchSchema = z.object({
  resetToken: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), undefined),
  verified: z.catch(z.optional(z.enum(VERIFICATION_OUTCOMES)), undefined),
  redirect: redirectSearchField,
});

export const Route = createFileRoute('/auth')({
  loader: () => Promise.all([loadAuthCatalog(), loadProfileCatalog()]),
  validateSearch: authSearchSchema,
  component: AuthPage,
});

/** /auth: the login form, its forgot/reset dialogs and a link to registration (spec 000 §2). */
function AuthPage() {
  const { resetToken, verified, redirect } = Route.useSearch();
  const navigate = useNavigate();
  useVerificationToast(verified, useCallback(() => void navigate({ to: '/auth', search: {}, replace: true }), [navigate]));
  const redirectHome = useRedirectAfterAuth(redirect);
  return (
    <AuthLayout
      title={<Trans>Log in</Trans>}
      footer={
        <>
          <span>
            <Trans>New here?</Trans>
          </span>
          <Link to="/register" search={redirect ? { redirect } : {}} className="btn btn--secondary">
            <Trans>Create an account</Trans>
          </Link>
        </>
      }
    >
      <LoginForm
        resetToken={resetToken}
        onSuccess={redirectHome}
        onResetDialogClosed={() => {
          // drop the used token from the address bar so a reload does not reopen the dialog
          if (resetToken) void navigate({ to: '/auth', search: redirect ? { redirect } : {}, replace: true });
        }}
      />
    </AuthLayout>
  );
}
