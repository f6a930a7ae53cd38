import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { MEMBER_HINT_COOKIE } from '#shared/first-paint.ts';
import { Toaster } from '../../../components/ui/toast.tsx';
import { CURRENT_USER_KEY, useCurrentUser } from '../../../lib/session.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { SecurityTab } from '../components/security-tab.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { findAlertWithText } from '../../../test/alerts.ts';
import { loadProfileCatalog } from '../catalog.ts';
import { authContract } from '#shared/auth/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

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

// A signed-in browser carries the server's member hint cookie; without it the session query counts as a guest
// and would not refetch the user after 2FA changes (decision 067).
beforeEach(() => {
  document.cookie = `${MEMBER_HINT_COOKIE}=1; path=/`;
});
afterEach(() => {
  document.cookie = `${MEMBER_HINT_COOKIE}=; path=/; max-age=0`;
});

/** The tab as the profile shows it: fed from the session query. */
function SessionSecurityTab() {
  const { data } = useCurrentUser();
  return data ? <SecurityTab user={data} onAccountDeleted={vi.fn()} /> : <p>signed out</p>;
}

async function renderTab(member: CurrentUser, locale: 'en' | 'ta' = 'en') {
  const user = userEvent.setup({ delay: null });
  const result = await renderWithProviders(
    <>
      <SessionSecurityTab />
      <Toaster />
    </>,
    { user: member, locale, path: '/profile' },
  );
  return { user, ...result };
}

