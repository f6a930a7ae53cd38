import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SubscriptionStatus } from '#shared/payments/responses.ts';
import { openToasts, Toaster } from '../../../components/ui/toast.tsx';
import { makeUser, renderWithProviders, type RenderWithProvidersOptions } from '../../../test/render.tsx';
import { SubscriptionScreen } from '../components/subscription-screen.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { paymentsContract } from '#shared/payments/contract.ts';

// /subscription in all its states (spec 000 §2 Subscription, §4, §8), on the payment simulator.

const PERIOD_END = Date.parse('2026-12-15T12:00:00Z') / 1000;

const server = setupMockApi();

/** The fake subscription API; `state.status` is what GET status answers. */
function fakeApi(
  initial: SubscriptionStatus,
  opts: { cancelFails?: boolean; createError?: { status: number; body: Record<string, string | number> | null }; contactUntil?: number } = {},
) {
  const state = { status: initial, statusReads: 0, calls: [] as string[] };
  server.use(
    http.get(paymentsContract.endpoints.billingHistory.path, () =>
      HttpResponse.json({ payments: [], contactUntil: opts.contactUntil ?? null, educationUntil: null, membership: state.status, education: INACTIVE }),
    ),
    http.get(paymentsContract.endpoints.subscriptionStatus.path, () => {
      state.statusReads += 1;
      return HttpResponse.json(state.status);
    }),
    http.get(paymentsContract.endpoints.config.path, () => HttpResponse.json({ stripePublishableKey: null, supportEmail: 'help@example.org', supportPhone: null, social: { facebook: null, instagram: null, youtube: null, whatsapp: null } })),
    http.post(paymentsContract.endpoints.subscriptionCreate.path, () => {
      state.calls.push('create');
      if (opts.createError) return opts.createError.body ? HttpResponse.json(opts.createError.body, { status: opts.createError.status }) : new HttpResponse(null, { status: opts.createError.status });
      return HttpResponse.json({ clientSecret: 'pi_sim_sub_secret_x', amountPence: 100, currency: 'GBP' }, { status: 201 });
    }),
    http.post(paymentsContract.endpoints.simulatorConfirm.path, () => {
      state.calls.push('confirm');
      state.status = { isActive: true, periodEnd: PERIOD_END, cancelAtPeriodEnd: false };
      return HttpResponse.json({ status: 'succeeded' });
    }),
    http.delete(paymentsContract.endpoints.subscriptionCancel.path, () => {
      state.calls.push('cancel');
      if (opts.cancelFails) return HttpResponse.json({ message: 'down', code: 'payment_provider_error' }, { status: 502 });
      state.status = { ...state.status, cancelAtPeriodEnd: true };
      return HttpResponse.json(state.status);
    }),
  );
  return state;
}

const render = (props: { success?: boolean } = {}, options: RenderWithProvidersOptions = {}) =>
  renderWithProviders(
    <>
      <SubscriptionScreen {...props} />
      <Toaster />
    </>,
    { user: makeUser(), ...options },
  );

async function expectToast(title: string, description?: string) {
  await waitFor(() => expect(openToasts().at(-1)).toMatchObject({ title, ...(description ? { description } : {}) }));
}

const INACTIVE: SubscriptionStatus = { isActive: false, periodEnd: null, cancelAtPeriodEnd: false };

describe('SubscriptionScreen', () => {
  it('asks a guest to log in, with a link to /auth, and reads no status', async () => {
    const api = fakeApi(INACTIVE);
    await render({}, { user: null });
    expect(screen.getByRole('heading', { name: 'Login required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    expect(api.statusReads).toBe(0);
  });

  it('inactive: the £1 plan card → Start Subscription → inline form "Join for £1/month" → paid → active', async () => {
    const api = fakeApi(INACTIVE);
    const user = userEvent.setup();
    await render();
    const start = await screen.findByRole('button', { name: 'Start Subscription' });
    for (const text of ['The phone number on every taxi and vehicle request', "Store sellers' and community posters' numbers", 'Premium subscriber status', 'Cancel anytime']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Your subscription renews automatically each month.')).toBeInTheDocument();
    await user.click(start);
    const form = await screen.findByRole('form', { name: 'Card payment' });
    await user.type(within(form).getByLabelText(/^Card number/), '4242424242424242');
    await user.type(within(form).getByLabelText(/^Expiry/), '12/40');
    await user.type(within(form).getByLabelText(/^CVC/), '123');
    await user.click(within(form).getByRole('button', { name: 'Join for £1/month' }));
    await expectToast('Payment Successful!', 'You now have access to contact details');
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Next billing date').nextElementSibling).toHaveTextContent('15 Dec 2026');
    expect(screen.getByText('Monthly cost').nextElementSibling).toHaveTextContent('£1.00');
    expect(screen.getByRole('link', { name: 'View taxi services' })).toHaveAttribute('href', '/taxi-services');
    expect(api.calls).toEqual(['create', 'confirm']);
    expect(api.statusReads).toBe(2);
  });

  it('active: cancel shows the end-of-period toast and the end date; no cancel button afterwards', async () => {
    const api = fakeApi({ isActive: true, periodEnd: PERIOD_END, cancelAtPeriodEnd: false });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await expectToast('Subscription cancelled', 'Your subscription will end at the end of the current billing period.');
    expect(await screen.findByText('Ends on')).toBeInTheDocument();
    expect(screen.getByText(/^Your subscription is cancelled and ends on 15 Dec 2026\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(api.calls).toEqual(['cancel']);
  });

  it('shows N/A without a period end, and the cancel failure text', async () => {
    fakeApi({ isActive: true, periodEnd: null, cancelAtPeriodEnd: false }, { cancelFails: true });
    const user = userEvent.setup();
    await render();
    expect((await screen.findByText('Next billing date')).nextElementSibling).toHaveTextContent('N/A');
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await expectToast('Error', 'Failed to cancel subscription');
  });

  it('shows the create failure as "Failed to create subscription"', async () => {
    fakeApi(INACTIVE, { createError: { status: 500, body: null } });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Start Subscription' }));
    await expectToast('Error', 'Failed to create subscription');
  });

  it('says until when the member already has contact access, instead of selling the membership (decision 157)', async () => {
    fakeApi(INACTIVE, { contactUntil: PERIOD_END });
    await render();
    expect(await screen.findByText('You already have access until 15 Dec 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Subscription' })).not.toBeInTheDocument();
  });

  it('when the server refuses with 409 already_entitled (paid in another tab), says until when — no error toast', async () => {
    const api = fakeApi(INACTIVE, { createError: { status: 409, body: { message: 'You already have access until 2026-12-15', code: 'already_entitled', entitledUntil: PERIOD_END } } });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByText('You already have access until 15 Dec 2026.')).toBeInTheDocument();
    expect(openToasts()).toEqual([]);
    expect(api.calls).toEqual(['create']);
  });

  it('on return with success=true: the success toast and the status read again', async () => {
    const api = fakeApi({ isActive: true, periodEnd: PERIOD_END, cancelAtPeriodEnd: false });
    await render({ success: true });
    await expectToast('Payment Successful!', 'You now have access to contact details');
    await waitFor(() => expect(api.statusReads).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Active')).toBeInTheDocument();
  });

  it('renders in Tamil', async () => {
    fakeApi(INACTIVE);
    await render({}, { locale: 'ta' });
    expect(await screen.findByRole('button', { name: 'சந்தாவைத் தொடங்கு' })).toBeInTheDocument();
  });
});
