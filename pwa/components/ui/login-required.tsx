import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The "Login Required" card of member-only screens (jobs, marriage) (spec 001 §2), with a link to /auth. */
export function LoginRequired() {
  return (
    <div className="card empty-state" role="alert">
      <h1>
        <Trans>Login Required</Trans>
      </h1>
      <p>
        <Trans>Please log in to continue.</Trans>
      </p>
      <Link to="/auth" className="btn btn--primary">
        <Trans>Login</Trans>
      </Link>
    </div>
  );
}
