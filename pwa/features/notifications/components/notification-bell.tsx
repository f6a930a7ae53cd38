import '../notifications.css';
import { useEffect, useRef, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { loadNotificationsCatalog } from '../catalog.ts';
import { NOTIFICATION_LIST_KEY, useUnreadCount } from '../api/notifications-api.ts';

/** The most the badge shows in digits; more is "99+". */
const BADGE_MAX = 99;

/**
 * The bell in the site header for signed-in members (decision 183): a link to /notifications with the unread count
 * in a badge (none when all are read; the count in its accessible name). The count is asked again on focus, on
 * reconnect and every half-minute while visible (`useUnreadCount`); when it changes, the saved list is refetched on
 * its next look. Drawn by the page layout from the feature's `header` entry.
 */
export function NotificationBell() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const unread = useUnreadCount().data?.unread ?? 0;
  const seen = useRef(unread);
  useEffect(() => {
    if (seen.current === unread) return;
    seen.current = unread;
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY });
  }, [unread, queryClient]);
  const label = unread === 0 ? t`Notifications` : t`Notifications: ${unread} unread`;
  return (
    <Link to="/notifications" className="notification-bell" aria-label={label} title={label}>
      <svg className="notification-bell__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 3.5a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
      {unread > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}

/** The bell for the header entry (feature.ts): the feature's catalog first, so its label is in the reader's language. */
export async function loadNotificationBell(): Promise<ComponentType> {
  await loadNotificationsCatalog();
  return NotificationBell;
}
