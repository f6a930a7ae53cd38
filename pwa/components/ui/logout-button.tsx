import { Trans } from '@lingui/react/macro';
import { LOGOUT_PATH } from '#shared/auth/constants.ts';

/**
 * The Logout button of the site header and of /profile's header (spec 000 §2; decision 158): a form that posts
 * to /api/logout, which ends the session and answers 303 to `/` — a browser navigation, so the app starts again as
 * a guest with nothing of the member left in memory. A POST from this site's page carries its Origin and passes the
 * API's CSRF check; a link or an image on another site can no longer sign a member out. `className` styles the
 * button (e.g. `btn btn--secondary btn--sm`).
 */
export function LogoutButton({ className }: { className: string }) {
  return (
    <form method="post" action={LOGOUT_PATH}>
      <button type="submit" className={className}>
        <Trans>Logout</Trans>
      </button>
    </form>
  );
}
