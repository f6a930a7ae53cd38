import { describe, expect, it, beforeAll, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { loadAuthCatalog } from '../catalog.ts';
import { authContract } from '#shared/auth/contract.ts';

// The dialogs and the two-factor step come from their own chunks (issue 10 item 3). Their first fetches fail here,
// as they would offline before the app was cached; later fetches succeed.
const chunks = vi.hoisted(() => ({ forgot: 0, twoFactor: 0, offline: () => new TypeError('Failed to fetch dynamically imported module') }));
vi.mock('../components/forgot-password-dialog.tsx', async (importOriginal) => {
  if (++chunks.forgot === 1) throw chunks.offline();
  return importOriginal();
});
vi.mock('../components/two-factor-step.tsx', async (importOriginal) => {
  // the form preloads the step when the server asks for it, then renders it: both fail
  if (++chunks.twoFactor <= 2) throw chunks.offline();
  return importOriginal();
});

beforeAll(loadAuthCatalog);
const server = setupMockApi();
const LOAD_FAILED = 'This part of the page could not be loaded. Check your connection.';

describe('LoginForm: the parts from their own chunks', () => {
  it('says when the forgot-password dialog cannot be fetched, and "Try again" opens it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<LoginForm />);

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(forgot).getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
  });

  it('says when the two-factor step cannot be fetched, with "Try again" and the way back to the password', async () => {
    server.use(http.post(authContract.endpoints.login.path, () => HttpResponse.json({ twoFactorRequired: true })));
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    await act(() => user.click(screen.getByRole('button', { name: 'Back to login' })));
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');

    await user.type(screen.getByLabelText(/^Password/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const step = await screen.findByRole('form', { name: 'Two-factor authentication' });
    expect(within(step).getByLabelText(/^Authentication code/)).toBeInTheDocument();
  });
});