/** Serves POST `path` with `respond` and records each JSON body sent (null for an empty body). */
function servePost(path: string, respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const text = await request.text();
      bodies.push(text ? JSON.parse(text) : null);
      return respond();
    }),
  );
  return bodies;
}

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ENROLLMENT = {
  message: 'Scan the QR code',
  twoFactorEnabled: false,
  otpauthUri: `otpauth://totp/Tamil%20Community:kavya%40example.com?secret=${SECRET}&issuer=Tamil%20Community`,
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  secret: SECRET,
};
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '2')}`);

describe('SecurityTab — email verification', () => {
  it('mails a verification link and says so', async () => {
    const bodies = servePost(endpointPath(authContract.endpoints.sendVerification), () => HttpResponse.json({ message: 'sent', emailVerified: false }));
    const { user } = await renderTab(makeUser());
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(screen.getByText('Check your inbox and open the link within 24 hours.')).toBeInTheDocument();
    expect(bodies).toEqual([null]);
  });

  it('shows "Verification Failed" with the bilingual reason when refused (too many mails)', async () => {
    servePost(endpointPath(authContract.endpoints.sendVerification), () => HttpResponse.json({ code: 'rate_limited', message: 'Too many' }, { status: 429, headers: { 'Retry-After': '60' } }));
    const { user } = await renderTab(makeUser(), 'ta');
    await user.click(screen.getByRole('button', { name: 'மின்னஞ்சலைச் சரிபார்' }));
    expect(await screen.findByText('சரிபார்ப்பு தோல்வியடைந்தது')).toBeInTheDocument();
  });
});

describe('SecurityTab — two-factor authentication', () => {
  it('turns 2FA on: QR code and setup key, the first code, then the recovery codes once', async () => {
    const toggles = servePost(endpointPath(authContract.endpoints.toggleTwoFactor), () => HttpResponse.json(ENROLLMENT));
    const confirms = servePost(endpointPath(authContract.endpoints.confirmTwoFactor), () => HttpResponse.json({ message: 'on', twoFactorEnabled: true, recoveryCodes: CODES }));
    server.use(http.get(authContract.endpoints.user.path, () => HttpResponse.json(makeUser({ twoFactorEnabled: true }))));
    const { user, queryClient } = await renderTab(makeUser());

    await user.click(screen.getByRole('switch', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    expect(toggles).toEqual([null]);
    expect(within(dialog).getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', ENROLLMENT.qrCode);
    expect(within(dialog).getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(confirms).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Authentication code/), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(confirms).toEqual([{ code: '123456' }]);

    await user.click(within(dialog).getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(queryClient.getQueryData<CurrentUser>(CURRENT_USER_KEY)?.twoFactorEnabled).toBe(true));
    expect(screen.getByRole('switch', { name: 'Two-factor authentication' })).toBeChecked();
  });

  it('keeps the dialog open with the reason when the first code is wrong', async () => {
    servePost(endpointPath(authContract.endpoints.toggleTwoFactor), () => HttpResponse.json(ENROLLMENT));
    servePost(endpointPath(authContract.endpoints.confirmTwoFactor), () => HttpResponse.json({ code: 'invalid_two_factor_code', message: 'The code is not correct' }, { status: 400 }));
    const { user } = await renderTab(makeUser());
    await user.click(screen.getByRole('switch', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Authentication code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await findAlertWithText(dialog, 'The code is not correct');
    expect(within(dialog).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('shows "2FA Update Failed" when enrolment cannot start', async () => {
    servePost(endpointPath(authContract.endpoints.toggleTwoFactor), () => HttpResponse.json({ code: 'internal_error', message: 'boom', requestId: 'r1' }, { status: 500 }));
    const { user } = await renderTab(makeUser());
    await user.click(screen.getByRole('switch', { name: 'Two-factor authentication' }));
    expect(await screen.findByText('2FA Update Failed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns 2FA off with the password (a code or the password is required)', async () => {
    const bodies = servePost(endpointPath(authContract.endpoints.toggleTwoFactor), () => HttpResponse.json({ message: 'off', twoFactorEnabled: false }));
    server.use(http.get(authContract.endpoints.user.path, () => HttpResponse.json(makeUser({ twoFactorEnabled: false }))));
    const { user } = await renderTab(makeUser({ twoFactorEnabled: true }));
    expect(screen.getByRole('switch', { name: 'Two-factor authentication' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a code or your password.');
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Or your password'), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off')).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'my-password' }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked());
  });

  it('turns 2FA off with a code, and shows a wrong code in the dialog', async () => {
    let calls = 0;
    const bodies = servePost(endpointPath(authContract.endpoints.toggleTwoFactor), () =>
      ++calls === 1 ? HttpResponse.json({ code: 'invalid_two_factor_code', message: 'x' }, { status: 400 }) : HttpResponse.json({ message: 'off', twoFactorEnabled: false }),
    );
    server.use(http.get(authContract.endpoints.user.path, () => HttpResponse.json(makeUser())));
    const { user } = await renderTab(makeUser({ twoFactorEnabled: true }));
    await user.click(screen.getByRole('switch', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Authentication code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('The code is not correct')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Authentication code'));
    await user.type(within(dialog).getByLabelText('Authentication code'), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ code: '111111' }, { code: '222222' }]);
  });
});

describe('SecurityTab — e-mail change (decision 161)', () => {
  it('changes the address with the password, shows where the links went, and the tab shows the new address', async () => {
    const bodies = servePost(endpointPath(authContract.endpoints.changeEmail), () => HttpResponse.json(makeUser({ email: 'kavya.new@example.com', emailVerified: false })));
    const { user, queryClient } = await renderTab(makeUser({ emailVerified: true }));
    expect(screen.getByText('kavya@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email address' });
    expect(within(dialog).queryByLabelText(/authenticator/)).not.toBeInTheDocument(); // 2FA is off: the password only

    await user.type(within(dialog).getByLabelText(/^New email address/), 'kavya.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Change email' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the new address and your password.');
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Email address changed')).toBeInTheDocument();
    expect(screen.getByText(/a confirmation link to kavya\.new@example\.com and a link to undo the change to kavya@example\.com/)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'kavya.new@example.com', password: 'my-password' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryData<CurrentUser>(CURRENT_USER_KEY)?.email).toBe('kavya.new@example.com');
    expect(screen.getByText('Your email address is not verified yet.')).toBeInTheDocument();
  });

  it('offers a 2FA code instead of the password when 2FA is on, and shows a refusal in the dialog', async () => {
    const bodies = servePost(endpointPath(authContract.endpoints.changeEmail), () => HttpResponse.json({ code: 'invalid_two_factor_code', message: 'x' }, { status: 400 }));
    const { user } = await renderTab(makeUser({ twoFactorEnabled: true }));
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email address' });
    await user.type(within(dialog).getByLabelText(/^New email address/), 'kavya.new@example.com');
    await user.type(within(dialog).getByLabelText('Or a code from your authenticator app'), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Change email' }));
    await findAlertWithText(dialog, 'The code is not correct');
    expect(bodies).toEqual([{ email: 'kavya.new@example.com', code: '123456' }]);
  });
});

describe('SecurityTab — log out everywhere', () => {
  it('ends every session after confirmation and goes to /auth as a guest', async () => {
    const bodies = servePost(endpointPath(authContract.endpoints.logoutAll), () => HttpResponse.json({ message: 'done', endedSessions: 3 }));
    const { user, queryClient, router } = await renderTab(makeUser());
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, log out everywhere' }));
    expect(await screen.findByText('Logged out everywhere')).toBeInTheDocument();
    expect(bodies).toEqual([null]);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
