import '../admin.css';
import type { ComponentType, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { LazyPart } from '../../../components/ui/lazy-part.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** "Admin Access Required" with a login link: what a guest sees on an admin page. */
function AdminLoginRequired() {
  return (
    <div className="card empty-state" role="alert">
      <h1>
        <Trans>Admin Access Required</Trans>
      </h1>
      <p>
        <Trans>Please log in with the administrator's account.</Trans>
      </p>
      <Link to="/auth" className="btn btn--primary">
        <Trans>Login</Trans>
      </Link>
    </div>
  );
}

/** "Access Denied" with Go Home: what a member who is not the administrator sees on an admin page. */
function AdminAccessDenied() {
  return (
    <div className="card empty-state" role="alert">
      <h1>
        <Trans>Access Denied</Trans>
      </h1>
      <p>
        <Trans>This page is for the administrator only.</Trans>
      </p>
      <Link to="/" className="btn btn--primary">
        <Trans>Go Home</Trans>
      </Link>
    </div>
  );
}

/**
 * The door of every admin page (spec 001 §2 admin): guests see "Admin Access Required" with a login link, members
 * "Access Denied" with Go Home, the administrator the page. `children` gets whether the data may be loaded. Only
 * what is shown is decided here — the server checks the admin role on every call.
 */
export function AdminGate({ children }: { children: (isAdmin: boolean) => ReactNode }) {
  const session = useSession();
  const hydrated = useHydrated();
  const isAdmin = session.user?.role === 'admin';
  if (hydrated && session.status === 'guest') return <AdminLoginRequired />;
  if (hydrated && session.status === 'member' && !isAdmin) return <AdminAccessDenied />;
  return <>{children(isAdmin)}</>;
}

/**
 * An admin page in its route (issue 10, decision 148): the page's code comes from its own chunk, fetched only for
 * the administrator — a guest's or a member's first screen carries none of it. While the session is unknown (the
 * pre-rendered page and its hydration) a card with the page's `title` and a spinner; then "Admin Access Required",
 * "Access Denied" or the page (`load`, a module-level function; `props` passed to it).
 */
export function AdminOnly<P extends object>({ title, load, props }: { title: ReactNode; load: () => Promise<ComponentType<P>>; props: P }) {
  const session = useSession();
  const pending = (
    <div className="card empty-state member-only" aria-busy="true">
      <h1>{title}</h1>
      <Spinner />
    </div>
  );
  if (session.status === 'unknown') return pending;
  if (session.status === 'guest') return <AdminLoginRequired />;
  if (session.user.role !== 'admin') return <AdminAccessDenied />;
  return <LazyPart load={load} props={props} fallback={pending} />;
}

/** The admin panel's sections as tabs (links, so each has its own address and back button). */
export function AdminNav() {
  const { t } = useLingui();
  const tabs = [
    { to: '/admin', label: <Trans>Inbox</Trans> },
    { to: '/admin/users', label: <Trans>Members</Trans> },
    { to: '/admin/taxi-services', label: <Trans>Vehicle services</Trans> },
    { to: '/admin/marriage-profiles', label: <Trans>Marriage profiles</Trans> },
    { to: '/admin/success-stories', label: <Trans>Success stories</Trans> },
    { to: '/admin/audit-log', label: <Trans>Audit log</Trans> },
  ] as const;
  return (
    <nav className="admin-nav" aria-label={t`Admin panel`}>
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} className="admin-nav__tab" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
