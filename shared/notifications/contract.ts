import { NOTIFICATIONS_CONTRACT_NAME } from './constants.ts';
import { markedReadSchema, notificationPageSchema, notificationSchema, unreadCountSchema } from './schemas.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';
import { idParams, pageQuery } from '../contracts/params.ts';

/**
 * The notifications contract (decision 183; docs/decisions/182-endpoint-contracts.md): a member reads only their
 * own notifications — newest first in keyset pages, the unread count for the header's bell — and marks one or all
 * of them read. Another member's notification looks missing (404), for the admin too. Notifications are made by the
 * features through the API's `notify` service, never through this contract.
 */
export const notificationsContract = defineContract(NOTIFICATIONS_CONTRACT_NAME, {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'member',
    summary: "The caller's notifications, newest first (keyset pages)",
    query: pageQuery,
    responses: { 200: notificationPageSchema },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: 'member',
    summary: "How many of the caller's notifications are unread (the header's bell)",
    responses: { 200: unreadCountSchema },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'owner',
    summary: 'Mark one of the caller\'s notifications read (again: a 200 that keeps the first time)',
    description: "Another member's notification is 404, as a missing one.",
    params: idParams,
    responses: { 200: notificationSchema },
    bodyless: true, // the notification is the path
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'member',
    summary: "Mark every unread notification of the caller read; answers how many were",
    responses: { 200: markedReadSchema },
    bodyless: true,
  }),
});
