import { useEffect, useRef } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { REDIRECT_AFTER_DELETE_MS } from '#shared/constants.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { ProfileHeader } from '../../features/profile/components/profile-header.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';

export const Route = createFileRoute('/_authed/profile')({ component: ProfilePage });

/** /profile (spec 000 §2 Profile): header, summary card and tabs; after deletion, home in 2 s (§4, §9). */
function ProfilePage() {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onAccountDeleted = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate({ to: '/' }), REDIRECT_AFTER_DELETE_MS);
  };

  return (
    <div className="page">
      <ProfileHeader />
      <main className="profile-main">
        <div className="container">
          <h1 className="profile-title">
            <Trans>My profile</Trans>
          </h1>
          {user ? (
            <ProfileScreen user={user} onAccountDeleted={onAccountDeleted} />
          ) : (
            // the session was cleared (account deleted): the redirect home is pending
            <p role="status">
              <Trans>Your account has been deleted. Taking you to the home page…</Trans>
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
