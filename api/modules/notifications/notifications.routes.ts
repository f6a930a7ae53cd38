import { notificationsContract } from '#shared/notifications/contract.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { keysetPage } from '../../lib/pagination/keyset.ts';
import type { ModuleDeps } from '../module.ts';
import { NotificationSchema, type Notification } from './notification.entity.ts';
import { NOTIFICATION_FIELDS, presentNotification } from './notifications.presenter.ts';

type NotificationRow = Pick<Notification, (typeof NOTIFICATION_FIELDS)[number]>;

/**
 * A member's notifications (decision 183). Method, path, access, schemas and statuses are the contract's
 * (shared/notifications/contract.ts, decision 182); this file adds the handlers:
 * - list: the caller's notifications newest first, keyset pages on (created_at, id) (`keysetPage`), `total` all of
 *   theirs;
 * - unreadCount: `{ unread }`, from the partial index of unread rows;
 * - markRead: one conditional UPDATE (`read_at` set only while null, so a second call keeps the first time); someone
 *   else's notification is 404 as a missing one, for the admin too (decision 034's policy without the admin);
 * - markAllRead: one UPDATE of the caller's unread rows; `{ marked }` is how many it changed.
 */
export function notificationsRoutes({ clock }: ModuleDeps): RouteDef[] {
  const endpoints = notificationsContract.endpoints;
  return [
    bindRoute(endpoints.list, {
      async handler(ctx, { query }) {
        const where = { recipient: currentUser(ctx).id };
        const [page, total] = await Promise.all([
          keysetPage<NotificationRow>(ctx.state.em, NotificationSchema, { fields: NOTIFICATION_FIELDS, where, limit: query.limit, cursor: query.cursor }),
          ctx.state.em.count(NotificationSchema, where),
        ]);
        return { items: page.items.map(presentNotification), nextCursor: page.nextCursor, total };
      },
    }),
    bindRoute(endpoints.unreadCount, {
      async handler(ctx) {
        return { unread: await ctx.state.em.count(NotificationSchema, { recipient: currentUser(ctx).id, readAt: null }) };
      },
    }),
    bindRoute(endpoints.markRead, {
      async handler(ctx, { params }) {
        const em = ctx.state.em;
        const where = { id: params.id, recipient: currentUser(ctx).id };
        await em.nativeUpdate(NotificationSchema, { ...where, readAt: null }, { readAt: clock.now(), updatedAt: clock.now() });
        const notification = await em.findOne(NotificationSchema, where, { fields: NOTIFICATION_FIELDS });
        if (!notification) throw notFound('No such notification');
        return presentNotification(notification);
      },
    }),
    bindRoute(endpoints.markAllRead, {
      async handler(ctx) {
        const marked = await ctx.state.em.nativeUpdate(NotificationSchema, { recipient: currentUser(ctx).id, readAt: null }, { readAt: clock.now(), updatedAt: clock.now() });
        return { marked };
      },
    }),
  ];
}
