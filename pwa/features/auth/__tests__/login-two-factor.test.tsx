import { describe, expect, it, vi, beforeAll } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from '../../../components/ui/toast.tsx';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { findAlertWithText } from '../../../test/alerts.ts';
import { loadAuthCatalog } from '../catalog.ts';
import { authContract } from '#shared/auth/contract.ts';

// These screens read their own catalog (decision 143), loaded with the UI language in each render.
beforeAll(loadAuthCatalog);

const server = setupMockApi();

/** Serves the password step with `{ twoFactorRequired: true }` and the code step with `respond`; records bodies. */
function serveTwoFactorLogin(respond: (body: { code: string }) => Response) {
  const logins: unknown[] = [];
  const codes: unknown[] = [];
  server.use(
    http.post(authContract.endpoints.login.path, async ({ request }) => {
      logins.push(await request.json());
      return HttpResponse.json({ twoFactorRequired: true });
    }),
    http.post(authContract.endpoints.loginTwoFactor.path, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      codes.push(body);
      return respond(body);
    }),
    http.get(authContract.endpoints.user.path, () => HttpResponse.json(makeUser())),
  );
  return { logins, codes };
}

async function renderLogin(locale: 'en' | 'ta' = 'en') {
  const user = userEvent.setup({ delay: null });
  const onSuccess = vi.fn();
  const result = await renderWithProviders(
    <>
      <LoginForm onSuccess={onSuccess} />
      <Toaster />
    </>,
    { locale },
  );
  return { user, onSuccess, ...result };
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('form', { name: 'Two-factor authentication' });
}

describe('LoginForm with two-factor authentication (issue 5 item 2)', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const { logins, codes } = serveTwoFactorLogin(() => HttpResponse.json(makeUser({ twoFactorEnabled: true })));
    const { user, onSuccess, queryClient } = await renderLogin();
    const step = await passwordStep(user);
    expect(logins).toEqual([{ email: 'kavya@example.com', password: 'secret-123' }]);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();

    await user.type(within(step).getByLabelText(/^Authentication code/), '123 456');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(codes).toEqual([{ code: '123456' }]);
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ email: 'kavya@example.com', twoFactorEnabled: true }));
  });

  it('accepts a recovery code and shows a refused code in the alert', async () => {
    const { codes } = serveTwoFactorLogin(({ code }) =>
      code === 'ABCD-EFGH-JKMN-PQRS' ? HttpResponse.json(makeUser()) : HttpResponse.json({ code: 'invalid_two_factor_code', message: 'The code is not correct' }, { status: 401 }),
    );
    const { user, onSuccess } = await renderLogin();
    const step = await passwordStep(user);
    await user.type(within(step).getByLabelText(/^Authentication code/), '999999');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    await findAlertWithText(step, 'The code is not correct');
    expect(onSuccess).not.toHaveBeenCalled();

    await user.clear(within(step).getByLabelText(/^Authentication code/));
    await user.type(within(step).getByLabelText(/^Authentication code/), 'ABCD-EFGH-JKMN-PQRS');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(codes).toEqual([{ code: '999999' }, { code: 'ABCD-EFGH-JKMN-PQRS' }]);
  });

  it('sends a timed-out login back to the password step, in Tamil too', async () => {
    serveTwoFactorLogin(() => HttpResponse.json({ code: 'two_factor_expired', message: 'expired' }, { status: 401 }));
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<LoginForm />, { locale: 'ta' });
    await user.type(screen.getByLabelText(/^மின்னஞ்சல்/), 'kavya@example.com');
    await user.type(screen.getByLabelText(/^கடவுச்சொல்/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    const step = await screen.findByRole('form', { name: 'இரு-படி சரிபார்ப்பு' });
    await user.type(within(step).getByLabelText(/^அங்கீகாரக் குறியீடு/), '123456');
    await user.click(within(step).getByRole('button', { name: 'சரிபார்' }));
    await findAlertWithText(step, 'உங்கள் உள்நுழைவு நேரம் முடிந்துவிட்டது. மீண்டும் உள்நுழையவும்.');
    await user.click(within(step).getByRole('button', { name: 'மீண்டும் உள்நுழை' }));
    expect(await screen.findByRole('form', { name: 'உள்நுழை' })).toBeInTheDocument();
  });

  it('shows the bilingual rate-limit message when logins are refused with 429', async () => {
    server.use(http.post(authContract.endpoints.login.path, () => HttpResponse.json({ code: 'rate_limited', message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '42' } })));
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too many attempts. Please wait a moment and try again.')).toBeInTheDocument();
  });
});
