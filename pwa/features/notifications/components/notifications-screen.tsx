import '../notifications.css';
import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '#shared/notifications/schemas.ts';
import { SavedOnNotice } from '../../../components/ui/saved-on-notice.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { useSession } from '../../../lib/session.ts';
import { NOTIFICATION_LIST_KEY, notificationsList, useMarkAllRead, useMarkRead } from '../api/notifications-api.ts';

/**
 * /notifications for a signed-in member (decision 183): their notifications newest first, unread ones marked, each
 * opening its deep link — opening one marks it read —, "Mark all read", "Load more" for older ones, and an empty
 * state. Read offline from the copy saved on the device (with when it was saved). Drawn by MemberOnly, so the
 * session is a member's here.
 */
export function NotificationsScreen() {
  const session = useSession();
  const userId = session.user?.id ?? '';
  const offline = useOfflineList(notificationsList(userId));
  const queryClient = useQueryClient();
  const markAll = useMarkAllRead();
  // A visit asks for the newest (the list is otherwise never stale, as the app's lists are); a first visit fetches anyway.
  useEffect(() => {
    if (queryClient.getQueryData(NOTIFICATION_LIST_KEY) !== undefined) void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY });
  }, [queryClient]);
  const { rows, query } = offline;
  const anyUnread = rows.some((n) => n.readAt === null);
  return (
    <div className="notifications">
      <div className="notifications__head">
        <h1>
          <Trans>Notifications</Trans>
        </h1>
        {anyUnread && (
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => markAll.mutate()} disabled={markAll.isPending || !offline.online}>
            <Trans>Mark all read</Trans>
          </button>
        )}
      </div>
      {markAll.isError && <p role="alert">{describeError(markAll.error, msg`Could not mark your notifications read. Please try again.`)}</p>}
      {offline.isStale && offline.savedAt !== undefined && <SavedOnNotice savedAt={offline.savedAt} />}
      {offline.isLoading ? (
        <p role="status" aria-busy="true">
          <Trans>Loading notifications…</Trans>
        </p>
      ) : rows.length === 0 && query.isError ? (
        <div className="empty-state" role="alert">
          <p>{describeError(query.error, msg`Could not load your notifications. Please try again later.`)}</p>
        </div>
      ) : rows.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No notifications yet. When something happens to your posts, applications or profile, you will see it here.</Trans>
          </p>
        </div>
      ) : (
        <ul className="notifications__list" role="list">
          {rows.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button type="button" className="btn btn--secondary notifications__more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
    </div>
  );
}

/** One notification: title and body in the reader's language, when, unread mark; a link to its deep link. */
function NotificationItem({ notification }: { notification: Notification }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const tamil = i18n.locale !== 'en';
  const unread = notification.readAt === null;
  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A click in the page: mark it read, then open the deep link in the app (a new tab or window opens it as is).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (unread) markRead.mutate(notification.id);
    void navigate({ href: notification.link });
  };
  return (
    <li className={unread ? 'notifications__item notifications__item--unread' : 'notifications__item'}>
      <a href={notification.link} className="notifications__link" onClick={open}>
        <span className="notifications__title">
          {unread && (
            <span className="notifications__dot">
              <span className="visually-hidden">
                <Trans>Unread:</Trans>{' '}
              </span>
            </span>
          )}
          {tamil ? notification.titleTa : notification.titleEn}
        </span>
        <span className="notifications__body">{tamil ? notification.bodyTa : notification.bodyEn}</span>
        <span className="notifications__time">
          <TimeAgo iso={notification.createdAt} />
        </span>
      </a>
    </li>
  );
}
