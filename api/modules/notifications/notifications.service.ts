import type { EntityManager } from '@mikro-orm/core';
import { NOTIFICATION_LIMITS, NOTIFICATION_TYPE_PATTERN } from '#shared/notifications/constants.ts';
import { NotificationSchema, type Notification } from './notification.entity.ts';

/**
 * What a feature tells a member (decision 183). `recipient` is the member (their id, or an entity with one);
 * `type` is the feature's own event name, `<feature>_<event>` (e.g. `job_application_received`); the titles and
 * bodies are already rendered in Tamil and English; `link` is the app path the notification opens (starts with `/`,
 * e.g. `/employer-dashboard?job=…`).
 */
export interface NotificationInput {
  recipient: string | { id: string };
  type: string;
  titleTa: string;
  titleEn: string;
  bodyTa: string;
  bodyEn: string;
  link: string;
}

/** `text` cut to `max` characters (code points), with an ellipsis when it was longer. */
function fit(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Notifies a member that something happened to them (decision 183) — the one way a feature makes a notification.
 * The row is created on `em` and written by the caller's next `em.flush()`, in the same transaction as the change it
 * reports: an application that is rolled back notifies nobody. Titles and bodies longer than their columns
 * (`NOTIFICATION_LIMITS`, e.g. a long job title inside the text) are cut with an ellipsis rather than failing the
 * caller's request. A feature declares its own types and texts in its own folder (e.g. `jobs.notifications.ts`);
 * there is no central list. The recipient sees it on the next look at their bell (unread count) or /notifications.
 * @throws Error when `type` is not `<feature>_<event>` or `link` is not an app path (`/…`, at most `linkMax`) —
 *   mistakes in the calling code, never a member's input.
 */
export function notify(em: EntityManager, input: NotificationInput): Notification {
  if (!NOTIFICATION_TYPE_PATTERN.test(input.type) || input.type.length > NOTIFICATION_LIMITS.typeMax) throw new Error(`notification type ${input.type} is not <feature>_<event>`);
  if (!input.link.startsWith('/') || input.link.startsWith('//') || input.link.length > NOTIFICATION_LIMITS.linkMax) throw new Error(`notification link ${input.link} is not an app path`);
  const recipient = typeof input.recipient === 'string' ? input.recipient : input.recipient.id;
  return em.create(NotificationSchema, {
    recipient,
    type: input.type,
    titleTa: fit(input.titleTa, NOTIFICATION_LIMITS.titleMax),
    titleEn: fit(input.titleEn, NOTIFICATION_LIMITS.titleMax),
    bodyTa: fit(input.bodyTa, NOTIFICATION_LIMITS.bodyMax),
    bodyEn: fit(input.bodyEn, NOTIFICATION_LIMITS.bodyMax),
    link: input.link,
    readAt: null,
  });
}
