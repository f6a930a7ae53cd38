import path from 'node:path';
import { notificationsContract } from '#shared/notifications/contract.ts';
import { defineModule } from '../module.ts';
import { NotificationSchema } from './notification.entity.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/**
 * Notifications (decision 183): what happened to a member, made by the other features through `notify`
 * (notifications.service.ts), read and marked read by its recipient. Its table's migration is in its own folder.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  contracts: [notificationsContract],
  entities: [NotificationSchema],
  migrations: path.join(import.meta.dirname, 'migrations'),
  routes: notificationsRoutes,
});
