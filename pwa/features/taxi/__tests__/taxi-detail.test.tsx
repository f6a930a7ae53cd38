import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { presentedTaxiRequest } from '#shared/taxi/samples.ts';
import type { TaxiRequest } from '#shared/taxi/schemas.ts';
import { makeUser, renderWithProviders, type RenderWithProvidersOptions } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { saveListSnapshot } from '../../../lib/offline/lists.ts';
import { readItem } from '../../../lib/offline/items.ts';
import { taxiRequestsList } from '../api/get-taxi-requests.ts';
import { taxiRequestItem } from '../api/get-taxi-request.ts';
import { TaxiDetail } from '../components/taxi-detail.tsx';
import { taxiContract } from '#shared/taxi/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// The detail page of the list → detail → post pattern (docs/decisions/062): GET /api/taxi-services/:id, the
// contact area the route passes, and the copy saved on the device when the API cannot be reached.

const server = setupMockApi();
const item = presentedTaxiRequest({ travelDate: '2099-12-01', travelTime: 'flexible', luggageWeight: 100 });
const DETAIL = endpointPath(taxiContract.endpoints.detail, { params: { id: item.id } });

/** The route passes the payments feature's contact area; here a marker shows what it was given. */
const renderContact = (request: TaxiRequest) => <span data-testid="contact">{request.contactNumber ?? 'View Contact'}</span>;

const renderDetail = (options: RenderWithProvidersOptions = {}) => renderWithProviders(<TaxiDetail id={item.id} renderContact={renderContact} />, options);

describe('TaxiDetail', () => {
  it('shows the request from GET /api/taxi-services/:id with its facts and the contact area', async () => {
    let calls = 0;
    server.use(
      http.get(DETAIL, () => {
        calls++;
        return HttpResponse.json({ ...item, isMine: true, contactNumber: '+94771234567' });
      }),
    );
    await renderDetail({ user: makeUser() });
    const article = await screen.findByRole('article', { name: 'From Jaffna to Colombo Airport (BIA)' });
    expect(within(article).getByRole('heading', { level: 1, name: 'From Jaffna to Colombo Airport (BIA)' })).toBeInTheDocument();
    expect(within(article).getByText('Your request')).toBeInTheDocument();
    expect(within(article).getByText('Sri Lanka')).toBeInTheDocument();
    expect(within(article).getByText('100kg+')).toBeInTheDocument();
    expect(within(article).getByText('Flexible')).toBeInTheDocument();
    expect(within(article).getByText('1 Dec 2099')).toBeInTheDocument();
    expect(within(article).getByText('Two suitcases.')).toBeInTheDocument();
    expect(within(article).getByTestId('contact')).toHaveTextContent('+94771234567');
    expect(screen.queryByText('Offline — saved copy')).not.toBeInTheDocument();
    expect(calls).toBe(1);
    // saved for offline use, without the contact number (never written to the device, decision 007)
    await waitFor(async () => expect(await readItem(taxiRequestItem, item.id, makeUser().id)).toMatchObject({ id: item.id, fromLocation: 'Jaffna' }));
    expect(await readItem(taxiRequestItem, item.id, makeUser().id)).not.toHaveProperty('contactNumber');
  });

  it('renders the copy saved when it was last opened, marked as offline, when the API cannot be reached', async () => {
    server.use(http.get(DETAIL, () => HttpResponse.json(item)));
    const first = await renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'From Jaffna to Colombo Airport (BIA)' });
    await waitFor(async () => expect(await readItem(taxiRequestItem, item.id, makeUser().id)).toBeDefined());
    first.unmount();

    server.use(http.get(DETAIL, () => HttpResponse.error()));
    await renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'From Jaffna to Colombo Airport (BIA)' })).toBeInTheDocument();
    expect(await screen.findByText('Offline — saved copy')).toBeInTheDocument();
    expect(screen.getByTestId('contact')).toHaveTextContent('View Contact');
  });

  it('shows a saved "your request" to its poster only, not to a guest on the same device (decision 071)', async () => {
    server.use(http.get(DETAIL, () => HttpResponse.json({ ...item, isMine: true })));
    const first = await renderDetail({ user: makeUser() });
    expect(await screen.findByText('Your request')).toBeInTheDocument();
    await waitFor(async () => expect(await readItem(taxiRequestItem, item.id, makeUser().id)).toMatchObject({ isMine: true }));
    first.unmount();

    server.use(http.get(DETAIL, () => HttpResponse.error()));
    const owner = await renderDetail({ user: makeUser() });
    expect(await screen.findByText('Offline — saved copy')).toBeInTheDocument();
    expect(screen.getByText('Your request')).toBeInTheDocument();
    owner.unmount();
    await renderDetail({ user: null });
    expect(await screen.findByText('Offline — saved copy')).toBeInTheDocument();
    expect(screen.queryByText('Your request')).not.toBeInTheDocument();
  });

  it('opens offline a request that was only seen in the saved list', async () => {
    await saveListSnapshot(taxiRequestsList, [{ ...item, fromLocation: 'Kandy' }], { total: 1, nextCursor: null });
    server.use(http.get(DETAIL, () => HttpResponse.error()));
    await renderDetail({ locale: 'ta' });
    expect(await screen.findByText('Kandy')).toBeInTheDocument();
    expect(screen.getByText('இணைப்பு இல்லை — சேமித்த நகல்')).toBeInTheDocument();
  });

  it('says an unknown request does not exist, with a way back to the list', async () => {
    server.use(http.get(DETAIL, () => HttpResponse.json({ message: 'No such taxi service request', code: 'not_found' }, { status: 404 })));
    await renderDetail();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This taxi request does not exist' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'All taxi requests' })).toHaveAttribute('href', '/taxi-services');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers a retry when the API fails and nothing is saved', async () => {
    let calls = 0;
    server.use(
      http.get(DETAIL, () => {
        calls++;
        return calls === 1 ? HttpResponse.json({ message: 'boom', code: 'internal_error' }, { status: 500 }) : HttpResponse.json(item);
      }),
    );
    const user = userEvent.setup();
    await renderDetail();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Could not load this taxi request.' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'From Jaffna to Colombo Airport (BIA)' })).toBeInTheDocument();
  });
});
