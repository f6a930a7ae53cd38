import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StoreProduct } from '#shared/store/responses.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { Toaster } from '../../../components/ui/toast.tsx';
import { StoreSection } from '../components/store-section.tsx';
import { storeContract } from '#shared/store/contract.ts';

// The store screens (spec 001 §2 Tamil store section, §4 basket, §5 quote form; issue 14 items 4, 5) on a mocked API.

const server = setupMockApi();
const P1 = '5b0c6f1e-8f1d-4c3e-9d55-1f0e2a3b4c01';
const P2 = '5b0c6f1e-8f1d-4c3e-9d55-1f0e2a3b4c02';

const photo = (id: string) => ({
  objectPath: `/objects/${id}`,
  width: 640,
  height: 480,
  variants: { w320: { url: `/objects/${id}/320.webp`, width: 320, height: 240 }, w960: { url: `/objects/${id}/960.webp`, width: 640, height: 480 }, full: { url: `/objects/${id}/full.webp`, width: 640, height: 480 } },
});
const product = (over: Partial<StoreProduct>): StoreProduct => ({
  id: P1, name: 'Tomato', tamilName: 'தக்காளி', description: 'Fresh red tomatoes from Jaffna.', category: 'vegetables', price: '120.50', pricePaise: 12050,
  currency: 'INR', weight: '1', unit: 'kg', contactName: 'Kumar', contactPhone: null, contactHidden: true, location: 'Jaffna', images: [`/objects/${P1}`],
  photos: [photo(P1)], createdAt: '2026-11-20T10:00:00.000Z', isMine: false, ...over,
});

function fakeApi() {
  const calls = { quotes: [] as Record<string, unknown>[] };
  server.use(
    http.get(storeContract.endpoints.list.path, () => HttpResponse.json({ items: [product({}), product({ id: P2, name: 'Rice', tamilName: 'அரிசி', pricePaise: 30000, price: '300.00', category: 'grains' })], nextCursor: null, total: 2 })),
    http.post(storeContract.endpoints.quote.path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.quotes.push(body);
      if (body.contactName === 'Xx') return HttpResponse.json({ message: 'Validation failed', code: 'validation_failed', fields: { contactValue: ['Contact information is required'] } }, { status: 400 });
      return HttpResponse.json({ id: body.id, itemCount: 2, createdAt: '2026-11-24T10:00:00.000Z', replyWithinHours: 24 }, { status: 201 });
    }),
  );
  return calls;
}

describe('StoreSection', () => {
  it('puts products in the basket on the device: the basket is still there after the page is closed and opened again', async () => {
    fakeApi();
    const first = await renderWithProviders(<StoreSection variant="page" />, { user: makeUser() });
    const tomato = (await screen.findByRole('heading', { name: 'Tomato' })).closest('li')!;
    expect(within(tomato).getByText('₹120.50')).toBeInTheDocument();
    await userEvent.click(within(tomato).getByRole('button', { name: 'More' }));
    await userEvent.click(within(tomato).getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByRole('heading', { name: 'Your basket (2)' })).toBeInTheDocument();
    first.unmount();

    await renderWithProviders(<StoreSection variant="page" />, { user: makeUser() });
    const basket = await screen.findByRole('region', { name: 'Your basket (2)' });
    expect(within(basket).getByText('Tomato')).toBeInTheDocument();
    // decreasing at 1 removes the line (spec 001 §4)
    await userEvent.click(within(basket).getByRole('button', { name: 'Fewer' }));
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Your basket (1)' })).findByRole('button', { name: 'Fewer' }));
    expect(await screen.findByText(/Your basket is empty/)).toBeInTheDocument();
  });

  it('sends the quote with the basket lines and a client-made id; a server field error shows at its field; success empties the basket', async () => {
    const calls = fakeApi();
    await renderWithProviders(<StoreSection variant="page" />, { user: makeUser() });
    for (const name of ['Tomato', 'Rice']) {
      const card = (await screen.findByRole('heading', { name })).closest('li')!;
      await userEvent.click(within(card).getByRole('button', { name: 'Add to basket' }));
    }
    await screen.findByRole('heading', { name: 'Your basket (2)' });
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    await userEvent.type(await screen.findByLabelText(/Your name/), 'Xx');
    await userEvent.type(screen.getByLabelText(/Phone number or e-mail/), '+94771234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote request' }));
    expect(await screen.findByText('Contact information is required')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Your name/));
    await userEvent.type(screen.getByLabelText(/Your name/), 'Meena');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote request' }));
    expect(await screen.findByText(/Your basket is empty/)).toBeInTheDocument();
    expect(calls.quotes).toHaveLength(2);
    expect(calls.quotes[1]).toMatchObject({ contactName: 'Meena', contactMethod: 'phone', items: [{ id: P1, quantity: 1 }, { id: P2, quantity: 1 }] });
    expect(calls.quotes[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Request a quote' })).toBeNull());
  });

  it('shows each price in its seller’s currency with the locale’s formatting, and one basket total per currency (decision 170)', async () => {
    server.use(
      http.get(storeContract.endpoints.list.path, () =>
        HttpResponse.json({
          items: [product({ currency: 'LKR', pricePaise: 45000, price: '450.00' }), product({ id: P2, name: 'Tea', tamilName: 'தேநீர்', currency: 'GBP', pricePaise: 350, price: '3.50', category: 'beverages' })],
          nextCursor: null,
          total: 2,
        }),
      ),
    );
    await renderWithProviders(<StoreSection variant="page" />, { user: makeUser(), locale: 'en' });
    const tomato = (await screen.findByRole('heading', { name: 'Tomato' })).closest('li')!;
    const tea = screen.getByRole('heading', { name: 'Tea' }).closest('li')!;
    expect(tomato).toHaveTextContent(/LKR\s450\.00/);
    expect(tea).toHaveTextContent('£3.50');
    for (const card of [tomato, tea]) {
      await userEvent.click(within(card).getByRole('button', { name: 'More' }));
      await userEvent.click(within(card).getByRole('button', { name: 'Add to basket' }));
    }
    // "More" made each line 2
    expect(await screen.findByText(/Estimated total: LKR\s900\.00 \+ £7\.00/)).toBeInTheDocument();
  });

  it('lets a guest fill the basket (spec 001 §3: the basket is the device’s); a guest’s "Add a product" gives the login message, then /auth (spec 001 §6)', async () => {
    fakeApi();
    const { router } = await renderWithProviders(
      <>
        <StoreSection variant="page" />
        <Toaster />
      </>,
      { user: null, locale: 'en', path: '/store' },
    );
    const tomato = (await screen.findByRole('heading', { name: 'Tomato' })).closest('li')!;
    await userEvent.click(within(tomato).getByRole('button', { name: 'More' }));
    await userEvent.click(within(tomato).getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Added to basket')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Your basket \([12]\)$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store');

    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a product' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ redirect: '/store' });
  });
});
