import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminUser } from '#shared/admin/schemas.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { makeAdmin, makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { loadAdminCatalog } from '../catalog.ts';
import { MembersPage } from '../components/members-page.tsx';
import { adminContract } from '#shared/admin/contract.ts';
import { wheelContract } from '#shared/wheel/contract.ts';

// The admin's user management tabs All, Private and Taxi (spec 001 §2 admin; GET /api/admin/users/private, §7).

beforeAll(loadAdminCatalog);
const server = setupMockApi();

const row = (user: CurrentUser): AdminUser => {
  const { qrCode: _qr, isAdmin: _admin, ...rest } = user;
  return { ...rest, suspensionReason: null, suspendedAt: null, deleted: false };
};

describe('Members page tabs', () => {
  it('lists every member under All and only private members under Private; Taxi goes to the vehicle services page', async () => {
    const asked: string[] = [];
    const page = (users: AdminUser[]) => HttpResponse.json({ items: users, nextCursor: null, total: users.length });
    server.use(
      http.get(adminContract.endpoints.stats.path, () => HttpResponse.json({ totalUsers: 2, privateUsers: 1, verifiedUsers: 0, twoFAUsers: 0, activeUsers: 2, suspendedUsers: 0 })),
      http.get(wheelContract.endpoints.adminRecentWinners.path, () => HttpResponse.json([])),
      http.get(adminContract.endpoints.users.path, () => {
        asked.push('all');
        return page([row(makeUser({ fullName: 'Kavya All' })), row(makeUser({ id: '7d3f0c1e-7c8a-4a57-9a8e-2f3b6c1d0e9f', fullName: 'Ravi Private' }))]);
      }),
      http.get(adminContract.endpoints.privateUsers.path, () => {
        asked.push('private');
        return page([row(makeUser({ id: '7d3f0c1e-7c8a-4a57-9a8e-2f3b6c1d0e9f', fullName: 'Ravi Private' }))]);
      }),
    );
    await renderWithProviders(<MembersPage />, { user: makeAdmin(), locale: 'en' });
    const groups = await screen.findByRole('group', { name: 'Member groups' });
    expect(await screen.findByText('Kavya All', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(groups).getByRole('button', { name: 'All members' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(groups).getByRole('button', { name: 'Private' }));
    expect(await screen.findByText('1 members found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Kavya All')).toBeNull();
    expect(asked).toEqual(['all', 'private']);
    expect(within(groups).getByRole('link', { name: 'Taxi' })).toHaveAttribute('href', '/admin/taxi-services');
  });
});
