import { notificationsContract } from '#shared/notifications/contract.ts';
import { notificationPageSchema, type Notification } from '#shared/notifications/schemas.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { NotificationSchema } from './notification.entity.ts';
import { notify } from './notifications.service.ts';
import { notifyTimes, sampleNotification } from './notifications.test-support.ts';

const { list, unreadCount, markRead, markAllRead } = notificationsContract.endpoints;
const titles = (items: Notification[]) => items.map((n) => n.titleEn);

describe('notifications (decision 183)', () => {
  test('a member reads their own notifications newest first, in keyset pages that neither skip nor repeat', async ({ app, member, otherMember }) => {
    await notifyTimes(app, member.user.id, 5);
    await notifyTimes(app, otherMember.user.id, 2);

    const first = await call(member.agent, list, { query: { limit: 2 } });
    expect(first.status, first.text).toBe(200);
    const page1 = notificationPageSchema.parse(first.body);
    expect(titles(page1.items)).toEqual(['Notification 5', 'Notification 4']);
    expect(page1.total).toBe(5);
    expect(page1.items[0]).toMatchObject({ type: 'test_event_happened', titleTa: 'அறிவிப்பு 5', bodyEn: 'Something happened 5', bodyTa: 'நடந்தது 5', link: '/jobs?n=5', readAt: null, createdAt: '2026-11-01T10:00:04.000Z' });

    const page2 = notificationPageSchema.parse((await call(member.agent, list, { query: { limit: 2, cursor: page1.nextCursor } })).body);
    expect(titles(page2.items)).toEqual(['Notification 3', 'Notification 2']);
    const page3 = notificationPageSchema.parse((await call(member.agent, list, { query: { limit: 2, cursor: page2.nextCursor } })).body);
    expect(titles(page3.items)).toEqual(['Notification 1']);
    expect(page3.nextCursor).toBeNull();

    // The other member sees only theirs.
    const theirs = notificationPageSchema.parse((await call(otherMember.agent, list)).body);
    expect(titles(theirs.items)).toEqual(['Notification 2', 'Notification 1']);
    expect(theirs.total).toBe(2);
  });

  test('the unread count follows marking one read (once: a second call keeps the first time) and marking all read', async ({ app, member, otherMember }) => {
    const [oldest, , newest] = await notifyTimes(app, member.user.id, 3);
    await notifyTimes(app, otherMember.user.id, 1);
    expect((await call(member.agent, unreadCount)).body).toEqual({ unread: 3 });

    const read = await call(member.agent, markRead, { params: { id: newest } });
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ id: newest, titleEn: 'Notification 3' });
    expect(read.body.readAt).toEqual(expect.any(String));
    expect((await call(member.agent, unreadCount)).body).toEqual({ unread: 2 });
    const again = await call(member.agent, markRead, { params: { id: newest } });
    expect(again.status).toBe(200);
    expect(again.body.readAt).toBe(read.body.readAt);

    const all = await call(member.agent, markAllRead);
    expect(all.status, all.text).toBe(200);
    expect(all.body).toEqual({ marked: 2 });
    expect((await call(member.agent, unreadCount)).body).toEqual({ unread: 0 });
    expect((await call(member.agent, markAllRead)).body).toEqual({ marked: 0 });
    const rows = await app.orm.em.fork().find(NotificationSchema, { id: oldest });
    expect(rows[0]!.readAt).toBeInstanceOf(Date);
    // Marking all read touched nobody else's.
    expect((await call(otherMember.agent, unreadCount)).body).toEqual({ unread: 1 });
  });

  test("another member can neither read nor mark someone's notification: 404 as a missing one; the admin neither", async ({ app, member, otherMember, admin, guest }) => {
    const [id] = await notifyTimes(app, member.user.id, 1);
    for (const who of [otherMember.agent, admin.agent]) {
      const res = await call(who, markRead, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect(titles(notificationPageSchema.parse((await call(who, list)).body).items)).not.toContain('Notification 1');
    }
    expect((await call(member.agent, markRead, { params: { id: '5f0c6a3e-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await call(guest, list)).status).toBe(401);
    expect((await call(guest, unreadCount)).status).toBe(401);
    expect((await call(member.agent, unreadCount)).body).toEqual({ unread: 1 });
  });

  test('bad input is 400 validation_failed: a page size out of range, a malformed cursor, an id that is no UUID', async ({ member }) => {
    for (const query of [{ limit: 0 }, { limit: 101 }, { limit: 'many' }, { cursor: 'not-a-cursor!' }, { cursor: 'eyJub3QiOiJhIGN1cnNvciJ9' }]) {
      const res = await call(member.agent, list, { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    const res = await call(member.agent, markRead, { params: { id: 'not-a-uuid' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('id');
  });

  test('notify cuts texts longer than their columns, and refuses a type or link the calling code got wrong', async ({ app, member }) => {
    const em = app.orm.em.fork();
    const long = 'அ'.repeat(300);
    const made = notify(em, { recipient: member.user.id, ...sampleNotification(1, { titleTa: long, bodyEn: 'x'.repeat(1200) }) });
    await em.flush();
    expect(Array.from(made.titleTa)).toHaveLength(200);
    expect(made.titleTa.endsWith('…')).toBe(true);
    expect(made.bodyEn).toHaveLength(1000);
    expect(() => notify(em, { recipient: member.user.id, ...sampleNotification(1, { type: 'Happened' }) })).toThrow('not <feature>_<event>');
    expect(() => notify(em, { recipient: member.user.id, ...sampleNotification(1, { link: 'https://example.com/' }) })).toThrow('not an app path');
    expect(() => notify(em, { recipient: member.user.id, ...sampleNotification(1, { link: '//example.com/' }) })).toThrow('not an app path');
  });
});
