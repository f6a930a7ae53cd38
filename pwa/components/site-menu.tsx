import { useEffect, useId, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, type LinkProps } from '@tanstack/react-router';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { isAdminUser } from '../lib/session.ts';
import { LogoutButton } from './ui/logout-button.tsx';

/** A menu entry: a page of the app (`to`, optionally a `hash` on it, the profile's `tab` or a list's `mine`) and its label. */
interface MenuLink {
  to: LinkProps['to'];
  hash?: string;
  search?: { tab: 'financial' } | { mine: 1 };
  label: MessageDescriptor;
}

/** Every section of the site, for guests and members alike (spec 000 §2 and 001 §2: the pages a visitor can browse). */
export const SECTION_LINKS: readonly MenuLink[] = [
  { to: '/taxi-services', label: msg`Taxi services` },
  { to: '/store', label: msg`Tamil goods store` },
  { to: '/questions', label: msg`Community questions` },
  { to: '/community', label: msg`Community sharing` },
  { to: '/jobs', label: msg`Jobs` },
  { to: '/marriage', label: msg`Marriage profiles` },
  { to: '/education', label: msg`Education` },
  { to: '/subscription', label: msg`Subscription` },
  { to: '/success-stories', label: msg`Success stories` },
  { to: '/help', label: msg`Help and support` },
];

/**
 * A member's own things, each a page or a section of one that exists (decisions 172, 179): the profile, billing (the
 * profile's financial tab, opened by ?tab=financial), job applications, the employer dashboard (their job posts and
 * its applicants), marriage interests, the basket, their community posts and courses (/community and /education
 * with ?mine=1: the server finds them from the session), and their teacher profile.
 */
export const MEMBER_LINKS: readonly MenuLink[] = [
  { to: '/profile', label: msg`Profile` },
  { to: '/profile', search: { tab: 'financial' }, label: msg`Billing and receipts` },
  { to: '/my-applications', label: msg`My applications` },
  { to: '/employer-dashboard', label: msg`Employer dashboard` },
  { to: '/marriage-interests', label: msg`My marriage interests` },
  { to: '/store', hash: 'basket', label: msg`My basket` },
  { to: '/community', search: { mine: 1 }, label: msg`My community posts` },
  { to: '/education', search: { mine: 1 }, label: msg`My courses` },
  { to: '/become-teacher', label: msg`My teacher profile` },
];

/**
 * The posts on this device (decision 179): what waits to be sent and what the server refused, for everyone — a guest
 * too can queue a quote request or a message to support.
 */
export const DEVICE_LINK: MenuLink = { to: '/outbox', label: msg`Posts on this device` };

/**
 * The site menu of the header (decision 172): one "Menu" button at every width opening a panel with every section
 * and — for a member — their own things, Admin (admins) and Logout. It closes on navigation, on Escape (focus back
 * on its button) and on a click outside it. `user`: the member, `null` for a guest.
 */
export function SiteMenu({ user }: { user: CurrentUser | null }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  // the page the menu was opened on: a navigation closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
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

  const item = ({ to, hash, search, label }: MenuLink) => (
    <li key={`${to}#${hash ?? ''}?${JSON.stringify(search ?? {})}`}>
      <Link to={to} hash={hash} search={search as never} className="site-menu__link">
        {i18n._(label)}
      </Link>
    </li>
  );
  return (
    <nav ref={navRef} className="site-menu" aria-label={t`Menu`} data-open={open}>
      <button
        ref={toggleRef}
        type="button"
        className="btn btn--ghost btn--sm site-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <svg className="btn__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span className="site-menu__label">
          <Trans>Menu</Trans>
        </span>
      </button>
      <div id={menuId} className="site-menu__panel" onClick={(event) => (event.target as HTMLElement).closest('a') && setOpenOn(null)}>
        {user && (
          <>
            <p className="site-menu__heading">
              <Trans>Yours</Trans>
            </p>
            <ul className="site-menu__list">
              {MEMBER_LINKS.map(item)}
              {isAdminUser(user) && (
                <li>
                  <Link to="/admin" className="site-menu__link">
                    <Trans>Admin</Trans>
                  </Link>
                </li>
              )}
            </ul>
          </>
        )}
        <p className="site-menu__heading">
          <Trans>Sections</Trans>
        </p>
        <ul className="site-menu__list">{[...SECTION_LINKS, DEVICE_LINK].map(item)}</ul>
        {user && <LogoutButton className="btn btn--secondary site-menu__logout" />}
      </div>
    </nav>
  );
}
