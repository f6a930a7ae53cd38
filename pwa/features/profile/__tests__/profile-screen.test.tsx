import { describe, expect, it, vi, beforeAll, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { Toaster } from '../../../components/ui/toast.tsx';
import { CURRENT_USER_KEY, useCurrentUser } from '../../../lib/session.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { ProfileScreen } from '../components/profile-screen.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { loadProfileCatalog } from '../catalog.ts';
import { authContract } from '#shared/auth/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { usersContract } from '#shared/users/contract.ts';

// These screens read their own catalog (decision 143), loaded with the UI language in each render.
beforeAll(loadProfileCatalog);

const server = setupMockApi();

// The Security tab lists the signed-in devices (decision 169): one, this one, unless a test says otherwise.
beforeEach(() => {
  server.use(
    http.get(authContract.endpoints.sessions.path, () =>
      HttpResponse.json({ sessions: [{ id: 'a'.repeat(32), current: true, device: 'UA', browser: 'Chrome', os: 'Android', signedInAt: '2026-11-20T10:00:00.000Z', lastSeenAt: '2026-11-27T09:00:00.000Z' }] }),
    ),
  );
});

/** GET /api/billing/history of the financial tab (decision 157): one paid year, one refunded month. */
const HISTORY = {
  payments: [
    { id: 'p2', at: Date.parse('2026-11-15T12:05:00Z') / 1000, product: 'monthly', amountPence: 100, currency: 'GBP', status: 'refunded', validUntil: null, refundedAt: Date.parse('2026-11-16T09:00:00Z') / 1000 },
    { id: 'p1', at: Date.parse('2026-11-15T12:00:00Z') / 1000, product: 'yearly', amountPence: 1200, currency: 'GBP', status: 'succeeded', validUntil: Date.parse('2027-11-15T12:00:00Z') / 1000, refundedAt: null },
  ],
  contactUntil: Date.parse('2027-11-15T12:00:00Z') / 1000,
  educationUntil: null,
  membership: { isActive: false, periodEnd: null, cancelAtPeriodEnd: false },
  education: { isActive: false, periodEnd: null, cancelAtPeriodEnd: false },
};
beforeEach(() => server.use(http.get(paymentsContract.endpoints.billingHistory.path, () => HttpResponse.json(HISTORY))));

/** The screen as the route shows it: fed from the session query, so a saved profile shows up. */
function SessionProfile({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const { data } = useCurrentUser();
  return data ? <ProfileScreen user={data} onAccountDeleted={onAccountDeleted} /> : <p>signed out</p>;
}

async function renderProfile(member: CurrentUser, locale: 'en' | 'ta' = 'en') {
  const user = userEvent.setup({ delay: null });
  const onAccountDeleted = vi.fn();
  const result = await renderWithProviders(
    <>
      <SessionProfile onAccountDeleted={onAccountDeleted} />
      <Toaster />
    </>,
    { user: member, locale },
  );
  return { user, onAccountDeleted, ...result };
}

const rich = makeUser({
  fullName: 'Kavya Raman',
  balance: 1234,
  totalSpent: 500,
  totalWinnings: 75,
  freeSpins: 2,
  customerId: 'TC-000042',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
});

describe('ProfileScreen', () => {
  it('shows the overview with formatted money, coins, customer ID and its QR code', async () => {
    await renderProfile(rich);

    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('£12.34')).toBeInTheDocument();
    expect(within(overview).getByText('£5.00')).toBeInTheDocument();
    expect(within(overview).getByText('75 coins')).toBeInTheDocument();
    // Neutral words for the coin fields (issue 11 defect 5): no gambling language before the wheel exists.
    expect(within(overview).getByText('Coins earned')).toBeInTheDocument();
    expect(within(overview).getByText('Extra wheel turns')).toBeInTheDocument();
    expect(within(overview).getByText('2 turns')).toBeInTheDocument();
    expect(within(overview).queryByText(/winnings|spins/i)).toBeNull();
    expect(within(overview).getByText('TC-000042')).toBeInTheDocument();
    expect(within(overview).getByRole('img', { name: 'QR code of customer ID TC-000042' })).toHaveAttribute('src', rich.qrCode);
    expect(within(overview).getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kavya Raman' })).toBeInTheDocument();
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    expect(screen.getByText('2FA off')).toBeInTheDocument();
  });

  it('shows one verification state: the e-mail badge, never "Verified" beside "Email not verified"', async () => {
    await renderProfile(makeUser({ isVerified: true, emailVerified: false }));
    const badges = within(screen.getByRole('heading', { name: 'Kavya Raman' }).closest('section')!).getAllByRole('listitem').map((li) => li.textContent);
    expect(badges).toEqual(['Email not verified', 'Active', '2FA off']);
  });

  it('shows "Email verified" once the address is verified, and no wheel turns before there are any', async () => {
    await renderProfile(makeUser({ isVerified: false, emailVerified: true, freeSpins: 0, totalWinnings: 0 }));
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(screen.queryByText(/^(Verified|Unverified)$/)).toBeNull();
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('0 coins')).toBeInTheDocument();
    expect(within(overview).queryByText('Extra wheel turns')).toBeNull();
  });

  it('shows the overview in Tamil', async () => {
    await renderProfile(rich, 'ta');
    const overview = screen.getByRole('tabpanel', { name: 'மேலோட்டம்' });
    expect(within(overview).getByText('இருப்பு')).toBeInTheDocument();
    expect(within(overview).getByText('வாடிக்கையாளர் அடையாள எண்')).toBeInTheDocument();
    expect(within(overview).getByText('TC-000042')).toBeInTheDocument();
    expect(within(overview).getByText('ஒருபோதும் இல்லை')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'சுயவிவரத்தைத் திருத்து' })).toBeInTheDocument();
  });

  it('saves only the form fields, shows "Profile Updated" and returns to view mode', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(usersContract.endpoints.updateProfile.path, async ({ request }) => {
        const body = (await request.json()) as Partial<CurrentUser>;
        bodies.push(body);
        return HttpResponse.json({ ...rich, ...body });
      }),
    );
    const { user, queryClient } = await renderProfile(rich);

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit personal information' });
    expect(within(form).getByLabelText(/^Date of birth/)).toHaveAttribute('type', 'date');
    expect(within(form).getByLabelText(/^Date of birth/)).toHaveAttribute('max', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    await user.clear(within(form).getByLabelText(/^Full name/));
    await user.type(within(form).getByLabelText(/^Full name/), 'Kavya R');
    await user.selectOptions(within(form).getByLabelText(/^Country/), 'India');
    await user.click(within(form).getByLabelText('Marketing emails'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        fullName: 'Kavya R',
        username: rich.username,
        phoneNumber: rich.phoneNumber,
        address: rich.address,
        city: rich.city,
        postalCode: rich.postalCode,
        country: 'India',
        dateOfBirth: null,
        notificationsEnabled: true,
        marketingEmails: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit personal information' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kavya R' })).toBeInTheDocument();
    expect(queryClient.getQueryData<CurrentUser>(CURRENT_USER_KEY)?.fullName).toBe('Kavya R');
  });

  it('checks the phone and date of birth on the client and maps a server conflict', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(usersContract.endpoints.updateProfile.path, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 'username_taken', message: 'Username already taken' }, { status: 409 });
      }),
    );
    const { user } = await renderProfile(rich);

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit personal information' });
    const phone = within(form).getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, '077 123');
    await user.type(within(form).getByLabelText(/^Date of birth/), '2999-01-01');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    // read in the chosen country (Sri Lanka, decision 168): too short for a Sri Lankan number; the hint shows one
    expect(await within(form).findByText('Valid phone number is required')).toBeInTheDocument();
    expect(within(form).getByText('e.g. 071 234 5678 · +94 71 234 5678')).toBeInTheDocument();
    expect(within(form).getByText('Date of birth cannot be in the future')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '077 123 4567');
    await user.clear(within(form).getByLabelText(/^Date of birth/));
    await user.clear(within(form).getByLabelText(/^Username/));
    await user.type(within(form).getByLabelText(/^Username/), 'taken_name');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Username/)).toHaveAccessibleDescription('This username is already taken');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ phoneNumber: '+94771234567' });
    expect(screen.getByRole('form', { name: 'Edit personal information' })).toBeInTheDocument();
  });

  it('offers working email verification and 2FA controls (tested in security-tab.test.tsx)', async () => {
    const { user } = await renderProfile(rich);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const security = screen.getByRole('tabpanel', { name: 'Security' });
    expect(within(security).getByRole('button', { name: 'Verify email' })).toBeEnabled();
    expect(within(security).getByRole('switch', { name: 'Two-factor authentication' })).toBeEnabled();
    expect(within(security).getByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked();
    expect(within(security).getByRole('button', { name: 'Log out everywhere' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Financial' }));
    const financial = screen.getByRole('tabpanel', { name: 'Financial' });
    expect(within(financial).getByText('Coins earned')).toBeInTheDocument();
    expect(within(financial).queryByText(/winnings|spins/i)).toBeNull();
  });

  it('shows the billing history in the financial tab: what the member holds and every payment, a refund with its date', async () => {
    const { user } = await renderProfile(rich);
    await user.click(screen.getByRole('tab', { name: 'Financial' }));
    const billing = await screen.findByRole('region', { name: 'Billing' });
    expect(within(billing).getByText('Contact access').nextElementSibling).toHaveTextContent('Until 15 Nov 2027');
    expect(within(billing).getByText('Membership').nextElementSibling).toHaveTextContent('Not a member');
    const rows = within(billing).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Contact access — this month£1.0015 Nov 2026Refunded · 16 Nov 2026',
      'Contact access — 12 months£12.0015 Nov 2026Paid · until 15 Nov 2027',
    ]);
  });

  it('deletes the account after confirmation, clears the session and asks the route to redirect', async () => {
    let calls = 0;
    server.use(
      http.delete(authContract.endpoints.deleteAccount.path, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Account deactivated' });
      }),
    );
    const { user, onAccountDeleted, queryClient } = await renderProfile(rich);

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }));

    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(onAccountDeleted).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });

  it('shows "Deletion Failed" when the server refuses', async () => {
    server.use(http.delete(authContract.endpoints.deleteAccount.path, () => HttpResponse.json({ code: 'unauthorized', message: 'Not logged in' }, { status: 401 })));
    const { user, onAccountDeleted, queryClient } = await renderProfile(rich);

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }));

    expect(await screen.findByText('Deletion Failed')).toBeInTheDocument();
    expect(onAccountDeleted).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(rich);
  });
});
