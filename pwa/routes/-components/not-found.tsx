import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The fallback screen for unknown routes (spec 000 §2, §8 Not found). */
export function NotFound() {
  return (
    <main className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p>
        <Trans>Did you forget to add the page to the router?</Trans>
      </p>
      <Link to="/" className="btn btn--primary">
        <Trans>Back to home</Trans>
      </Link>
    </main>
  );
}
