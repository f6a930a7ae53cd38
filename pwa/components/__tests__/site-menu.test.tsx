import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAdmin, makeUser, renderWithProviders } from '../../test/render.tsx';
import { SiteMenu } from '../site-menu.tsx';

const SECTIONS = ['Taxi services', 'Tamil goods store', 'Community questions', 'Community sharing', 'Jobs', 'Marriage profiles', 'Education', 'Subscription', 'Success stories', 'Help and support'];

/** The menu's links as "name → href". */
const links = () => within(screen.getByRole('navigation', { name: 'Menu' })).getAllByRole('link').map((a) => `${a.textContent} → ${a.getAttribute('href')}`);

describe('SiteMenu (decision 172)', () => {
  it('gives a guest every section, and no member links', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteMenu user={null} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await act(() => user.click(toggle));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(links()).toEqual(['Taxi services → /taxi-services', 'Tamil goods store → /store', 'Community questions → /questions', 'Community sharing → /community', 'Jobs → /jobs', 'Marriage profiles → /marriage', 'Education → /education', 'Subscription → /subscription', 'Success stories → /success-stories', 'Help and support → /help', 'Posts on this device → /outbox']);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('lists a member\'s own things, each a page, then the sections and Logout', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteMenu user={makeUser()} />);
    await act(() => user.click(screen.getByRole('button', { name: 'Menu' })));
    expect(links().slice(0, 9)).toEqual([
      'Profile → /profile',
      'Billing and receipts → /profile?tab=financial',
      'My applications → /my-applications',
      'Employer dashboard → /employer-dashboard',
      'My marriage interests → /marriage-interests',
      'My basket → /store#basket',
      // sections of existing pages, found by the server from the session (decision 179)
      'My community posts → /community?mine=1',
      'My courses → /education?mine=1',
      'My teacher profile → /become-teacher',
    ]);
    expect(links().slice(9).map((l) => l.split(' → ')[0])).toEqual([...SECTIONS, 'Posts on this device']);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives an admin the admin panel', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteMenu user={makeAdmin()} />);
    await act(() => user.click(screen.getByRole('button', { name: 'Menu' })));
    expect(links()).toContain('Admin → /admin');
  });

  it('closes on Escape with the focus back on its button, and on a link', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteMenu user={null} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await act(() => user.click(toggle));
    screen.getByRole('link', { name: 'Jobs' }).focus();
    await act(() => user.keyboard('{Escape}'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await act(() => user.click(toggle));
    await act(() => user.click(screen.getByRole('link', { name: 'Help and support' })));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is all Tamil in Tamil', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteMenu user={makeUser()} />, { locale: 'ta' });
    await act(() => user.click(screen.getByRole('button', { expanded: false })));
    expect(screen.getByRole('navigation').textContent).not.toMatch(/[A-Za-z]{2,}/);
  });
});
