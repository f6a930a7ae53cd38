import type { ReactNode } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { daysBetween } from '#shared/dates.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';

/** A status badge: `on` picks the positive style. */
function StatusBadge({ on, children }: { on: boolean; children: ReactNode }) {
  return <li className={`badge ${on ? 'badge--success' : 'badge--muted'}`}>{children}</li>;
}

/**
 * Summary card of /profile (spec 000 §2 Profile): initial, full name, member-for days, one verification badge
 * (the e-mail address verified or not — spec 000 §4 "email verification flips unverified to verified"; the
 * account's separate `isVerified` flag is not shown, docs/decisions/073), active/inactive and 2FA badges, and the
 * Edit Profile / Cancel toggle.
 */
export function SummaryCard(props: { user: CurrentUser; editing: boolean; onToggleEdit: () => void; now?: Date }) {
  const { user } = props;
  const days = daysBetween(new Date(user.createdAt), props.now ?? new Date());
  const initial = user.fullName.trim().charAt(0).toLocaleUpperCase() || '?';
  return (
    <section className="card profile-summary" aria-labelledby="profile-summary-name">
      <div className="profile-summary__avatar" aria-hidden="true">
        {initial}
      </div>
      <div className="profile-summary__body">
        <h2 id="profile-summary-name" className="profile-summary__name">
          {user.fullName}
        </h2>
        <p className="profile-summary__since">
          <Plural value={days} one="Member for # day" other="Member for # days" />
        </p>
        <ul className="profile-summary__badges">
          <StatusBadge on={user.emailVerified}>{user.emailVerified ? <Trans>Email verified</Trans> : <Trans>Email not verified</Trans>}</StatusBadge>
          <StatusBadge on={user.isActive}>{user.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}</StatusBadge>
          <StatusBadge on={user.twoFactorEnabled}>{user.twoFactorEnabled ? <Trans>2FA on</Trans> : <Trans>2FA off</Trans>}</StatusBadge>
        </ul>
      </div>
      <button type="button" className="btn btn--secondary profile-summary__toggle" onClick={props.onToggleEdit}>
        {props.editing ? <Trans>Cancel</Trans> : <Trans>Edit Profile</Trans>}
      </button>
    </section>
  );
}
