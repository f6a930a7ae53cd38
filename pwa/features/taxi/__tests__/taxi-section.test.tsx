import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TaxiRequest } from '#shared/taxi/schemas.ts';
import { openToasts, Toaster } from '../../../components/ui/toast.tsx';
import { makeUser, renderWithProviders, type RenderWithProvidersOptions } from '../../../test/render.tsx';
import { TaxiSection } from '../components/taxi-section.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { authContract } from '#shared/auth/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';

/** A taxi request as the API presents it (no contactNumber in this version). */
function makeTaxi(overrides: Partial<TaxiRequest> = {}): TaxiRequest {
  return {
    id: crypto.randomUUID(),
    fromLocation: 'Colombo',
    toLocation: 'Jaffna',
    fromCountry: 'Sri Lanka',
    passengerCount: 3,
    luggageWeight: 20,
    travelDate: '2099-12-01',
    travelTime: '08:00',
    additionalNotes: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    isMine: false,
    ...overrides,
  };
}

/** A local YYYY-MM-DD a few days ahead (the form refuses past dates). */
function daysAhead(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const server = setupMockApi();

/** Serves the list from `items` (so a post can add to it) and records every list request. */
function serveList(items: TaxiRequest[]) {
  const requests: URL[] = [];
  server.use(
    http.get(taxiContract.endpoints.list.path, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({ items, nextCursor: null, total: items.length });
    }),
  );
  return requests;
}

const renderSection = (options: RenderWithProvidersOptions = {}) =>
  renderWithProviders(
    <>
      <TaxiSection />
      <Toaster />
    </>,
    options,
  );

/** The latest toast on screen (the store keeps one open at a time) and its title on screen. */
async function expectToast(title: string, description?: string) {
  await waitFor(() => expect(openToasts().at(-1)).toMatchObject({ title, ...(description ? { description } : {}) }));
  expect(openToasts()).toHaveLength(1);
  // the toast viewport (aria-hidden from the tree while a modal dialog is open, so found by its class)
  const viewport = document.querySelector<HTMLElement>('.toast-viewport');
  expect(viewport).not.toBeNull();
  expect(within(viewport!).getByText(title)).toBeInTheDocument();
}

