import type { TestApp } from '../../test/harness.ts';
import { notify, type NotificationInput } from './notifications.service.ts';

/** A notification's texts for tests (Tamil and English), numbered by `n`. */
export function sampleNotification(n = 1, overrides: Partial<Omit<NotificationInput, 'recipient'>> = {}): Omit<NotificationInput, 'recipient'> {
  return {
    type: 'test_event_happened',
    titleTa: `அறிவிப்பு ${n}`,
    titleEn: `Notification ${n}`,
    bodyTa: `நடந்தது ${n}`,
    bodyEn: `Something happened ${n}`,
    link: `/jobs?n=${n}`,
    ...overrides,
  };
}

/**
 * Notifies `recipient` through the service (what a feature does) `count` times, one second apart from
 * `start` onwards (so their order is known), and returns their ids oldest first.
 */
export async function notifyTimes(t: TestApp, recipient: string, count: number, start = new Date('2026-11-01T10:00:00Z')): Promise<string[]> {
  const em = t.orm.em.fork();
  const made = Array.from({ length: count }, (_, i) => {
    const notification = notify(em, { recipient, ...sampleNotification(i + 1) });
    notification.createdAt = new Date(start.getTime() + i * 1000);
    return notification;
  });
  await em.flush();
  return made.map((n) => n.id);
}
