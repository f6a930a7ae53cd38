import { useCallback } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { REVERT_OUTCOMES, VERIFICATION_OUTCOMES } from '#shared/verification.ts';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { useRedirectAfterAuth } from '../features/auth/hooks/use-redirect-after-auth.ts';
import { useEmailRevertedToast } from '../features/profile/hooks/use-email-reverted-toast.ts';
import { useVerificationToast } from '../features/profile/hooks/use-verification-toast.ts';
import { definedOnly, oneOf, redirectParam, text } from './-components/search-params.ts';
import { loadAuthCatalog } from '../features/auth/catalog.ts';
import { loadProfileCatalog } from '../features/profile/catalog.ts';

/**
 * /auth search: `resetToken` from the mailed reset link opens the reset dialog (spec 000 §2 Authentication);
 * `verified` is the outcome of an e-mail verification link opened while signed out;
 * `emailReverted` the outcome of the link that undoes an e-mail change (decision 161); `redirect` is the page to
 * return to after the login (see search-params.ts). A value of the wrong kind is dropped.
 */
const authSearch = (search: Record<string, unknown>) =>
  definedOnly({
    resetToken: text(search.resetToken, 200),
    verified: oneOf(VERIFICATION_OUTCOMES, search.verified),
    emailReverted: oneOf(REVERT_OUTCOMES, search.emailReverted),
    redirect: redirectParam(search.redirect),
  });

export const Route = createFileRoute('/auth')({
  loader: () => Promise.all([loadAuthCatalog(), loadProfileCatalog()]),
  validateSearch: authSearch,
  component: AuthPage,
});

/** /auth: the login form, its forgot/reset dialogs and a link to registration (spec 000 §2). */
function AuthPage() {
  const { resetToken, verified, emailReverted, redirect } = Route.useSearch();
  const navigate = useNavigate();
  const clearSearch = useCallback(() => void navigate({ to: '/auth', search: {}, replace: true }), [navigate]);
  useVerificationToast(verified, clearSearch);
  useEmailRevertedToast(emailReverted, clearSearch);
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
