import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TwoFactorEnrollment } from '#shared/schemas/security.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSendVerification } from '../api/send-verification.ts';
import { useStartTwoFactor } from '../api/two-factor.ts';
import { AccountSessions } from './account-sessions.tsx';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog.tsx';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog.tsx';
import { LogoutEverywhereDialog } from './logout-everywhere-dialog.tsx';

/**
 * Security tab (spec 000 §2 Profile; decision 161): the e-mail address — its verification
 * (mails a link valid 24 hours) and its change (with the password or a 2FA code),
 * the 2FA switch (on: QR code enrolment confirmed by a code, then recovery codes; off: a code or the password),
 * the password change (decision 169), the notification preferences, the signed-in devices with "log out" for each
 * (decision 169) and "log out everywhere", and the danger zone with account deletion.
 * Failures use the spec's toasts 'Verification Failed' and '2FA Update Failed'.
 */
export function SecurityTab(props: { user: CurrentUser; onAccountDeleted: () => void }) {
  const { user } = props;
  const { t } = useLingui();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [enrollment, setEnrollment] = useState<TwoFactorEnrollment | null>(null);
  const [disableOpen, setDisableOpen] = useState(false);
  const [logoutAllOpen, setLogoutAllOpen] = useState(false);
  const [changeEmailOpen, setChangeEmailOpen] = useState(false);
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);
  const sendVerification = useSendVerification();
  const startTwoFactor = useStartTwoFactor();
  const id = useId();
  const twoFactorLabelId = `${id}-2fa-title`;
  const on = <Trans>On</Trans>;
  const off = <Trans>Off</Trans>;

  const verify = async () => {
    try {
      const result = await sendVerification.mutateAsync();
      if (result.emailVerified) toast({ title: t`Email verified`, description: t`Your email address is already verified.` });
      else toast({ title: t`Verification email sent`, description: t`Check your inbox and open the link within 24 hours.` });
    } catch (error) {
      toast({ title: t`Verification Failed`, description: describeError(error, msg`The verification email could not be sent. Please try again.`), variant: 'destructive' });
    }
  };

  const toggleTwoFactor = async () => {
    if (user.twoFactorEnabled) {
      setDisableOpen(true);
      return;
    }
    try {
      setEnrollment(await startTwoFactor.mutateAsync());
    } catch (error) {
      toast({ title: t`2FA Update Failed`, description: describeError(error, msg`Two-factor authentication could not be changed. Please try again.`), variant: 'destructive' });
    }
  };

  return (
    <div className="profile-security">
      <section className="profile-section" aria-labelledby={`${id}-verify-title`}>
        <h3 id={`${id}-verify-title`}>
          <Trans>Email address</Trans>
        </h3>
        <p className="profile-email">{user.email}</p>
        <p>{user.emailVerified ? <Trans>Your email address is verified.</Trans> : <Trans>Your email address is not verified yet.</Trans>}</p>
        <div className="profile-action">
          {!user.emailVerified && (
            <button type="button" className="btn btn--secondary" onClick={() => void verify()} disabled={sendVerification.isPending}>
              {sendVerification.isPending ? <Trans>Sending…</Trans> : <Trans>Verify email</Trans>}
            </button>
          )}
          <button type="button" className="btn btn--secondary" onClick={() => setChangeEmailOpen(true)}>
            <Trans>Change email</Trans>
          </button>
        </div>
      </section>

      <section className="profile-section" aria-labelledby={`${id}-password-title`}>
        <h3 id={`${id}-password-title`}>
          <Trans>Password</Trans>
        </h3>
        <p>
          <Trans>Change your password with the current one. Your other devices will be logged out.</Trans>
        </p>
        <div className="profile-action">
          <button type="button" className="btn btn--secondary" onClick={() => setChangePasswordOpen(true)}>
            <Trans>Change password</Trans>
          </button>
        </div>
      </section>

      <section className="profile-section" aria-labelledby={twoFactorLabelId}>
        <h3 id={twoFactorLabelId}>
          <Trans>Two-factor authentication</Trans>
        </h3>
        <p>
          <Trans>Protect your account with a code from an authenticator app each time you log in.</Trans>
        </p>
        <div className="profile-action">
          <button
            type="button"
            role="switch"
            className="profile-switch"
            aria-checked={user.twoFactorEnabled}
            aria-labelledby={twoFactorLabelId}
            disabled={startTwoFactor.isPending}
            onClick={() => void toggleTwoFactor()}
          >
            <span className="profile-switch__thumb" aria-hidden="true" />
          </button>
          <span>{user.twoFactorEnabled ? <Trans>Enabled</Trans> : <Trans>Disabled</Trans>}</span>
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

      <section className="profile-section" aria-labelledby={`${id}-sessions-title`}>
        <h3 id={`${id}-sessions-title`}>
          <Trans>Devices</Trans>
        </h3>
        <p>
          <Trans>Where your account is signed in now. Log out a device you do not recognise, or every device at once.</Trans>
        </p>
        <AccountSessions />
        <button type="button" className="btn btn--secondary" onClick={() => setLogoutAllOpen(true)}>
          <Trans>Log out everywhere</Trans>
        </button>
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

      <EnableTwoFactorDialog enrollment={enrollment} onOpenChange={(open) => !open && setEnrollment(null)} />
      <DisableTwoFactorDialog open={disableOpen} onOpenChange={setDisableOpen} />
      <LogoutEverywhereDialog open={logoutAllOpen} onOpenChange={setLogoutAllOpen} />
      <ChangeEmailDialog user={user} open={changeEmailOpen} onOpenChange={setChangeEmailOpen} />
      <ChangePasswordDialog open={changePasswordOpen} onOpenChange={setChangePasswordOpen} />
      <DeleteAccountDialog open={confirmOpen} onOpenChange={setConfirmOpen} onDeleted={props.onAccountDeleted} />
    </div>
  );
}
