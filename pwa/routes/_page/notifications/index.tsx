import { createFileRoute } from '@tanstack/react-router';
import { MemberOnly } from '../../../components/ui/member-only.tsx';
import { loadNotificationsCatalog } from '../../../features/notifications/catalog.ts';
import { NotificationsTitle } from '../../../features/notifications/components/notifications-title.tsx';
import { BACK_TO_HOME } from '../../../features/notifications/labels.ts';

/** The screen's own chunk, fetched once the visitor is known to be a member (components/ui/member-only.tsx). */
const loadNotifications = () => import('../../../features/notifications/components/notifications-screen.tsx').then((m) => m.NotificationsScreen);

/**
 * /notifications: what happened to the member, newest first (decision 183); guests see "Login Required". Its words
 * are the feature's (its catalog, loaded here), so this file writes no message.
 */
export const Route = createFileRoute('/_page/notifications/')({
  loader: loadNotificationsCatalog,
  staticData: { back: { to: '/', label: BACK_TO_HOME } },
  component: () => (
    <div className="container container--narrow notifications-page">
      <MemberOnly title={<NotificationsTitle />} load={loadNotifications} props={{}} />
    </div>
  ),
});
