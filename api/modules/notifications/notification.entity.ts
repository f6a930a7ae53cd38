import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { NOTIFICATION_LIMITS } from '#shared/notifications/constants.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * Something that happened to a member (decision 183): `type` (`<feature>_<event>`), the title and body rendered in
 * Tamil and English by the feature that sent it (kept as sent: a later change of the feature's texts does not
 * rewrite history), the app path it opens (`link`) and when its recipient read it (`readAt`, null while unread).
 * Made only through `notify` (notifications.service.ts); gone with the recipient's account.
 * Indexes: the recipient's newest-first keyset pages walk (recipient, created_at, id); the unread count reads a
 * partial index of the unread rows only.
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  indexes: [
    { name: 'notifications_recipient_created_at_id_idx', properties: ['recipient', 'createdAt', 'id'] },
    {
      name: 'notifications_recipient_unread_idx',
      expression: 'create index "notifications_recipient_unread_idx" on "notifications" ("recipient_id") where "read_at" is null',
    },
  ],
  properties: {
    ...baseProperties,
    recipient: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    type: p.string().length(NOTIFICATION_LIMITS.typeMax),
    titleTa: p.string().length(NOTIFICATION_LIMITS.titleMax),
    titleEn: p.string().length(NOTIFICATION_LIMITS.titleMax),
    bodyTa: p.string().length(NOTIFICATION_LIMITS.bodyMax),
    bodyEn: p.string().length(NOTIFICATION_LIMITS.bodyMax),
    link: p.string().length(NOTIFICATION_LIMITS.linkMax),
    readAt: p.datetime().nullable(),
  },
});
export type Notification = InferEntity<typeof NotificationSchema>;
