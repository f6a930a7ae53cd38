import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';
import { makeAdmin, makeUser, renderWithProviders } from '../../../test/render.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { authContract } from '#shared/auth/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

const nav = () => within(screen.getByRole('navigation', { name: 'Account' }));

describe('SiteHeader (spec 000 §2: buttons depend on sign-in state)', () => {
  it('is a banner with the logo linking home, the Tamil tagline and the language switcher', async () => {
    await renderWithProviders(<SiteHeader />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Tamil Community' })).toHaveAttribute('href', '/');
    expect(within(banner).getByText('யாதும் ஊரே யாவரும் கேளிர்')).toHaveAttribute('lang', 'ta');
    expect(within(banner).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(banner).getByRole('button', { name: 'தமிழ்' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(banner).getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('shows a guest only Login (→ /auth)', async () => {
    await renderWithProviders(<SiteHeader />);
    expect(nav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Login']);
    expect(nav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  });

  it('shows a member Profile and Logout, and no Login; their own pages and Admin are in the site menu (decision 172)', async () => {
    await renderWithProviders(<SiteHeader />, { user: makeUser() });
    expect(nav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile']);
    expect(nav().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    // logout posts a form to the API (never a GET another site could trigger), which ends the session and sends the browser home
    const logout = nav().getByRole('button', { name: 'Logout' });
    expect(logout).toHaveAttribute('type', 'submit');
    expect(logout.closest('form')).toHaveAttribute('method', 'post');
    expect(logout.closest('form')).toHaveAttribute('action', endpointPath(authContract.endpoints.logout));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Employer dashboard', hidden: true })).toHaveAttribute('href', '/employer-dashboard');
    expect(within(menu).queryByRole('link', { name: 'Admin', hidden: true })).not.toBeInTheDocument();
  });

  it('gives the administrator Admin (→ /admin) in the site menu, also when only isAdmin says so', async () => {
    for (const admin of [makeAdmin(), makeUser({ isAdmin: true })]) {
      const { unmount } = await renderWithProviders(<SiteHeader />, { user: admin });
      const menu = screen.getByRole('navigation', { name: 'Menu' });
      expect(within(menu).getByRole('link', { name: 'Admin', hidden: true })).toHaveAttribute('href', '/admin');
      unmount();
    }
  });

  it('points skip-to-content at the id the screen gives its <main>', async () => {
    await renderWithProviders(<SiteHeader mainId="profile-main" />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#profile-main');
  });

  it('shows a guest no menu button, only Login', async () => {
    await renderWithProviders(<SiteHeader />);
    expect(nav().queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a placeholder, neither Login nor Logout, while the session is not known yet', async () => {
    const { queryClient, container } = await renderWithProviders(<SiteHeader />);
    // as on a pre-rendered page before the session request has answered
    act(() => queryClient.getQueryCache().find({ queryKey: CURRENT_USER_KEY })!.setState({ status: 'pending', fetchStatus: 'fetching', data: undefined, dataUpdatedAt: 0 }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument());
    expect(container.querySelector('.site-header__placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
