import { describe, expect, it, vi, beforeAll } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from '../../../components/ui/toast.tsx';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { loadAuthCatalog } from '../catalog.ts';
import { authContract } from '#shared/auth/contract.ts';

// These screens read their own catalog (decision 143), loaded with the UI language in each render.
beforeAll(loadAuthCatalog);

const server = setupMockApi();

/** Serves POST /api/auth/login with `respond` and records each body sent. */
function serveLogin(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(authContract.endpoints.login.path, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

async function renderLogin(props: Parameters<typeof LoginForm>[0] = {}, locale: 'en' | 'ta' = 'en') {
  const user = userEvent.setup({ delay: null });
  const result = await renderWithProviders(
    <>
      <LoginForm {...props} />
      <Toaster />
    </>,
    { locale },
  );
  return { user, ...result };
}

const alertOf = (form: HTMLElement) => within(form).getByRole('alert');

describe('LoginForm', () => {
  it('checks the email and password on the client, next to each field, without calling the API', async () => {
    const bodies = serveLogin(() => HttpResponse.json(makeUser()));
    const { user } = await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password).toHaveAccessibleDescription('Password is required');

    await user.type(email, 'not-an-email');
    await user.type(password, 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows "Invalid email or password" on a 401', async () => {
    serveLogin(() => HttpResponse.json({ code: 'invalid_credentials', message: 'Invalid email or password' }, { status: 401 }));
    const onSuccess = vi.fn();
    const { user } = await renderLogin({ onSuccess });

    await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const form = screen.getByRole('form', { name: 'Log in' });
    await waitFor(() => expect(alertOf(form)).toHaveTextContent('Invalid email or password'));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('falls back to the text of the message when the error has no code', async () => {
    serveLogin(() => new HttpResponse('Invalid credentials', { status: 401 }));
    const { user } = await renderLogin();

    await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(alertOf(screen.getByRole('form', { name: 'Log in' }))).toHaveTextContent('Invalid email or password'));
  });

  it('shows the blocked message on a 403', async () => {
    serveLogin(() => HttpResponse.json({ code: 'account_blocked', message: 'Your account is blocked or deactivated' }, { status: 403 }));
    const { user } = await renderLogin();

    await user.type(screen.getByLabelText(/^Email/), 'blocked@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(alertOf(screen.getByRole('form', { name: 'Log in' }))).toHaveTextContent('Your account is blocked or deactivated'));
  });

  it('sends the typed email and password, stores the user, shows the success toast and calls onSuccess', async () => {
    const member = makeUser({ fullName: 'Kavya Raman' });
    const bodies = serveLogin(() => HttpResponse.json(member));
    server.use(http.get(authContract.endpoints.user.path, () => HttpResponse.json(member)));
    const onSuccess = vi.fn();
    const { user, queryClient } = await renderLogin({ onSuccess });

    await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Kavya Raman!')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'kavya@example.com', password: 'secret123' }]);
    expect(onSuccess).toHaveBeenCalledWith(member);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(member);
    // no second submit while the redirect is pending
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  });

  it('is shown in Tamil when the UI language is Tamil', async () => {
    await renderLogin({}, 'ta');
    expect(screen.getByRole('button', { name: 'உள்நுழை' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^மின்னஞ்சல்/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^கடவுச்சொல்/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?' })).toBeInTheDocument();
  });
});

describe('forgot and reset password dialogs', () => {
  it('opens the reset dialog with the token when forgot-password returns one', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(authContract.endpoints.forgotPassword.path, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'If the email exists, a reset link has been sent', resetToken: 'tok-123' });
      }),
    );
    const { user } = await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.type(within(forgot).getByLabelText(/^Email/), 'kavya@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Send reset link' }));

    const reset = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(reset).getByLabelText(/^Reset token/)).toHaveValue('tok-123');
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'kavya@example.com' }]);
  });

  it('validates the email of the forgot-password form and shows the fallback on failure', async () => {
    server.use(http.post(authContract.endpoints.forgotPassword.path, () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    const { user } = await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(forgot).getByRole('button', { name: 'Send reset link' }));
    expect(await within(forgot).findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(within(forgot).getByLabelText(/^Email/), 'kavya@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(within(forgot).getByRole('alert')).toHaveTextContent('Failed to send reset email'));
  });

  it('never calls the API when the new passwords do not match', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(authContract.endpoints.resetPassword.path, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Password has been reset' });
      }),
    );
    const { user } = await renderLogin({ resetToken: 'mailed-token' });

    const reset = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(reset).getByLabelText(/^Reset token/)).toHaveValue('mailed-token');
    await user.type(within(reset).getByLabelText(/^New password/), 'secret1');
    await user.type(within(reset).getByLabelText(/^Confirm new password/), 'secret2');
    await user.click(within(reset).getByRole('button', { name: 'Reset password' }));

    expect(await within(reset).findByText("Passwords don't match")).toBeInTheDocument();
    expect(within(reset).getByLabelText(/^Confirm new password/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(reset).getByLabelText(/^New password/));
    await user.type(within(reset).getByLabelText(/^New password/), 'abc');
    await user.clear(within(reset).getByLabelText(/^Confirm new password/));
    await user.type(within(reset).getByLabelText(/^Confirm new password/), 'abc');
    await user.click(within(reset).getByRole('button', { name: 'Reset password' }));
    expect(await within(reset).findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('resets the password, closes the dialog and tells the user to log in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(authContract.endpoints.resetPassword.path, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Password has been reset' });
      }),
    );
    const onResetDialogClosed = vi.fn();
    const { user } = await renderLogin({ resetToken: 'mailed-token', onResetDialogClosed });

    const reset = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(reset).getByLabelText(/^New password/), 'new-secret');
    await user.type(within(reset).getByLabelText(/^Confirm new password/), 'new-secret');
    await user.click(within(reset).getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset password' })).not.toBeInTheDocument());
    expect(await screen.findByText('Your password has been changed. Please log in with your new password.')).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'mailed-token', newPassword: 'new-secret' }]);
    expect(onResetDialogClosed).toHaveBeenCalled();
  });

  it('keeps the dialog open with the mapped message when the token is invalid', async () => {
    server.use(http.post(authContract.endpoints.resetPassword.path, () => HttpResponse.json({ code: 'invalid_reset_token', message: 'Invalid or expired reset token' }, { status: 400 })));
    const { user } = await renderLogin({ resetToken: 'old-token' });

    const reset = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(reset).getByLabelText(/^New password/), 'new-secret');
    await user.type(within(reset).getByLabelText(/^Confirm new password/), 'new-secret');
    await user.click(within(reset).getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(within(reset).getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired'));
  });
});
