import type { Notification as NotificationBody } from '#shared/notifications/schemas.ts';
import type { Notification } from './notification.entity.ts';

/** The fields a notification's list and answers read (a plain row of the keyset page, or the entity). */
export const NOTIFICATION_FIELDS = ['id', 'type', 'titleTa', 'titleEn', 'bodyTa', 'bodyEn', 'link', 'createdAt', 'readAt'] as const;

/** A notification as its recipient sees it (shared/notifications/schemas.ts `notificationSchema`): times as ISO text. */
export function presentNotification(row: Pick<Notification, (typeof NOTIFICATION_FIELDS)[number]>): NotificationBody {
  return {
    id: row.id,
    type: row.type,
    titleTa: row.titleTa,
    titleEn: row.titleEn,
    bodyTa: row.bodyTa,
    bodyEn: row.bodyEn,
    link: row.link,
    createdAt: new Date(row.createdAt).toISOString(),
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  };
}
