import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { activateLanguage, i18n } from '../../../lib/i18n/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { routeTree } from '../../../route-tree.gen.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { authContract } from '#shared/auth/contract.ts';

/** The first render loads the session, the catalog and a code-split route: allow for a busy machine. */
const SLOW = { timeout: 10_000 };
import '../../../test/render.tsx'; // unmounts between tests

const server = setupMockApi();

/** The real app routes in a memory router, as a guest (the session call answers 401). */
async function renderApp(path: string) {
  server.use(http.get(authContract.endpoints.user.path, () => HttpResponse.json({ code: 'unauthorized', message: 'Not logged in' }, { status: 401 })));
  await activateLanguage('en');
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

describe('authentication routes', () => {
  it('/auth shows the login screen with the logo link, language switch and a link to registration', async () => {
    await renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tamil Community/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('/auth?resetToken=… opens the reset dialog with the mailed token', async () => {
    await renderApp('/auth?resetToken=mailed-token');
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' }, SLOW);
    expect(within(dialog).getByLabelText(/^Reset token/)).toHaveValue('mailed-token');
  });

  it('/register shows the registration form and an "Already have account?" way back to /auth', async () => {
    await renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a private account' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create a private account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have account?' })).toHaveAttribute('href', '/auth');
  });

  it('/profile sends a guest to /auth with "Authorization Required"', async () => {
    const router = await renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), SLOW);
    expect(await screen.findByText('Authorization Required', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, SLOW)).toBeInTheDocument();
  });
});
