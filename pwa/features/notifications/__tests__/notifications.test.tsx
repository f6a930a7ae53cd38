import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { endpointPath } from '#shared/contracts/contract.ts';
import { notificationsContract } from '#shared/notifications/contract.ts';
import type { Notification } from '#shared/notifications/schemas.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { loadNotificationsCatalog } from '../catalog.ts';
import { NotificationBell } from '../components/notification-bell.tsx';
import { NotificationsScreen } from '../components/notifications-screen.tsx';

beforeAll(loadNotificationsCatalog);
const server = setupMockApi();
const { list, unreadCount, markRead, markAllRead } = notificationsContract.endpoints;

const notification = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'jobs_application_received',
  titleTa: `புதிய விண்ணப்பம் ${n}`,
  titleEn: `New application ${n}`,
  bodyTa: `கணக்காளர் பணிக்கு ${n}`,
  bodyEn: `For the accountant job ${n}`,
  link: `/employer-dashboard?n=${n}`,
  createdAt: '2026-11-20T09:00:00.000Z',
  readAt: null,
  ...overrides,
});

describe('the notification bell (decision 183)', () => {
  it('shows the unread count and names it; links to /notifications', async () => {
    server.use(http.get(unreadCount.path, () => HttpResponse.json({ unread: 3 })));
    await renderWithProviders(<NotificationBell />, { user: makeUser() });
    const bell = await screen.findByRole('link', { name: 'Notifications: 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('shows no badge when all are read, and "99+" past 99 (Tamil)', async () => {
    server.use(http.get(unreadCount.path, () => HttpResponse.json({ unread: 0 })));
    const first = await renderWithProviders(<NotificationBell />, { user: makeUser() });
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveTextContent('');
    first.unmount();
    server.use(http.get(unreadCount.path, () => HttpResponse.json({ unread: 120 })));
    await renderWithProviders(<NotificationBell />, { user: makeUser(), locale: 'ta' });
    expect(await screen.findByRole('link', { name: 'அறிவிப்புகள்: படிக்காதவை 120' })).toHaveTextContent('99+');
  });
});

describe('/notifications (decision 183)', () => {
  it('lists the newest first in the reader’s language, loads more, and opening one marks it read and follows its link', async () => {
    const marked: string[] = [];
    server.use(
      http.get(list.path, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return cursor === 'page-2'
          ? HttpResponse.json({ items: [notification(1, { readAt: '2026-11-20T10:00:00.000Z' })], nextCursor: null, total: 3 })
          : HttpResponse.json({ items: [notification(3), notification(2)], nextCursor: 'page-2', total: 3 });
      }),
      http.post(markRead.path, ({ params }) => {
        marked.push(String(params.id));
        return HttpResponse.json(notification(3, { readAt: '2026-11-21T10:00:00.000Z' }));
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<NotificationsScreen />, { user: makeUser(), locale: 'ta' });
    const items = async () => within(await screen.findByRole('list')).getAllByRole('link');
    await waitFor(async () => expect((await items()).map((a) => a.querySelector('.notifications__title')?.textContent)).toEqual(['படிக்காதது: புதிய விண்ணப்பம் 3', 'படிக்காதது: புதிய விண்ணப்பம் 2']));
    await act(() => user.click(screen.getByRole('button', { name: 'மேலும் காட்டு' })));
    await waitFor(async () => expect(await items()).toHaveLength(3));
    const oldest = (await items())[2]!;
    expect(oldest).toHaveTextContent('புதிய விண்ணப்பம் 1');
    expect(oldest).not.toHaveTextContent('படிக்காதது');
    expect(screen.queryByRole('button', { name: 'மேலும் காட்டு' })).toBeNull();

    const newest = (await items())[0]!;
    expect(newest).toHaveAttribute('href', '/employer-dashboard?n=3');
    await act(() => user.click(newest));
    await waitFor(() => expect(marked).toEqual([notification(3).id]));
    expect(router.state.location.href).toBe('/employer-dashboard?n=3');
  });

  it('"Mark all read" marks them on the server and shows them read', async () => {
    let allRead = false;
    server.use(
      http.get(list.path, () => HttpResponse.json({ items: [notification(2, { readAt: allRead ? '2026-11-21T10:00:00.000Z' : null })], nextCursor: null, total: 1 })),
      http.post(endpointPath(markAllRead), () => {
        allRead = true;
        return HttpResponse.json({ marked: 1 });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<NotificationsScreen />, { user: makeUser() });
    await act(async () => user.click(await screen.findByRole('button', { name: 'Mark all read' })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull());
    expect(allRead).toBe(true);
    expect(screen.getByRole('link', { name: /New application 2/ })).not.toHaveTextContent('Unread');
  });

  it('says so when there is none yet', async () => {
    server.use(http.get(list.path, () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })));
    await renderWithProviders(<NotificationsScreen />, { user: makeUser({ id: '11111111-1111-4111-8111-111111111111' }) });
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });
});
