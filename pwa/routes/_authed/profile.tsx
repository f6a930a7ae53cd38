import { useCallback, useEffect, useRef } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { REDIRECT_AFTER_DELETE_MS } from '#shared/constants.ts';
import { VERIFICATION_OUTCOMES } from '#shared/verification.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { useVerificationToast } from '../../features/profile/hooks/use-verification-toast.ts';
import { loadProfileCatalog } from '../../features/profile/catalog.ts';
import { definedOnly, oneOf } from '../-components/search-params.ts';

/**
 * /profile search: `verified` is the outcome of an e-mail verification link (issue 5 item 1); `tab=financial` opens the
 * financial tab with the billing history (the site menu's "Billing and receipts", decision 172); anything else is dropped.
 */
const profileSearch = (search: Record<string, unknown>) => definedOnly({ verified: oneOf(VERIFICATION_OUTCOMES, search.verified), tab: oneOf(['financial'] as const, search.tab) });

export const Route = createFileRoute('/_authed/profile')({
  loader: loadProfileCatalog,
  validateSearch: profileSearch,
  staticData: { back: { to: '/', label: msg`Back to home` } },
  component: ProfilePage,
});

/**
 * /profile (spec 000 §2 Profile) in the member layout (header with Logout, back to home): summary card and tabs;
 * after deletion, home in 2 s (§4, §9).
 */
function ProfilePage() {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const { verified, tab } = Route.useSearch();
  useVerificationToast(verified, useCallback(() => void navigate({ to: '/profile', search: {}, replace: true }), [navigate]));
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onAccountDeleted = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate({ to: '/' }), REDIRECT_AFTER_DELETE_MS);
  };

  return (
    <div className="profile-main">
      <div className="container">
        <h1 className="profile-title">
          <Trans>My profile</Trans>
        </h1>
        {user ? (
          <ProfileScreen user={user} onAccountDeleted={onAccountDeleted} openTab={tab} />
        ) : (
          // the session was cleared (account deleted): the redirect home is pending
          <p role="status">
            <Trans>Your account has been deleted. Taking you to the home page…</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
