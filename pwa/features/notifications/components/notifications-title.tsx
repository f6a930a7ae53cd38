import { Trans } from '@lingui/react/macro';

/** The /notifications page's title (the route shows it while the member's screen loads), from the feature's catalog. */
export function NotificationsTitle() {
  return <Trans>Notifications</Trans>;
}
