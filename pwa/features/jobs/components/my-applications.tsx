import '../jobs.css';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMyApplications } from '../api/jobs-api.ts';
import { ApplicationCard } from './application-card.tsx';
import { DeviceApplication, useDeviceApplications } from './my-application.tsx';
import { LoginRequired } from '../../../components/ui/login-required.tsx';

/**
 * The member's applications with each one's current status (the applicant follows the employer's moves), and above
 * them those still on this device: waiting to be sent, or refused with the reason and Discard (decision 167).
 */
export function MyApplications() {
  const session = useSession();
  const hydrated = useHydrated();
  const list = useMyApplications(session.status === 'member');
  const onDevice = useDeviceApplications();
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  return (
    <div className="my-applications">
      <h1>
        <Trans>My applications</Trans>
      </h1>
      {onDevice.length > 0 && (
        <section className="card" aria-labelledby="device-applications-title">
          <h2 id="device-applications-title">
            <Trans>On this device</Trans>
          </h2>
          {onDevice.map((entry) => (
            <DeviceApplication key={entry.id} entry={entry} withJobLink />
          ))}
        </section>
      )}
      {list.isPending ? (
        <p role="status">
          <Trans>Loading applications…</Trans>
        </p>
      ) : !list.data?.items.length ? (
        <div className="empty-state">
          <p>
            <Trans>You have not applied for a job yet.</Trans>
          </p>
          <Link to="/jobs" className="btn btn--primary">
            <Trans>Browse jobs</Trans>
          </Link>
        </div>
      ) : (
        <ul className="jobs-list" role="list">
          {list.data.items.map((a) => (
            <ApplicationCard key={a.id} application={a} />
          ))}
        </ul>
      )}
    </div>
  );
}
