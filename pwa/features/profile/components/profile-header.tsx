import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import '../profile.css';

/**
 * Header of /profile (spec 000 §2 Profile): back to home, the language control and Logout. Logout is a plain
 * link because /api/logout is reached by browser navigation (it ends the session and redirects to /).
 */
export function ProfileHeader() {
  return (
    <header className="profile-header">
      <div className="container profile-header__inner">
        <Link to="/" className="btn btn--ghost">
          <span aria-hidden="true">← </span>
          <Trans>Back to home</Trans>
        </Link>
        <div className="profile-header__actions">
          <LanguageSwitcher />
          <a href="/api/logout" className="btn btn--secondary">
            <Trans>Logout</Trans>
          </a>
        </div>
      </div>
    </header>
  );
}
