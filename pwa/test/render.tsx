import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { Language } from '#shared/constants.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { activateLanguage, i18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { CURRENT_USER_KEY } from '../lib/session.ts';

// vitest runs without globals, so Testing Library cannot unmount on its own between tests.
afterEach(cleanup);
// jsdom has no scrolling; the router scrolls to the top on navigation.
window.scrollTo = () => {};

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions {
  /** The signed-in user; `null` or omitted = guest. Seeded into the session query (no request is made). */
  user?: CurrentUser | null;
  /** UI language; its real catalog is loaded (default 'en', whose messages are the English source texts). */
  locale?: Language;
  /** The URL the memory router starts at (default '/'). */
  path?: string;
  /** Bring your own QueryClient (e.g. to seed more queries); otherwise one with the app's defaults is made. */
  queryClient?: QueryClient;
}

/** What {@link renderWithProviders} returns: Testing Library's result plus the router and query client. */
export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient;
  router: ReturnType<typeof createTestRouter>;
};

function createTestRouter(ui: ReactNode, path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  return createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: () => null,
  });
}

/**
 * Renders `ui` the way the app does: Lingui (real catalog of `locale`), TanStack Query (app defaults, session
 * seeded with `user`) and a memory router whose root renders `ui` at every path — so `<Link>`s work and a click
 * can be checked with `result.router.state.location.pathname`. Async because the catalog and the router load
 * first; `await` it, then query the screen synchronously.
 */
export async function renderWithProviders(ui: ReactNode, options: RenderWithProvidersOptions = {}): Promise<RenderWithProvidersResult> {
  const { user = null, locale = 'en', path = '/' } = options;
  await activateLanguage(locale);
  const queryClient = options.queryClient ?? createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  const router = createTestRouter(ui, path);
  await router.load();
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return Object.assign(result, { queryClient, router });
}

/** A signed-in member for tests; override any field. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '7f1c2a3e-1b2c-4d5e-8f90-1a2b3c4d5e6f',
    fullName: 'Kavya Raman',
    username: 'kavya',
    email: 'kavya@example.com',
    phoneNumber: '+94771234567',
    age: 29,
    address: '12 Temple Road',
    country: 'Sri Lanka',
    city: 'Jaffna',
    postalCode: '40000',
    language: 'ta',
    userType: 'private',
    dateOfBirth: null,
    notificationsEnabled: true,
    marketingEmails: false,
    balance: 0,
    totalWinnings: 0,
    totalSpent: 0,
    freeSpins: 0,
    customerId: 'TC-000001',
    qrCode: 'data:image/png;base64,',
    role: 'member',
    isAdmin: false,
    isActive: true,
    isVerified: false,
    emailVerified: false,
    twoFactorEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

/** The administrator for tests. */
export const makeAdmin = (overrides: Partial<CurrentUser> = {}) => makeUser({ email: 'admin@example.com', username: 'admin', fullName: 'Admin', role: 'admin', isAdmin: true, ...overrides });