/** Fills the required fields of the post dialog with valid values. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^From/), '  Colombo ');
  await user.type(within(dialog).getByLabelText(/^To/), 'Kandy');
  await user.selectOptions(within(dialog).getByLabelText(/^Passengers/), '2');
  await user.selectOptions(within(dialog).getByLabelText(/^Luggage/), '100');
  await user.type(within(dialog).getByLabelText(/^Contact number/), '+94 77 123 4567');
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Post taxi request' }));
  // the dialog's chunk loads on first use (slow on a loaded machine)
  return screen.findByRole('dialog', { name: 'Post taxi request' }, { timeout: 5000 });
}

describe('TaxiSection list', () => {
  it('shows the count from total and each request, with no contact number', async () => {
    const requests = serveList([
      makeTaxi({ fromLocation: 'Colombo', toLocation: 'Jaffna', additionalNotes: 'Two big bags', travelTime: 'flexible' }),
      makeTaxi({ fromLocation: 'Kandy', toLocation: 'Trincomalee', luggageWeight: 100, fromCountry: 'India', travelDate: null, travelTime: null }),
    ]);
    await renderSection();

    expect(await screen.findByText('2 taxi requests')).toBeInTheDocument();
    // The privacy card says exactly who sees a number (issue 11 defect 2; docs/decisions/070).
    expect(screen.getByText('Guests never see contact numbers: only the person who posted, the admin and members who have paid for contact access do.')).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Taxi requests' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'From Colombo to Jaffna' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Sri Lanka')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('20kg')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Flexible')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('1 Dec 2099')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Two big bags')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('heading', { name: 'From Kandy to Trincomalee' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('100kg+')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('India')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Travel date')).not.toBeInTheDocument();
    // No contact number was sent, so none is shown (the route adds "View Contact (£1)": routes/-components/taxi-contact.test.tsx).
    expect(screen.queryByText(/\+94/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.map((u) => u.search)).toEqual(['?limit=20']);
  });

  it('shows the empty state when there are no requests', async () => {
    serveList([]);
    await renderSection();
    expect(await screen.findByText('No taxi services yet')).toBeInTheDocument();
    expect(screen.getByText('0 taxi requests')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('loads the next page with the cursor when "Load more" is pressed', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      http.get(taxiContract.endpoints.list.path, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return cursor === 'page-2'
          ? HttpResponse.json({ items: [makeTaxi({ fromLocation: 'Galle', toLocation: 'Matara' })], nextCursor: null, total: 2 })
          : HttpResponse.json({ items: [makeTaxi({ fromLocation: 'Colombo', toLocation: 'Jaffna' })], nextCursor: 'page-2', total: 2 });
      }),
    );
    const user = userEvent.setup();
    await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'From Galle to Matara' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, 'page-2']);
  });

  it('shows an error with a retry that loads the list again', async () => {
    let calls = 0;
    server.use(
      http.get(taxiContract.endpoints.list.path, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom', code: 'internal_error', requestId: 'r1' }, { status: 500 })
          : HttpResponse.json({ items: [makeTaxi()], nextCursor: null, total: 1 });
      }),
    );
    const user = userEvent.setup();
    await renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load taxi requests.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 taxi request')).toBeInTheDocument();
  });

  it('renders in Tamil', async () => {
    serveList([makeTaxi({ luggageWeight: 100, travelTime: 'flexible' })]);
    await renderSection({ locale: 'ta' });
    expect(await screen.findByText('1 டாக்ஸி கோரிக்கை')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'டாக்ஸி / வாகன சேவைகள்' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'டாக்ஸி கோரிக்கையை இடுக' })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('இலங்கை')).toBeInTheDocument();
    expect(within(card).getByText('100 கிலோவுக்கு மேல்')).toBeInTheDocument();
    expect(within(card).getByText('நெகிழ்வானது')).toBeInTheDocument();
  });
});

describe('TaxiSection posting', () => {
  it('tells a guest to log in instead of opening the dialog', async () => {
    serveList([]);
    const user = userEvent.setup();
    await renderSection({ user: null });
    await screen.findByText('No taxi services yet');
    await user.click(screen.getByRole('button', { name: 'Post taxi request' }));
    await expectToast('Please log in', 'You must be logged in to post taxi service requests');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a guest login and registration links that come back to the open form (issue 11 defect 6)', async () => {
    serveList([]);
    const user = userEvent.setup();
    await renderSection({ user: null });
    await screen.findByText('No taxi services yet');
    await user.click(screen.getByRole('button', { name: 'Post taxi request' }));
    const back = encodeURIComponent('/taxi-services?post=true');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining(`/auth?redirect=${back}`));
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', expect.stringContaining(`/register?redirect=${back}`));
  });

  it('opens the form by itself for a member who comes back with ?post=true', async () => {
    serveList([]);
    let opened = 0;
    await renderWithProviders(<TaxiSection openPost onPostOpened={() => opened++} />, { user: makeUser() });
    expect(await screen.findByRole('dialog', { name: 'Post taxi request' }, { timeout: 5000 })).toBeInTheDocument();
    expect(opened).toBe(1);
  });

  it('tells a guest to log in, in Tamil', async () => {
    serveList([]);
    const user = userEvent.setup();
    await renderSection({ user: null, locale: 'ta' });
    await user.click(screen.getByRole('button', { name: 'டாக்ஸி கோரிக்கையை இடுக' }));
    await expectToast('உள்நுழையவும்', 'டாக்ஸி சேவைக் கோரிக்கைகளை இட நீங்கள் உள்நுழைந்திருக்க வேண்டும்');
  });

  it('posts the normalised body, shows "Posting...", then the success toast, closes the dialog and refreshes the list', async () => {
    const items: TaxiRequest[] = [];
    const listRequests = serveList(items);
    const bodies: unknown[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(taxiContract.endpoints.create.path, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        await gate;
        const created = makeTaxi({ fromLocation: 'Colombo', toLocation: 'Kandy', passengerCount: 2, luggageWeight: 100, isMine: true, travelDate: body.travelDate as string, travelTime: '14:00', additionalNotes: 'Child seat please' });
        items.unshift(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderSection({ user: makeUser() });
    await screen.findByText('No taxi services yet');

    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText(/^Country/)).toHaveValue('Sri Lanka');
    expect(within(dialog).getByLabelText(/^Contact number/)).toHaveAttribute('placeholder', '+94 77 123 4567');
    // Who sees a number, exactly (issue 11 defect 2): not "admin only" — paying members see it too.
    expect(within(dialog).getByText(/shown only to you, the admin and members who have paid for contact access/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/admin only/)).toBeNull();

    await fillRequired(user, dialog);
    const date = daysAhead(3);
    await user.type(within(dialog).getByLabelText(/^Travel date/), date);
    await user.selectOptions(within(dialog).getByLabelText(/^Travel time/), '14:00');
    await user.type(within(dialog).getByLabelText(/^Additional notes/), 'Child seat please');
    expect(within(dialog).getByText('17/1000 characters')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Post request' }));
    expect(await within(dialog).findByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();

    await expectToast('Taxi service request posted successfully');
    expect(bodies).toEqual([
      {
        fromLocation: 'Colombo',
        toLocation: 'Kandy',
        fromCountry: 'Sri Lanka',
        passengerCount: 2,
        luggageWeight: 100,
        contactNumber: '+94771234567',
        travelDate: date,
        travelTime: '14:00',
        additionalNotes: 'Child seat please',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'From Colombo to Kandy' })).toBeInTheDocument();
    expect(screen.getByText('1 taxi request')).toBeInTheDocument();
    expect(screen.getByText('Your request')).toBeInTheDocument();
    expect(listRequests).toHaveLength(2);
  });

  it('leaves optional fields out of the body when they are empty', async () => {
    serveList([]);
    const bodies: unknown[] = [];
    server.use(
      http.post(taxiContract.endpoints.create.path, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makeTaxi({ isMine: true }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderSection({ user: makeUser() });
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Post request' }));
    await expectToast('Taxi service request posted successfully');
    expect(bodies).toEqual([
      { fromLocation: 'Colombo', toLocation: 'Kandy', fromCountry: 'Sri Lanka', passengerCount: 2, luggageWeight: 100, contactNumber: '+94771234567' },
    ]);
  });

  it('blocks submitting without the required fields and sends nothing', async () => {
    serveList([]);
    let posts = 0;
    server.use(http.post(taxiContract.endpoints.create.path, () => void posts++));
    const user = userEvent.setup();
    await renderSection({ user: makeUser() });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Post request' }));

    // one message per field, not the API's joint location message under both (issue 11 defect 6)
    expect(await within(dialog).findByText('Enter where the journey starts')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter where the journey ends')).toBeInTheDocument();
    expect(within(dialog).queryByText('From and to locations are required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Passengers must be between 1 and 8')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a luggage weight from the list')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^From/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^From/)).toHaveAccessibleDescription('Enter where the journey starts');

    // typed the national way, the number is read in the country of departure (decision 168): its message goes, the
    // other fields still block the post
    await user.type(within(dialog).getByLabelText(/^Contact number/), '077 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Post request' }));
    await waitFor(() => expect(within(dialog).queryByText('Valid phone number is required')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Enter where the journey starts')).toBeInTheDocument();
    expect(posts).toBe(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('maps a server 400 on contactNumber to "Valid phone number is required" and shows it inline', async () => {
    serveList([]);
    server.use(
      http.post(taxiContract.endpoints.create.path, () =>
        HttpResponse.json(
          { message: 'Validation failed', code: 'validation_failed', fields: { contactNumber: ['Valid phone number is required'] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderSection({ user: makeUser() });
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Post request' }));

    await expectToast('Valid phone number is required');
    expect(openToasts()[0]).toMatchObject({ variant: 'destructive' });
    expect(within(dialog).getByLabelText(/^Contact number/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Valid phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Post request' })).toBeEnabled();
  });

  it('maps a server 400 on a location to "From and to locations are required"', async () => {
    serveList([]);
    server.use(
      http.post(taxiContract.endpoints.create.path, () =>
        HttpResponse.json({ message: 'Validation failed', code: 'validation_failed', fields: { toLocation: ['This text is too long'] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await renderSection({ user: makeUser() });
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Post request' }));
    await expectToast('From and to locations are required');
    expect(within(dialog).getByText('This text is too long')).toBeInTheDocument();
  });

  it('says "Please login first" when the session has expired (401)', async () => {
    serveList([]);
    server.use(
      http.post(taxiContract.endpoints.create.path, () => HttpResponse.json({ message: 'Login required', code: 'unauthorized' }, { status: 401 })),
      http.get(authContract.endpoints.user.path, () => HttpResponse.json({ message: 'Login required', code: 'unauthorized' }, { status: 401 })),
    );
    const user = userEvent.setup();
    await renderSection({ user: makeUser() });
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Post request' }));
    await expectToast('Please login first');
  });

  it('keeps a post made without a connection on the device, shown as waiting, in Tamil', async () => {
    serveList([]);
    let attempts = 0;
    server.use(
      http.post(taxiContract.endpoints.create.path, () => {
        attempts++;
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    await renderSection({ user: makeUser(), locale: 'ta' });
    await user.click(await screen.findByRole('button', { name: 'டாக்ஸி கோரிக்கையை இடுக' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^புறப்படும் இடம்/), 'Colombo');
    await user.type(within(dialog).getByLabelText(/^சேருமிடம்/), 'Kandy');
    await user.selectOptions(within(dialog).getByLabelText(/^பயணிகள்/), '2');
    await user.selectOptions(within(dialog).getByLabelText(/^பயணப்பொதி/), '0');
    await user.type(within(dialog).getByLabelText(/^தொடர்பு எண்/), '+94771234567');
    await user.click(within(dialog).getByRole('button', { name: 'கோரிக்கையை இடுக' }));
    await expectToast('இந்தச் சாதனத்தில் சேமிக்கப்பட்டது');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const queued = await screen.findByRole('region', { name: 'இந்தச் சாதனத்தில் உள்ள உங்கள் பதிவுகள்' });
    expect(within(queued).getByText('Colombo → Kandy')).toBeInTheDocument();
    expect(within(queued).getByText('அனுப்பக் காத்திருக்கிறது')).toBeInTheDocument();
    expect(attempts).toBe(1);
  });

  it('shows the saved list with "offline — saved on" when the API cannot be reached', async () => {
    serveList([makeTaxi({ fromLocation: 'Trincomalee', toLocation: 'Batticaloa' })]);
    const first = await renderSection();
    expect(await screen.findByRole('heading', { name: 'From Trincomalee to Batticaloa' })).toBeInTheDocument();
    // the snapshot is written to IndexedDB after the fetch
    await waitFor(async () => {
      const { readListSnapshot } = await import('../../../lib/offline/lists.ts');
      expect(await readListSnapshot('taxi-requests')).toHaveLength(1);
    });
    first.unmount();
    server.use(http.get(taxiContract.endpoints.list.path, () => HttpResponse.error()));
    await renderSection();
    expect(await screen.findByRole('heading', { name: 'From Trincomalee to Batticaloa' })).toBeInTheDocument();
    expect(await screen.findByText(/^Offline — saved on /)).toBeInTheDocument();
    expect(screen.getByText('1 taxi request')).toBeInTheDocument();
  });
});
