import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { useRedirectAfterAuth } from '../features/auth/hooks/use-redirect-after-auth.ts';

export const Route = createFileRoute('/register')({ component: RegisterPage });

/** /register: private-account registration with an 'Already have account?' way back to /auth (spec 000 §2). */
function RegisterPage() {
  const redirectHome = useRedirectAfterAuth();
  return (
    <AuthLayout
      title={<Trans>Create a private account</Trans>}
      footer={
        <Link to="/auth" className="btn btn--secondary">
          <Trans>Already have account?</Trans>
        </Link>
      }
    >
      <RegisterForm onSuccess={redirectHome} />
    </AuthLayout>
  );
}
