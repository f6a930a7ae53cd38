import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { ComingSoon } from './coming-soon.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/**
 * Security tab (spec 000 §2 Profile): email verification and the 2FA toggle (both shown disabled with a
 * "coming soon" note until their API exists — never a fake success), the notification preferences, and the
 * danger zone with account deletion behind a confirmation dialog.
 */
export function SecurityTab(props: { user: CurrentUser; onAccountDeleted: () => void }) {
  const { user } = props;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const id = useId();
  const verifyHintId = `${id}-verify-hint`;
  const twoFactorHintId = `${id}-2fa-hint`;
  const twoFactorLabelId = `${id}-2fa-title`;
  const on = <Trans>On</Trans>;
  const off = <Trans>Off</Trans>;

  return (
    <div className="profile-security">
      <section className="profile-section" aria-labelledby={`${id}-verify-title`}>
        <h3 id={`${id}-verify-title`}>
          <Trans>Email verification</Trans>
        </h3>
        <p>{user.emailVerified ? <Trans>Your email address is verified.</Trans> : <Trans>Your email address is not verified yet.</Trans>}</p>
        {!user.emailVerified && (
          <div className="profile-action">
            <button type="button" className="btn btn--secondary" disabled aria-describedby={verifyHintId}>
              <Trans>Verify email</Trans>
            </button>
            <ComingSoon id={verifyHintId} />
          </div>
        )}
      </section>

      <section className="profile-section" aria-labelledby={twoFactorLabelId}>
        <h3 id={twoFactorLabelId}>
          <Trans>Two-factor authentication</Trans>
        </h3>
        <div className="profile-action">
          <button
            type="button"
            role="switch"
            className="profile-switch"
            aria-checked={user.twoFactorEnabled}
            aria-labelledby={twoFactorLabelId}
            aria-describedby={twoFactorHintId}
            disabled
          >
            <span className="profile-switch__thumb" aria-hidden="true" />
          </button>
          <span>{user.twoFactorEnabled ? <Trans>Enabled</Trans> : <Trans>Disabled</Trans>}</span>
          <ComingSoon id={twoFactorHintId} />
        </div>
      </section>

      <section className="profile-section" aria-labelledby={`${id}-prefs-title`}>
        <h3 id={`${id}-prefs-title`}>
          <Trans>Notification preferences</Trans>
        </h3>
        <dl className="profile-facts">
          <div className="profile-facts__item">
            <dt>
              <Trans>Notifications</Trans>
            </dt>
            <dd>{user.notificationsEnabled ? on : off}</dd>
          </div>
          <div className="profile-facts__item">
            <dt>
              <Trans>Marketing emails</Trans>
            </dt>
            <dd>{user.marketingEmails ? on : off}</dd>
          </div>
        </dl>
      </section>

      <section className="profile-section profile-danger" aria-labelledby={`${id}-danger-title`}>
        <h3 id={`${id}-danger-title`}>
          <Trans>Danger zone</Trans>
        </h3>
        <p>
          <Trans>Deleting your account deactivates it and logs you out.</Trans>
        </p>
        <button type="button" className="btn btn--danger" onClick={() => setConfirmOpen(true)}>
          <Trans>Delete account</Trans>
        </button>
      </section>

      <DeleteAccountDialog open={confirmOpen} onOpenChange={setConfirmOpen} onDeleted={props.onAccountDeleted} />
    </div>
  );
}
