import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { ConnectionStatus } from '../../../components/ui/connection-status.tsx';
import { SiteMenu } from '../../../components/site-menu.tsx';
import { LogoutButton } from '../../../components/ui/logout-button.tsx';
import { useSession } from '../../../lib/session.ts';
import { LogoMark } from './icons.tsx';
import '../home.css';

/** The header's Tamil tagline (spec 000 §2: "a Tamil tagline"): Kaniyan Pungundranar, Purananuru 192. */
const TAGLINE_TA = 'யாதும் ஊரே யாவரும் கேளிர்';

/**
 * The sticky site header of every page under the layout route (spec 000 §2 Home; issue 11 defect 1): logo
 * linking home, the Tamil tagline (wide screens), the connection status, the language switcher and the account
 * link — Login for guests, Profile for members — and the site menu (components/site-menu.tsx: every section, a
 * member's own things, Admin, Logout; decision 172). Designed for long Tamil words rather than squeezed: on narrow
 * screens the name and tagline give way to the logo, the status to its dot, the language labels to "த / EN", the
 * menu button to its icon. While the session is not known yet (a pre-rendered page), the account area is a
 * same-sized placeholder, so nothing jumps when it resolves. `mainId` is the id of the page's <main>, the
 * target of "skip to main content"; `extra` is drawn before the account area (the layout route passes the store's
 * basket count, which shows only when the basket holds something).
 */
export function SiteHeader({ mainId = 'main-content', extra }: { mainId?: string; extra?: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
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
        {extra}
        {session.status === 'unknown' ? (
          // session unknown: a placeholder the size of the Login button (no layout shift when it resolves)
          <span className="site-header__placeholder" aria-hidden="true" />
        ) : (
          <nav className="site-header__nav" aria-label={t`Account`}>
            {session.user ? (
              <>
                {/* below 64 rem Profile is in the site menu, as Logout is: room for the features' header parts (decision 183) */}
                <Link to="/profile" className="btn btn--ghost btn--sm site-header__profile">
                  <Trans>Profile</Trans>
                </Link>
                {/* wide screens: Logout beside Profile; narrower ones have both in the menu */}
                <LogoutButton className="btn btn--secondary btn--sm site-header__logout" />
              </>
            ) : (
              <Link to="/auth" className="btn btn--primary btn--sm">
                <Trans>Login</Trans>
              </Link>
            )}
          </nav>
        )}
        <SiteMenu user={session.user ?? null} />
      </div>
    </header>
  );
}
