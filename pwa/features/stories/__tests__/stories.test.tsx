import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminStory, PublicStory } from '#shared/stories/responses.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { AdminStories } from '../components/admin-stories.tsx';
import { StoriesSection } from '../components/stories-section.tsx';
import { storiesContract } from '#shared/stories/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

const server = setupMockApi();
const story: PublicStory = {
  id: '7b0d6c1e-8d1f-4f7a-9a43-1c2d3e4f5a6b',
  titleTa: 'இலண்டனில் சந்தித்த இரு குடும்பங்கள்',
  titleEn: 'Two families who met in London',
  bodyTa: 'திருமணச் சேவை மூலம் அறிமுகமானார்கள்.',
  bodyEn: 'They were introduced through the marriage service.\n\nThey married last January.',
  names: 'Priya and Karthik',
  city: 'London',
  publishedAt: '2026-11-01T10:00:00.000Z',
};

describe('success stories (issue 19 item 6)', () => {
  it('the page shows each published story in the reader’s language, paragraph by paragraph', async () => {
    server.use(http.get(storiesContract.endpoints.list.path, () => HttpResponse.json({ items: [story] })));
    await renderWithProviders(<StoriesSection variant="page" />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Two families who met in London' })).toBeInTheDocument();
    expect(screen.getByText('They married last January.')).toBeInTheDocument();
    expect(screen.getByText(/Priya and Karthik · London/)).toBeInTheDocument();
    expect(screen.queryByText(story.titleTa)).toBeNull();
  });

  it('in Tamil the Tamil text is shown', async () => {
    server.use(http.get(storiesContract.endpoints.list.path, () => HttpResponse.json({ items: [story] })));
    await renderWithProviders(<StoriesSection variant="page" />, { locale: 'ta' });
    expect(await screen.findByRole('heading', { level: 3, name: story.titleTa })).toHaveAttribute('lang', 'ta');
  });

  it('with no story the page says how to share one, and the home page section is not shown at all', async () => {
    server.use(http.get(storiesContract.endpoints.list.path, () => HttpResponse.json({ items: [] })));
    await renderWithProviders(<StoriesSection variant="page" />);
    expect(await screen.findByText(/No stories yet/)).toBeInTheDocument();
    const home = await renderWithProviders(<StoriesSection variant="home" />);
    await vi.waitFor(() => expect(home.container.querySelector('.stories--home')).toBeNull());
  });

  it('the admin publishes a story and sees its consent record', async () => {
    const admin: AdminStory = { ...story, consentGivenBy: 'Priya Sivakumar', consentGivenOn: '2026-10-01', consentMethod: 'signed_form', consentNote: '', published: false, publishedAt: null, createdAt: story.publishedAt, updatedAt: story.publishedAt };
    let published: unknown;
    server.use(
      http.get(storiesContract.endpoints.admin.path, () => HttpResponse.json({ items: [admin] })),
      http.patch(endpointPath(storiesContract.endpoints.setPublished, { params: { id: story.id } }), async ({ request }) => {
        published = await request.json();
        return HttpResponse.json({ ...admin, published: true, publishedAt: '2026-11-25T10:00:00.000Z' });
      }),
      http.get(storiesContract.endpoints.list.path, () => HttpResponse.json({ items: [] })),
    );
    await renderWithProviders(<AdminStories isAdmin />, { user: makeUser({ role: 'admin' }) });
    const item = within((await screen.findAllByRole('listitem'))[0]!);
    expect(item.getByText(/Consent: Priya Sivakumar, .*Signed consent form/)).toBeInTheDocument();
    expect(item.getByText('Not published')).toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(published).toEqual({ published: true }));
  });
});
