import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { AccountSession } from '#shared/schemas/security.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useAccountSessions, useEndAccountSession } from '../api/account-sessions.ts';

/**
 * The member's signed-in devices (decision 169; the help FAQ promises "see and end your sessions"): browser and
 * system, when it signed in and was last used (in the reader's language, Intl), "This device" first; every other
 * device has "Log out", which signs only that one out.
 */
export function AccountSessions() {
  const { t, i18n } = useLingui();
  const sessions = useAccountSessions();
  const end = useEndAccountSession();
  const navigate = useNavigate();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const deviceName = (s: AccountSession) =>
    s.browser && s.os ? t`${s.browser} on ${s.os}` : s.browser || s.os || t`Unknown browser`;

  const logOut = async (session: AccountSession) => {
    try {
      await end.mutateAsync(session.id);
      toast({ title: t`Device logged out`, description: t`${deviceName(session)} is no longer signed in.` });
      if (session.current) void navigate({ to: '/auth' });
    } catch (error) {
      toast({ title: t`Logout failed`, description: describeError(error, msg`Please try again.`), variant: 'destructive' });
    }
  };

  if (sessions.isPending) {
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading your devices…</Trans>
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <p role="alert">
        {describeError(sessions.error, msg`Your devices could not be loaded.`)}{' '}
        <button type="button" className="btn btn--link" onClick={() => void sessions.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  return (
    <ul className="profile-sessions" aria-label={t`Signed-in devices`}>
      {sessions.data.sessions.map((session) => (
        <li key={session.id} className="profile-sessions__item">
          <div className="profile-sessions__text">
            <strong>{deviceName(session)}</strong>
            {session.current ? (
              <span className="badge">
                <Trans>This device</Trans>
              </span>
            ) : null}
            <span className="profile-sessions__times">
              <Trans>Signed in {when(session.signedInAt)}</Trans>
              {' · '}
              <Trans>Last used {when(session.lastSeenAt)}</Trans>
            </span>
          </div>
          {session.current ? null : (
            <button type="button" className="btn btn--secondary" disabled={end.isPending} onClick={() => void logOut(session)} aria-label={t`Log out ${deviceName(session)}`}>
              <Trans>Log out</Trans>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
