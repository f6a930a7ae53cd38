import * as z from 'zod/mini';
import { pageSchema } from '../schemas/page.ts';

/*
 * Response schemas of the notifications contract (shared/notifications/contract.ts), written with `zod/mini` like
 * every contract's (decision 182). The list's query is the shared `pageQuery` (keyset cursor, limit 1–100).
 */

/**
 * One notification as its recipient sees it (GET /api/notifications): what happened, already rendered in both
 * languages by the feature that sent it (the PWA shows the reader's), the app path it opens (`link`), when it was
 * made (`createdAt`, ISO) and when its recipient read it (`readAt`, ISO; null while unread).
 */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  titleTa: z.string(),
  titleEn: z.string(),
  bodyTa: z.string(),
  bodyEn: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications → 200: one page of the caller's notifications, newest first; `total` is all of theirs. */
export const notificationPageSchema = pageSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /api/notifications/unread-count → 200: how many of the caller's notifications are unread. */
export const unreadCountSchema = z.object({ unread: z.int() });

/** POST /api/notifications/read-all → 200: how many were marked read by this call (0 when none was unread). */
export const markedReadSchema = z.object({ marked: z.int() });
