import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { z } from 'zod';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { useRedirectAfterAuth } from '../features/auth/hooks/use-redirect-after-auth.ts';

/** /auth search: `resetToken` from the mailed reset link opens the reset dialog (spec 000 §2 Authentication). */
const authSearchSchema = z.object({
  resetToken: z.string().trim().min(1).max(200).optional().catch(undefined),
});

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  component: AuthPage,
});

/** /auth: the login form, its forgot/reset dialogs and a link to registration (spec 000 §2). */
function AuthPage() {
  const { resetToken } = Route.useSearch();
  const navigate = useNavigate();
  const redirectHome = useRedirectAfterAuth();
  return (
    <AuthLayout
      title={<Trans>Log in</Trans>}
      footer={
        <>
          <span>
            <Trans>New here?</Trans>
          </span>
          <Link to="/register" className="btn btn--secondary">
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
          if (resetToken) void navigate({ to: '/auth', search: {}, replace: true });
        }}
      />
    </AuthLayout>
  );
}
