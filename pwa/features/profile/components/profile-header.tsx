import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { LogoutButton } from '../../../components/ui/logout-button.tsx';
import '../profile.css';

/**
 * Header of /profile (spec 000 §2 Profile): back to home, the language control and Logout — the site's
 * {@link LogoutButton}, a form post to /api/logout that ends the session and sends the browser to `/`.
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
          <LogoutButton className="btn btn--secondary" />
        </div>
      </div>
    </header>
  );
}
