import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TaxiRequest } from '#shared/taxi/schemas.ts';
import { openToasts, Toaster } from '../../components/ui/toast.tsx';
import { makeUser, renderWithProviders, type RenderWithProvidersOptions } from '../../test/render.tsx';
import { TaxiSection } from '../../features/taxi/components/taxi-section.tsx';
import { renderTaxiContact } from './taxi-contact.tsx';
import { setupMockApi } from '../../test/msw.ts';
import { presentedTaxiRequest } from '#shared/taxi/samples.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';

// The taxi list with the payments feature's contact area, as the home page and /taxi-services compose them
// (spec 000 §4 Contact access and Payment dialog, §8 texts), on the payment simulator (no Stripe key).

const NUMBER = '+94771234567';
const item: TaxiRequest = presentedTaxiRequest({ fromLocation: 'Colombo', toLocation: 'Jaffna', passengerCount: 2, luggageWeight: 10, travelDate: null, travelTime: null, additionalNotes: null });

const server = setupMockApi();

/** A call as the fake API notes it: the endpoint's method and path. */
const callOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/** The fake API: the list (with the number once paid), access checks, payments on the simulator. */
function fakeApi(opts: { paid?: boolean; card?: 'ok' | 'declined' | '3ds'; checkFails?: boolean; createFails?: boolean; yearlyGate?: Promise<void>; confirmGate?: Promise<void> } = {}) {
  const state = { paid: opts.paid ?? false, calls: [] as string[], confirmBodies: [] as unknown[] };
  const note = (request: Request) => state.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  server.use(
    http.get(taxiContract.endpoints.list.path, ({ request }) => {
      note(request);
      return HttpResponse.json({ items: [state.paid ? { ...item, contactNumber: NUMBER } : item], nextCursor: null, total: 1 });
    }),
    http.post(paymentsContract.endpoints.checkContactAccess.path, async ({ request }) => {
      note(request);
      expect(await request.json()).toEqual({ serviceType: 'taxi', serviceId: item.id });
      if (opts.checkFails) return HttpResponse.json({ message: 'boom', code: 'internal_error' }, { status: 500 });
      return HttpResponse.json(state.paid ? { hasAccess: true, contactNumber: NUMBER } : { hasAccess: false });
    }),
    http.get(paymentsContract.endpoints.billingStatus.path, ({ request }) => {
      note(request);
      return HttpResponse.json({ hasPaid: state.paid, validUntil: null });
    }),
    http.get(paymentsContract.endpoints.config.path, () => HttpResponse.json({ stripePublishableKey: null, supportEmail: 'help@example.org', supportPhone: null, social: { facebook: null, instagram: null, youtube: null, whatsapp: null } })),
    http.post(paymentsContract.endpoints.createContactPayment.path, ({ request }) => {
      note(request);
      if (opts.createFails) return HttpResponse.json({ message: 'down', code: 'payment_provider_error' }, { status: 502 });
      return HttpResponse.json({ clientSecret: 'pi_sim_monthly_secret_x', amountPence: 100, currency: 'GBP' }, { status: 201 });
    }),
    http.post(paymentsContract.endpoints.createYearlyPayment.path, async ({ request }) => {
      note(request);
      await opts.yearlyGate;
      return HttpResponse.json({ clientSecret: 'pi_sim_yearly_secret_x', amountPence: 1200, currency: 'GBP' }, { status: 201 });
    }),
    http.post(paymentsContract.endpoints.simulatorConfirm.path, async ({ request }) => {
      note(request);
      state.confirmBodies.push(await request.json());
      await opts.confirmGate;
      if (opts.card === 'declined') return HttpResponse.json({ message: 'Your card was declined.', code: 'card_declined' }, { status: 402 });
      if (opts.card === '3ds') return HttpResponse.json({ status: 'requires_action' });
      state.paid = true;
      return HttpResponse.json({ status: 'succeeded' });
    }),
    http.post(paymentsContract.endpoints.simulatorAuthenticate.path, async ({ request }) => {
      note(request);
      state.paid = true;
      return HttpResponse.json({ status: 'succeeded' });
    }),
  );
  return state;
}

const render = (options: RenderWithProvidersOptions = {}) =>
  renderWithProviders(
    <>
      <TaxiSection renderContact={renderTaxiContact} />
      <Toaster />
    </>,
    { user: makeUser(), ...options },
  );

async function expectToast(title: string, description?: string) {
  await waitFor(() => expect(openToasts().at(-1)).toMatchObject({ title, ...(description ? { description } : {}) }));
}

async function payWith(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, card: string) {
  const form = await within(dialog).findByRole('form', { name: 'Card payment' });
  await user.type(within(form).getByLabelText(/^Card number/), card);
  await user.type(within(form).getByLabelText(/^Expiry/), '12/40');
  await user.type(within(form).getByLabelText(/^CVC/), '123');
  await user.click(within(form).getByRole('button', { name: /^Pay £1/ }));
}

