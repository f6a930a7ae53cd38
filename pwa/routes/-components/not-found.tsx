import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * The screen for unknown paths (spec 000 §2, §8 Not found), pre-rendered by the build and sent by the server with
 * status 404 (issue 11 defect 7). The spec's title stays; its developer hint ("Did you forget to add the page to
 * the router?") is replaced by words for users and ways on: home and the main sections
 * (docs/decisions/069-unknown-paths-404.md).
 */
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
        <Trans>This page does not exist, or its address has changed. Check the address, or continue from here:</Trans>
      </p>
      <div className="not-found__ways">
        <Link to="/" className="btn btn--primary">
          <Trans>Back to home</Trans>
        </Link>
        <Link to="/taxi-services" className="btn btn--secondary">
          <Trans>Taxi services</Trans>
        </Link>
      </div>
    </main>
  );
}
