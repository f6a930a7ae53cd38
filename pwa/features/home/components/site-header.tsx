import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { ConnectionStatus } from '../../../components/ui/connection-status.tsx';
import { LogoutButton } from '../../../components/ui/logout-button.tsx';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { isAdminUser, useSession } from '../../../lib/session.ts';
import { CloseIcon, LogoMark, MenuIcon } from './icons.tsx';
import '../home.css';

/** The header's Tamil tagline (spec 000 §2: "a Tamil tagline"): Kaniyan Pungundranar, Purananuru 192. */
const TAGLINE_TA = 'யாதும் ஊரே யாவரும் கேளிர்';

/**
 * The sticky site header of every page under the layout route (spec 000 §2 Home; issue 11 defect 1): logo
 * linking home, the Tamil tagline (wide screens), the connection status, the language switcher and the account
 * links — Login for guests; Profile, Employer dashboard, Admin (admins only, client-side check) and Logout for
 * signed-in users. Designed for long Tamil words rather than squeezed: on narrow screens the name and tagline
 * give way to the logo, the status to its dot, the language labels to "த / EN", and a member's links fold into
 * a menu (below 64 rem). While the session is not known yet (a pre-rendered page), the account area is a
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
          <AccountNav user={session.user} />
        )}
      </div>
    </header>
  );
}

/** A guest's Login, or a member's links — inline on wide screens, behind a menu button on narrow ones. */
function AccountNav({ user }: { user: CurrentUser | null }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // the page the menu was opened on: it closes on navigation, on Escape (focus back on its button) and on a click outside it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!user) {
    return (
      <nav className="site-header__nav" aria-label={t`Account`}>
        <ul className="site-header__links">
          <li>
            <Link to="/auth" className="btn btn--primary btn--sm">
              <Trans>Login</Trans>
            </Link>
          </li>
        </ul>
      </nav>
    );
  }
  return (
    <nav ref={navRef} className="site-header__nav site-header__nav--member" aria-label={t`Account`} data-open={open}>
      <button
        ref={toggleRef}
        type="button"
        className="btn btn--ghost btn--sm site-header__menu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon className="btn__icon" /> : <MenuIcon className="btn__icon" />}
        <span className="site-header__menu-label">
          <Trans>Menu</Trans>
        </span>
      </button>
      <ul id={menuId} className="site-header__links" onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
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
          {/* A form post, not fetch: the server ends the session and sends the browser to / (decision 158). */}
          <LogoutButton className="btn btn--secondary btn--sm" />
        </li>
      </ul>
    </nav>
  );
}
