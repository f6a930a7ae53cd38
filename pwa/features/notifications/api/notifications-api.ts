import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '#shared/notifications/constants.ts';
import type { Notification } from '#shared/notifications/schemas.ts';
import { callEndpoint, endpointKey, endpointRef } from '../../../lib/api/endpoint.ts';
import { defineOfflineList, type OfflineListDefinition } from '../../../lib/offline/lists.ts';
import { notificationsApi } from './contract.ts';

/*
 * The notifications' calls, through their contract (shared/notifications/contract.ts, decision 182): method, path and
 * response schema come from the contract, query keys are derived from it (`['notifications', 'list']`, …).
 */

const list = endpointRef(notificationsApi, 'list');
const unreadCount = endpointRef(notificationsApi, 'unreadCount');
const markRead = endpointRef(notificationsApi, 'markRead');
const markAllRead = endpointRef(notificationsApi, 'markAllRead');

/** Notifications per page of /notifications ("Load more" asks for the next). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Query key of everything of the notifications: invalidating it refreshes the list and the bell. */
export const NOTIFICATIONS_KEY = [notificationsApi.name] as const;
/** Query key of the member's notification list (every page). */
export const NOTIFICATION_LIST_KEY = endpointKey(list);
/** Query key of the bell's unread count. */
export const UNREAD_COUNT_KEY = endpointKey(unreadCount);

/**
 * GET /api/notifications — one page of the member's notifications, newest first.
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export function fetchNotifications(cursor?: string) {
  return callEndpoint(list, { query: { limit: NOTIFICATIONS_PAGE_SIZE, cursor } });
}

const lists = new Map<string, Required<OfflineListDefinition<Notification>>>();

/**
 * The member's notification list, saved on the device like the other lists (decision 007) so /notifications reads
 * offline. One saved list per member (`notifications:<user id>`): notifications are private, and a shared phone
 * must never show one member's to the next (the other lists hide only their `isMine` parts, decision 071).
 */
export function notificationsList(userId: string): Required<OfflineListDefinition<Notification>> {
  let def = lists.get(userId);
  if (!def) {
    def = defineOfflineList<Notification>({ name: `notifications:${userId}`, queryKey: NOTIFICATION_LIST_KEY, fetchPage: fetchNotifications, getId: (n) => n.id });
    lists.set(userId, def);
  }
  return def;
}

/**
 * The bell's unread count (GET /api/notifications/unread-count). Unlike the app's other queries (never stale), it is
 * asked again whenever the window gets the focus back or the connection returns, and every
 * {@link UNREAD_POLL_MS} while the page is visible — the member learns within seconds that something happened.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: () => callEndpoint(unreadCount, {}),
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** POST /api/notifications/:id/read; the list and the bell are refreshed. Marking a read one again changes nothing. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(markRead, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** POST /api/notifications/read-all; the list and the bell are refreshed. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(markAllRead, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
