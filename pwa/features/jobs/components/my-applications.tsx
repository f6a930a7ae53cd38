import '../jobs.css';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMyApplications } from '../api/jobs-api.ts';
import { ApplicationCard } from './application-card.tsx';
import { LoginRequired } from '../../../components/ui/login-required.tsx';

/** The member's applications with each one's current status (issue 13: the applicant follows the employer's moves). */
export function MyApplications() {
  const session = useSession();
  const hydrated = useHydrated();
  const list = useMyApplications(session.status === 'member');
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  return (
    <div className="my-applications">
      <h1>
        <Trans>My applications</Trans>
      </h1>
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
