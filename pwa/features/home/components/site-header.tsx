import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { ConnectionStatus } from '../../../components/ui/connection-status.tsx';
import { isAdminUser, useCurrentUser } from '../../../lib/session.ts';
import { LogoMark } from './icons.tsx';
import '../home.css';

/** The header's Tamil tagline (spec 000 §2: "a Tamil tagline"): Kaniyan Pungundranar, Purananuru 192. */
const TAGLINE_TA = 'யாதும் ஊரே யாவரும் கேளிர்';

/**
 * The sticky site header (spec 000 §2 Home): logo linking home, the Tamil tagline, the language switcher and the
 * account links — Login for guests; Profile, Employer dashboard, Admin (admins only, client-side check) and
 * Logout for signed-in users. Reusable by any screen; `mainId` is the id of that screen's <main>, the target of
 * the "skip to main content" link.
 */
export function SiteHeader({ mainId = 'main-content' }: { mainId?: string }) {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  return (
    <header className="site-header">
      <a className="skip-link" href={`#${mainId}`}>
        <Trans>Skip to main content</Trans>
      </a>
      <div className="container site-header__inner">
        <div className="site-header__brand">
          <Link to="/" className="site-header__home">
            <LogoMark className="site-header__logo" />
            <span className="site-header__name">
              <Trans>Tamil Community</Trans>
            </span>
          </Link>
          <p className="site-header__tagline" lang="ta" title={t`Every town is our town, everyone our kin`}>
            {TAGLINE_TA}
          </p>
        </div>
        <ConnectionStatus />
        <LanguageSwitcher className="site-header__language" />
        <nav className="site-header__nav" aria-label={t`Account`}>
          {user ? (
            <ul className="site-header__links">
              <li>
                <Link to="/profile" className="btn btn--ghost btn--sm">
                  <Trans>Profile</Trans>
                </Link>
              </li>
              <li>
                {/* Not built yet: a plain link until the jobs screens exist (it shows the 404 screen). */}
                <a href="/employer-dashboard" className="btn btn--ghost btn--sm">
                  <Trans>Employer dashboard</Trans>
                </a>
              </li>
              {isAdminUser(user) && (
                <li>
                  <a href="/admin" className="btn btn--ghost btn--sm">
                    <Trans>Admin</Trans>
                  </a>
                </li>
              )}
              <li>
                {/* Browser navigation, not fetch: the server ends the session and redirects to / (spec 000 §2). */}
                <a href="/api/logout" className="btn btn--secondary btn--sm">
                  <Trans>Logout</Trans>
                </a>
              </li>
            </ul>
          ) : (
            <ul className="site-header__links">
              <li>
                <Link to="/auth" className="btn btn--primary btn--sm">
                  <Trans>Login</Trans>
                </Link>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
}
