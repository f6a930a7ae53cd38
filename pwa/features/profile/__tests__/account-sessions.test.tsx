import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountSession } from '#shared/schemas/security.ts';
import { Toaster } from '../../../components/ui/toast.tsx';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { findAlertWithText } from '../../../test/alerts.ts';
import { loadProfileCatalog } from '../catalog.ts';
import { SecurityTab } from '../components/security-tab.tsx';
import { authContract } from '#shared/auth/contract.ts';

beforeAll(loadProfileCatalog);
const server = setupMockApi();

const session = (over: Partial<AccountSession>): AccountSession => ({
  id: 'a'.repeat(32),
  current: true,
  device: 'UA',
  browser: 'Chrome',
  os: 'Android',
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-27T09:00:00.000Z',
  ...over,
});
const LAPTOP = session({ id: 'b'.repeat(32), current: false, browser: 'Firefox', os: 'Windows' });

/** Serves the session list from `list` (read on each request) and records the ids ended. */
function serveSessions(list: AccountSession[]) {
  const ended: string[] = [];
  server.use(
    http.get(authContract.endpoints.sessions.path, () => HttpResponse.json({ sessions: list })),
    http.delete(authContract.endpoints.endSession.path, ({ params }) => {
      ended.push(String(params.id));
      list.splice(list.findIndex((s) => s.id === params.id), 1);
      return HttpResponse.json({ message: 'ended', endedSessions: 1 });
    }),
  );
  return ended;
}

async function renderTab(locale: 'en' | 'ta' = 'en') {
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(
    <>
      <SecurityTab user={makeUser()} onAccountDeleted={vi.fn()} />
      <Toaster />
    </>,
    { user: makeUser(), locale, path: '/profile' },
  );
  return user;
}

describe('Security tab — signed-in devices (decision 169)', () => {
  it('lists this device first, marked, and logs another device out', async () => {
    const ended = serveSessions([session({}), LAPTOP]);
    const user = await renderTab();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Chrome on Android', 'Firefox on Windows']);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(items[1]!).getByRole('button', { name: 'Log out Firefox on Windows' }));
    expect(await screen.findByText('Firefox on Windows is no longer signed in.')).toBeInTheDocument();
    expect(ended).toEqual([LAPTOP.id]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('reads in Tamil', async () => {
    serveSessions([session({}), LAPTOP]);
    await renderTab('ta');
    const list = await screen.findByRole('list', { name: 'உள்நுழைந்துள்ள சாதனங்கள்' });
    expect(within(list).getByText('இந்தச் சாதனம்')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Windows இல் Firefox இலிருந்து வெளியேறு' })).toBeInTheDocument();
  });
});

describe('Security tab — change password (decision 169)', () => {
  it('checks the new password on the device, then sends the current and the new one', async () => {
    serveSessions([session({})]);
    const bodies: unknown[] = [];
    server.use(
      http.post(authContract.endpoints.changePassword.path, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'changed', endedSessions: 2 });
      }),
    );
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText(/^Current password/), 'old-secret');
    await user.type(within(dialog).getByLabelText(/^New password/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^New password/));
    await user.type(within(dialog).getByLabelText(/^New password/), 'new-secret-1');
    await user.type(within(dialog).getByLabelText(/^Confirm the new password/), 'new-secret-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText("Passwords don't match")).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/^Confirm the new password/));
    await user.type(within(dialog).getByLabelText(/^Confirm the new password/), 'new-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Use the new password from now on. Other devices logged out: 2.')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret-1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the reason when the current password is wrong (in Tamil)', async () => {
    serveSessions([session({})]);
    server.use(
      http.post(authContract.endpoints.changePassword.path, () =>
        HttpResponse.json({ code: 'invalid_password', message: 'The current password is not correct', fields: { currentPassword: ['The current password is not correct'] } }, { status: 400 }),
      ),
    );
    const user = await renderTab('ta');
    await user.click(screen.getByRole('button', { name: 'கடவுச்சொல்லை மாற்று' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^தற்போதைய கடவுச்சொல்/), 'wrong-one');
    await user.type(within(dialog).getByLabelText(/^புதிய கடவுச்சொல்( \*)?$/), 'new-secret-1');
    await user.type(within(dialog).getByLabelText(/^புதிய கடவுச்சொல்லை உறுதிப்படுத்துக/), 'new-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'கடவுச்சொல்லை மாற்று' }));
    await findAlertWithText(dialog, 'கடவுச்சொல் சரியில்லை');
  });
});
