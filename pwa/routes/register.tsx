import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { useRedirectAfterAuth } from '../features/auth/hooks/use-redirect-after-auth.ts';
import { loadAuthCatalog } from '../features/auth/catalog.ts';
import { definedOnly, redirectParam } from './-components/search-params.ts';

/** /register search: `redirect`, the page to return to once the account exists (see search-params.ts). */
const registerSearch = (search: Record<string, unknown>) => definedOnly({ redirect: redirectParam(search.redirect) });

export const Route = createFileRoute('/register')({ validateSearch: registerSearch, loader: loadAuthCatalog, component: RegisterPage });

/** /register: private-account registration with an 'Already have account?' way back to /auth (spec 000 §2). */
function RegisterPage() {
  const { redirect } = Route.useSearch();
  const redirectHome = useRedirectAfterAuth(redirect);
  return (
    <AuthLayout
      title={<Trans>Create a private account</Trans>}
      footer={
        <Link to="/auth" search={redirect ? { redirect } : {}} className="btn btn--secondary">
          <Trans>Already have account?</Trans>
        </Link>
      }
    >
      <RegisterForm onSuccess={redirectHome} />
    </AuthLayout>
  );
}