describe('View Contact (£1)', () => {
  it('pays £1 with 4242 on the simulator: dialog, "Processing Payment...", success toast, number shown', async () => {
    let release!: () => void;
    const api = fakeApi({ confirmGate: new Promise<void>((resolve) => (release = resolve)) });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'View Contact (£1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'View contact details' });
    expect(within(dialog).getByRole('radio', { name: /Monthly/ })).toBeChecked();
    // What each plan gives, and no saving that does not exist (12 × £1 = £12; issue 11 defect 2).
    expect(within(dialog).getByText('Until the end of this calendar month')).toBeInTheDocument();
    expect(within(dialog).getByText('12 months from the day you pay')).toBeInTheDocument();
    expect(within(dialog).getByText('One payment, nothing renews automatically')).toBeInTheDocument();
    expect(within(dialog).queryByText(/save/i)).toBeNull();
    // the payment is created when the dialog opens (its call leaves once the payments contract has loaded)
    await waitFor(() => expect(api.calls).toContain(callOf(paymentsContract.endpoints.createContactPayment)));

    await payWith(user, dialog, '4242 4242 4242 4242');
    expect(await within(dialog).findByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await expectToast('Payment Successful!', 'You now have access to contact details for this month');
    expect(api.confirmBodies).toEqual([{ clientSecret: 'pi_sim_monthly_secret_x', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: NUMBER })).toHaveAttribute('href', `tel:${NUMBER}`);
    expect(screen.queryByRole('button', { name: 'View Contact (£1)' })).not.toBeInTheDocument();
    expect(api.calls).toContain(callOf(paymentsContract.endpoints.billingStatus));
    // nothing from Stripe in simulator mode
    expect(document.querySelector('script[src*="stripe.com"]')).toBeNull();
  });

  it('reveals the number with "Access Granted" when the member already has access', async () => {
    const api = fakeApi({ paid: true });
    api.paid = false; // the list was loaded before the payment counted
    const user = userEvent.setup();
    await render();
    const button = await screen.findByRole('button', { name: 'View Contact (£1)' });
    api.paid = true;
    await user.click(button);
    await expectToast('Access Granted');
    expect(await screen.findByRole('link', { name: NUMBER })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain(callOf(paymentsContract.endpoints.billingStatus)));
  });

  it('shows the declined card as "Payment Failed" with the provider’s message, and no number', async () => {
    fakeApi({ card: 'declined' });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'View Contact (£1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'View contact details' });
    await payWith(user, dialog, '4000 0000 0000 0002');
    await expectToast('Payment Failed', 'Your card was declined.');
    expect(screen.getByRole('dialog', { name: 'View contact details' })).toBeInTheDocument();
    expect(screen.queryByText(NUMBER)).not.toBeInTheDocument();
  });

  it('runs the simulated 3-D Secure challenge: Complete pays', async () => {
    const api = fakeApi({ card: '3ds' });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'View Contact (£1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'View contact details' });
    await payWith(user, dialog, '4000 0027 6000 3184');
    const challenge = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await user.click(within(challenge).getByRole('button', { name: 'Complete' }));
    await expectToast('Payment Successful!');
    expect(api.calls).toContain(callOf(paymentsContract.endpoints.simulatorAuthenticate));
    expect(await screen.findByRole('link', { name: NUMBER })).toBeInTheDocument();
  });

  it('switching to Yearly clears the secret, shows "Setting up payment..." and asks for the yearly one', async () => {
    let release!: () => void;
    const api = fakeApi({ yearlyGate: new Promise<void>((resolve) => (release = resolve)) });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'View Contact (£1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'View contact details' });
    await within(dialog).findByRole('form', { name: 'Card payment' });
    await user.click(within(dialog).getByRole('radio', { name: /Yearly/ }));
    expect(within(dialog).getByText('Setting up payment...')).toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
    release();
    const form = await within(dialog).findByRole('form', { name: 'Card payment' });
    expect(within(form).getByRole('button', { name: 'Pay £12' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.startsWith('POST /api/create'))).toEqual([callOf(paymentsContract.endpoints.createContactPayment), callOf(paymentsContract.endpoints.createYearlyPayment)]); // not a contract path: the start of both payments' paths
  });

  it('reports a failed access check and a failed payment creation with the spec’s texts', async () => {
    fakeApi({ checkFails: true });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'View Contact (£1)' }));
    await expectToast('Error', 'Failed to check contact access');

    server.resetHandlers();
    fakeApi({ createFails: true });
    await user.click(screen.getByRole('button', { name: 'View Contact (£1)' }));
    await expectToast('Error', 'Failed to create payment. Please try again.');
  });

  it('asks a guest to log in', async () => {
    fakeApi();
    const user = userEvent.setup();
    await render({ user: null });
    await user.click(await screen.findByRole('button', { name: 'View Contact (£1)' }));
    await expectToast('Please log in', 'You must be logged in to view contact details');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the number the list already carries, and the button in Tamil otherwise', async () => {
    fakeApi({ paid: true });
    await render();
    expect(await screen.findByRole('link', { name: NUMBER })).toBeInTheDocument();
    server.resetHandlers();
    fakeApi();
    await render({ locale: 'ta' });
    expect(await screen.findByRole('button', { name: /^தொடர்பைக் காண்க/ })).toBeInTheDocument();
  });
});
