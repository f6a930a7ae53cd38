import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVE_PARTICIPANTS, FAQ_COUNT } from '#shared/constants.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { Faq } from '../components/faq.tsx';
import { Hero } from '../components/hero.tsx';
import { ServicesGrid } from '../components/services-grid.tsx';
import { SiteFooter } from '../components/site-footer.tsx';

describe('Hero', () => {
  afterEach(() => vi.useRealTimers());

  it('has the page heading, get-started (→ /auth), explore-services (→ #services) and the three chips', async () => {
    await renderWithProviders(<Hero />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Explore services' })).toHaveAttribute('href', '#services');
    const chips = within(screen.getByRole('list', { name: 'Popular sections' }));
    expect(chips.getAllByRole('link').map((link) => link.textContent)).toEqual(['Marriage', 'Tamil store', 'Jobs']);
  });

  it('sends a signed-in member\'s "Get started" to the vehicle services, not to /auth, and no chip to a missing anchor', async () => {
    const { container } = await renderWithProviders(<Hero />, { user: makeUser() });
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/taxi-services');
    // the store is not built yet: its chip leads to the services section, an element the home page has
    expect(screen.getByRole('link', { name: 'Tamil store' })).toHaveAttribute('href', '#services');
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      expect(['#services'], `${link.textContent} → ${link.getAttribute('href')}`).toContain(link.getAttribute('href'));
    }
  });

  it('shows the simulated participant count, starting at 47 and moving every 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderWithProviders(<Hero />);
    const pill = () => screen.getByText(/people active now/);
    expect(pill()).toHaveTextContent(`${ACTIVE_PARTICIPANTS.start} people active now`);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    act(() => vi.advanceTimersByTime(ACTIVE_PARTICIPANTS.intervalMs));
    expect(pill()).toHaveTextContent(`${ACTIVE_PARTICIPANTS.start + 3} people active now`);
    random.mockRestore();
  });
});

describe('ServicesGrid', () => {
  it('is the #services section with the vehicle, marriage and jobs cards', async () => {
    const { container } = await renderWithProviders(<ServicesGrid />);
    expect(container.querySelector('section#services')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Vehicle services', 'Marriage', 'Jobs']);
    expect(screen.getByRole('link', { name: /Request a vehicle/ })).toHaveAttribute('href', '#taxi-services');
  });
});

describe('Faq', () => {
  it(`has ${FAQ_COUNT} disclosures that open and close`, async () => {
    await renderWithProviders(<Faq />);
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(FAQ_COUNT);
    const first = groups[0]!;
    expect(first).not.toHaveAttribute('open');
    await userEvent.click(within(first).getByText('What is Tamil Community?'));
    expect(first).toHaveAttribute('open');
  });
});

describe('SiteFooter', () => {
  it('is the contentinfo landmark with contact links and named social icons', async () => {
    await renderWithProviders(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(footer.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+/));
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'WhatsApp']) {
      const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });
});
