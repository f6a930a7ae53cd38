import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FAQ_COUNT } from '#shared/constants.ts';
import type { PublicStats } from '#shared/stats/schemas.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { CommunityStats } from '../components/community-stats.tsx';
import { Faq } from '../components/faq.tsx';
import { Hero } from '../components/hero.tsx';
import { ServicesGrid } from '../components/services-grid.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { statsContract } from '#shared/stats/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';

const server = setupMockApi();
const STATS: PublicStats = { activeUsers: 1234, totalProfiles: 56, communityMembers: 2345, servicesOffered: 78, participantsToday: 12, generatedAt: '2026-11-25T10:00:00.000Z' };
const SOCIAL: Record<'facebook' | 'instagram' | 'youtube' | 'whatsapp', string | null> = { facebook: 'https://www.facebook.com/tamil.community.example', instagram: null, youtube: 'https://www.youtube.com/@tamil-community-example', whatsapp: null };
const config = (supportPhone: string | null, social = SOCIAL) => ({ stripePublishableKey: null, supportEmail: 'help@example.org', supportPhone, social });
beforeEach(() => {
  server.use(
    http.get(statsContract.endpoints.public.path, () => HttpResponse.json(STATS)),
    http.get(paymentsContract.endpoints.config.path, () => HttpResponse.json(config('+44 20 7946 0000'))),
  );
});

describe('Hero', () => {

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
    // the store chip goes to the store itself (spec 001 §2)
    expect(screen.getByRole('link', { name: 'Tamil store' })).toHaveAttribute('href', '/store');
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      expect(['#services'], `${link.textContent} → ${link.getAttribute('href')}`).toContain(link.getAttribute('href'));
    }
  });

  it("shows today's real draw participants from GET /api/stats/public, and no invented number before they arrive", async () => {
    server.use(http.get(statsContract.endpoints.public.path, () => new Promise<Response>(() => {})));
    const { unmount } = await renderWithProviders(<Hero />);
    expect(screen.getByText(/Today's draw: join with your free spin/)).toBeInTheDocument();
    expect(screen.queryByText(/\d+ taking part/)).toBeNull();
    unmount();
    server.use(http.get(statsContract.endpoints.public.path, () => HttpResponse.json(STATS)));
    await renderWithProviders(<Hero />);
    expect(await screen.findByText(/taking part in today's draw/)).toHaveTextContent('12 taking part in today');
  });
});

describe('CommunityStats', () => {
  it('shows the four counts of spec 000 §1 from the server, dashes until then', async () => {
    await renderWithProviders(<CommunityStats />);
    const list = within(screen.getByRole('list', { name: 'Community statistics' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['–active users (last 30 days)', '–marriage profiles', '–community members', '–services offered now']);
    expect(await list.findByText('1,234')).toBeInTheDocument();
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1,234active users (last 30 days)', '56marriage profiles', '2,345community members', '78services offered now']);
  });
});

describe('ServicesGrid', () => {
  it('is the #services section with the vehicle, marriage, jobs, education and community sharing cards', async () => {
    const { container } = await renderWithProviders(<ServicesGrid />);
    expect(container.querySelector('section#services')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Vehicle services', 'Marriage', 'Jobs', 'Education', 'Community sharing']);
    expect(screen.getByRole('link', { name: /Request a vehicle/ })).toHaveAttribute('href', '#taxi-services');
    expect(screen.getByRole('link', { name: /Give or ask/ })).toHaveAttribute('href', '/community');
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
  it('is the contentinfo landmark with the configured e-mail, phone and social accounts, and the page links', async () => {
    await renderWithProviders(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');
    expect(footer.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    for (const [name, href] of [['Success stories', '/success-stories'], ['About us', '/about'], ['Privacy policy', '/privacy'], ['Terms of service', '/terms'], ['Help and support', '/help']]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const [name, href] of [['Facebook', SOCIAL.facebook], ['YouTube', SOCIAL.youtube]]) {
      const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    // accounts that are not configured have no icon (no link to a platform's home page)
    expect(footer.queryByRole('link', { name: /Instagram|WhatsApp/ })).toBeNull();
  });

  it('shows no phone and no social section when none is configured, and the help page until the configuration arrives', async () => {
    let answer: ((value: Response) => void) | undefined;
    server.use(http.get(paymentsContract.endpoints.config.path, () => new Promise<Response>((resolve) => (answer = resolve))));
    await renderWithProviders(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/help');
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!(HttpResponse.json(config(null, { facebook: null, instagram: null, youtube: null, whatsapp: null })));
    expect(await footer.findByRole('link', { name: 'help@example.org' })).toBeInTheDocument();
    expect(footer.queryByRole('link', { name: /^\+/ })).toBeNull();
    expect(footer.queryByRole('heading', { name: 'Follow us' })).toBeNull();
  });
});
