import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CommunityPost } from '#shared/community/responses.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { loadCommunityCatalog } from '../catalog.ts';
import { CommunityPage } from '../components/community-page.tsx';
import { communityContract } from '#shared/community/contract.ts';

// The community sharing list (issue 19 item 5) on a mocked API: tags, filters sent to the server, and the list
// saved on the device shown when the API cannot be reached — without any number.

beforeAll(loadCommunityCatalog);
const server = setupMockApi();
const A = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e01';
const B = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e02';

const post = (over: Partial<CommunityPost>): CommunityPost => ({
  id: A, kind: 'offer', category: 'items', title: 'Free bicycle', description: 'A child bicycle in good condition.', city: 'Harrow', contactName: 'Selvi',
  contactPhone: '+447912345678', contactHidden: false, images: [], photos: [], status: 'open', closedAt: null, createdAt: '2026-11-20T10:00:00.000Z', isMine: false, ...over,
});

describe('CommunityPage', () => {
  it('lists posts with their tags and sends kind, category, city and search to the server', async () => {
    const asked: string[] = [];
    server.use(
      http.get(communityContract.endpoints.list.path, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const filtered = url.searchParams.has('kind');
        return HttpResponse.json({ items: filtered ? [post({ id: B, kind: 'wanted', category: 'books', title: 'Books needed' })] : [post({})], nextCursor: null, total: 1 });
      }),
    );
    await renderWithProviders(<CommunityPage />, { user: makeUser() });
    const card = (await screen.findByRole('link', { name: 'Free bicycle' })).closest('li')!;
    expect(within(card).getByText('Offered free')).toBeInTheDocument();
    expect(within(card).getByText('Household items')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Offered or needed' }), 'wanted');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'books');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Harrow');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'புத்தகம்');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Books needed' })).toBeInTheDocument();
    const sent = new URLSearchParams(asked.at(-1));
    expect(Object.fromEntries(sent)).toMatchObject({ kind: 'wanted', category: 'books', city: 'Harrow', search: 'புத்தகம்' });
  });

  it("?mine=1 shows a member their own posts, found by the server from the session (decision 179)", async () => {
    server.use(
      http.get(communityContract.endpoints.list.path, () => HttpResponse.json({ items: [post({})], nextCursor: null, total: 1 })),
      http.get(communityContract.endpoints.mine.path, () => HttpResponse.json({ items: [post({ id: B, title: 'My old sofa', status: 'closed', isMine: true })], nextCursor: null, total: 1 })),
    );
    await renderWithProviders(<CommunityPage mine />, { user: makeUser(), locale: 'ta' });
    const section = await screen.findByRole('region', { name: 'என் சமூகப் பதிவுகள்' });
    expect(await within(section).findByRole('link', { name: 'My old sofa' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Free bicycle' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('link', { name: "எல்லோரின் பதிவுகளும்" })).toHaveAttribute('href', '/community');
  });

  it('offers a member "My posts" as a link to ?mine=1, and a guest gets everyone\'s posts whatever the query', async () => {
    server.use(http.get(communityContract.endpoints.list.path, () => HttpResponse.json({ items: [post({})], nextCursor: null, total: 1 })));
    const member = await renderWithProviders(<CommunityPage />, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'My posts' })).toHaveAttribute('href', '/community?mine=1');
    member.unmount();
    await renderWithProviders(<CommunityPage mine />);
    expect(await screen.findByRole('link', { name: 'Free bicycle' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My posts' })).toBeNull();
  });

  it('shows the list saved on the device when the API cannot be reached, without the number', async () => {
    server.use(http.get(communityContract.endpoints.list.path, () => HttpResponse.json({ items: [post({})], nextCursor: null, total: 1 })));
    const first = await renderWithProviders(<CommunityPage />, { user: makeUser() });
    await screen.findByRole('link', { name: 'Free bicycle' });
    first.unmount();

    server.use(http.get(communityContract.endpoints.list.path, () => HttpResponse.error()));
    const second = await renderWithProviders(<CommunityPage />, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Free bicycle' })).toBeInTheDocument();
    expect(await screen.findByText(/^Offline — saved on/)).toBeInTheDocument();
    expect(second.container.textContent).not.toContain('7912345678');
  });
});
