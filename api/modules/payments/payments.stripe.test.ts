import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type TestAgent from 'supertest/lib/agent.js';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { billingStatusSchema, paymentCreatedSchema, publicConfigSchema, subscriptionStatusSchema } from '#shared/payments/schemas.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { STRIPE_MEMBERSHIP_PRODUCT_ID, STRIPE_PRODUCTS } from '../../services/payments/stripe-provider.ts';
import { PaymentSchema } from './payment.entity.ts';
import { sql } from './sql.ts';
import { testClock, totalSpent } from './payments.test-support.ts';
import { installStripeFake, signedEvent } from './stripe-fake.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { call } from '../../test/call.ts';

// The Stripe provider (STRIPE_SECRET_KEY set) against an msw fake of api.stripe.com: the same endpoints and event
// handler as the simulator, with webhooks signed by Stripe's own test helper.

const WEBHOOK_SECRET = 'whsec_test_secret';
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const NOW = '2026-11-15T12:00:00Z';
const nowUnix = Date.parse(NOW) / 1000;
const clock = testClock(NOW);

const unhandled: string[] = [];
const server = setupServer();
let t: TestApp;
let fake: ReturnType<typeof installStripeFake>;

beforeAll(async () => {
  server.listen({
    onUnhandledFrame({ frame, defaults }) {
      const url = (frame.data as { request?: Request }).request?.url ?? '';
      if (new URL(url, 'http://x').hostname === '127.0.0.1') return; // supertest → our own app
      unhandled.push(url);
      defaults.error();
    },
  });
  fake = installStripeFake(server, { periodEnd: Date.parse('2026-12-15T12:00:00Z') / 1000 });
  t = await createTestApp(STRIPE_ENV, { clock });
});
afterEach(() => expect(unhandled.splice(0), 'requests to Stripe without a fake').toEqual([]));
afterAll(async () => {
  server.close();
  await t.close();
});

async function newMember(): Promise<{ agent: TestAgent; id: string }> {
  const m = await createMember(t);
  return { agent: await loginAgent(t, m.user.email, m.password), id: m.user.id };
}
const billing = async (agent: TestAgent) => billingStatusSchema.parse((await call(agent, paymentsContract.endpoints.billingStatus)).body);
const subscription = async (agent: TestAgent) => subscriptionStatusSchema.parse((await call(agent, paymentsContract.endpoints.subscriptionStatus)).body);
const deliver = (signed: { payload: string; header: string }) =>
  call(t.agent(), paymentsContract.endpoints.webhook).set('Content-Type', 'application/json').set('Stripe-Signature', signed.header).send(signed.payload);
const eventRows = async (eventId: string) => Number((await sql<{ n: string }>(t.orm.em.fork(), 'select count(*) as n from payment_events where event_id = ?', [eventId]))[0]?.n);

/** A member with a pending £1 PaymentIntent at the fake; returns it. */
async function startMonthly() {
  const member = await newMember();
  const res = await call(member.agent, paymentsContract.endpoints.createContactPayment);
  expect(res.status, res.text).toBe(201);
  const { clientSecret } = paymentCreatedSchema.parse(res.body);
  const intent = [...fake.intents.values()].find((i) => i.client_secret === clientSecret)!;
  return { ...member, intent };
}

const succeededEvent = (id: string, intent: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  signedEvent(WEBHOOK_SECRET, { id, type: 'payment_intent.succeeded', created: nowUnix, object: { ...intent, status: 'succeeded', ...overrides } });

describe('PaymentIntent creation', () => {
  it('serves the publishable key and creates a £1 GBP PaymentIntent for a Stripe customer, with an idempotency key', async () => {
    expect(publicConfigSchema.parse((await call(t.agent(), paymentsContract.endpoints.config)).body)).toMatchObject({ stripePublishableKey: 'pk_test_fake' });
    const before = fake.calls.length;
    const { agent, id, intent } = await startMonthly();
    const calls = fake.calls.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/customers', 'POST /v1/payment_intents']);
    expect(calls[0]).toMatchObject({ form: { 'metadata[userId]': id }, idempotencyKey: `customer-${id}` });
    const [row] = await t.orm.em.fork().find(PaymentSchema, { user: id });
    expect(calls[1]!.form).toMatchObject({
      amount: '100',
      currency: 'gbp',
      customer: String(intent.customer),
      'automatic_payment_methods[enabled]': 'true',
      'metadata[plan]': 'monthly',
      'metadata[userId]': id,
      'metadata[paymentId]': row!.id,
    });
    expect(calls[1]!.idempotencyKey).toBe(`payment-${row!.id}`);
    expect(row).toMatchObject({ provider: 'stripe', providerRef: intent.id, amountPence: 100, currency: 'GBP', status: 'pending' });

    const beforeYearly = fake.calls.length;
    const yearly = await call(agent, paymentsContract.endpoints.createYearlyPayment);
    expect(yearly.status).toBe(201);
    const yearlyCalls = fake.calls.slice(beforeYearly);
    expect(yearlyCalls.find((c) => c.method === 'POST' && c.path === '/v1/payment_intents')!.form).toMatchObject({ amount: '1200', 'metadata[plan]': 'yearly' });
    // The month's PaymentIntent is superseded: cancelled at Stripe (decision 157).
    expect(yearlyCalls.map((c) => `${c.method} ${c.path}`)).toContain(`POST /v1/payment_intents/${intent.id}/cancel`);
    expect(fake.calls.filter((c) => c.path === '/v1/customers' && c.form['metadata[userId]'] === id)).toHaveLength(1);
  });

  it('answers 502 payment_provider_error when Stripe refuses, writing nothing', async () => {
    server.use(http.post('https://api.stripe.com/v1/payment_intents', () => HttpResponse.json({ error: { type: 'invalid_request_error', message: 'Nope' } }, { status: 400 }), { once: true }));
    const { agent, id } = await newMember();
    const res = await call(agent, paymentsContract.endpoints.createContactPayment);
    expect(res.status).toBe(502);
    expect(apiErrorSchema.parse(res.body).code).toBe('payment_provider_error');
    expect(await t.orm.em.fork().count(PaymentSchema, { user: id })).toBe(0);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('grants the month on payment_intent.succeeded, once: a replay is acknowledged and changes nothing', async () => {
    const { agent, id, intent } = await startMonthly();
    const event = succeededEvent('evt_replayed', intent);
    const first = await deliver(event);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(await billing(agent)).toEqual({ hasPaid: true, validUntil: Date.parse('2026-12-01T00:00:00Z') / 1000 });
    expect(await totalSpent(t, id)).toBe(100);

    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    const sameIntentNewEvent = await deliver(succeededEvent('evt_replayed_2', intent));
    expect(sameIntentNewEvent.body).toEqual({ received: true, duplicate: false });
    expect(await totalSpent(t, id)).toBe(100);
    expect(await eventRows('evt_replayed')).toBe(1);
  });

  it('grants once when the same event is delivered 10 times at once', async () => {
    const { agent, id, intent } = await startMonthly();
    const event = succeededEvent('evt_concurrent', intent);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(await eventRows('evt_concurrent')).toBe(1);
    expect(await totalSpent(t, id)).toBe(100);
    expect((await billing(agent)).hasPaid).toBe(true);
    const rows = await t.orm.em.fork().find(PaymentSchema, { user: id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', paidAt: new Date(NOW), validUntil: new Date('2026-12-01T00:00:00Z') });
  });

  it('refuses a bad signature with 400 invalid_signature and changes nothing', async () => {
    const { agent, id, intent } = await startMonthly();
    const good = succeededEvent('evt_bad_signature', intent);
    const wrongSecret = signedEvent('whsec_someone_else', { id: 'evt_bad_signature', type: 'payment_intent.succeeded', created: nowUnix, object: { ...intent, status: 'succeeded' } });
    const stale = signedEvent(WEBHOOK_SECRET, { id: 'evt_bad_signature', type: 'payment_intent.succeeded', created: nowUnix, object: { ...intent, status: 'succeeded' } }, Math.floor(Date.now() / 1000) - 600);
    const attempts = [
      deliver(wrongSecret),
      deliver({ payload: good.payload.replace('"amount":100', '"amount":1'), header: good.header }),
      deliver(stale),
      call(t.agent(), paymentsContract.endpoints.webhook).set('Content-Type', 'application/json').send(good.payload),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(res.body).code).toBe('invalid_signature');
    }
    expect(await eventRows('evt_bad_signature')).toBe(0);
    expect((await billing(agent)).hasPaid).toBe(false);
    expect(await totalSpent(t, id)).toBe(0);
    expect((await deliver(good)).status).toBe(200);
    expect((await billing(agent)).hasPaid).toBe(true);
  });

  it('records a declined card (payment_intent.payment_failed) without access, and ignores a wrong amount', async () => {
    const { agent, id, intent } = await startMonthly();
    const declined = { ...intent, last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } };
    fake.intents.set(String(intent.id), declined);
    const res = await deliver(signedEvent(WEBHOOK_SECRET, { id: 'evt_declined', type: 'payment_intent.payment_failed', created: nowUnix, object: declined }));
    expect(res.status).toBe(200);
    expect(await t.orm.em.fork().find(PaymentSchema, { user: id })).toMatchObject([{ status: 'failed', failureMessage: 'Your card was declined.' }]);
    expect(await billing(agent)).toEqual({ hasPaid: false, validUntil: null });

    expect((await deliver(succeededEvent('evt_wrong_amount', intent, { amount: 1 }))).status).toBe(200);
    expect((await billing(agent)).hasPaid).toBe(false);
    expect(await totalSpent(t, id)).toBe(0);
  });

  it('counts a payment the browser confirmed before its webhook arrives, by asking Stripe', async () => {
    const { agent, id, intent } = await startMonthly();
    expect((await billing(agent)).hasPaid).toBe(false);
    intent.status = 'succeeded';
    const before = fake.calls.length;
    expect((await billing(agent)).hasPaid).toBe(true);
    expect(fake.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toContain(`GET /v1/payment_intents/${intent.id}`);
    expect((await deliver(succeededEvent('evt_late', intent))).body.duplicate).toBe(false);
    expect(await totalSpent(t, id)).toBe(100);
  });
});

describe('never charged twice on Stripe (decision 157)', () => {
  it('refunds a superseded PaymentIntent Stripe could not cancel when its success arrives late: recorded, audited, mailed, once', async () => {
    const { agent, id, intent: month } = await startMonthly();
    const email = (await sql<{ email: string }>(t.orm.em.fork(), 'select email from users where id = ?', [id]))[0]!.email;
    fake.behaviour.failCancel = true;
    let year: Record<string, unknown>;
    try {
      const res = await call(agent, paymentsContract.endpoints.createYearlyPayment);
      expect(res.status, res.text).toBe(201);
      year = [...fake.intents.values()].find((i) => i.client_secret === paymentCreatedSchema.parse(res.body).clientSecret)!;
    } finally {
      fake.behaviour.failCancel = false;
    }
    expect((await deliver(succeededEvent('evt_year_paid', year))).status).toBe(200);
    expect(await totalSpent(t, id)).toBe(1200);

    // The month was paid at Stripe too (confirmed in another tab before the cancel): its event comes late.
    expect((await deliver(succeededEvent('evt_month_late', month))).body).toEqual({ received: true, duplicate: false });
    await t.jobs.runUntilIdle();
    const refunds = fake.refunds.filter((r) => r.payment_intent === month.id);
    expect(refunds).toHaveLength(1);
    const [monthRow] = await t.orm.em.fork().find(PaymentSchema, { providerRef: String(month.id) });
    expect(monthRow).toMatchObject({ status: 'refunded', refundRef: refunds[0]!.id, validUntil: null });
    expect(fake.calls.find((c) => c.path === '/v1/refunds')?.idempotencyKey).toBe(`refund-${monthRow!.id}`);
    expect(await totalSpent(t, id)).toBe(1200);
    expect((await billing(agent)).validUntil).toBe(Date.parse('2027-11-15T12:00:00Z') / 1000);
    const audited = await sql<{ details: { paymentId: string } }>(t.orm.em.fork(), `select details from audit_events where event = 'payment_refunded' and user_id = ?`, [id]);
    expect(audited.map((a) => a.details.paymentId)).toEqual([monthRow!.id]);
    const mails = (await t.mailer.listOutbox()).filter((m) => m.to === email && m.subject.includes('refunded'));
    expect(mails).toHaveLength(1);

    // Replays and a second delivery of the same success change nothing twice.
    await deliver(succeededEvent('evt_month_late', month));
    await deliver(succeededEvent('evt_month_late_again', month));
    await t.jobs.runUntilIdle();
    expect(fake.refunds.filter((r) => r.payment_intent === month.id)).toHaveLength(1);
    expect(await totalSpent(t, id)).toBe(1200);
  });

  it('reuses the open PaymentIntent instead of creating another, and asks Stripe whether it can still be paid', async () => {
    const { agent, intent } = await startMonthly();
    const before = fake.calls.length;
    const again = await call(agent, paymentsContract.endpoints.createContactPayment);
    expect(paymentCreatedSchema.parse(again.body).clientSecret).toBe(intent.client_secret);
    const calls = fake.calls.slice(before).map((c) => `${c.method} ${c.path}`);
    expect(calls).toContain(`GET /v1/payment_intents/${intent.id}`);
    expect(calls).not.toContain('POST /v1/payment_intents');
  });
});

describe('subscriptions on Stripe', () => {
  it('creates an incomplete £1/month subscription, activates it on invoice.paid, ignores older events, cancels at period end, ends on deletion', async () => {
    const { agent, id } = await newMember();
    const before = fake.calls.length;
    const created = await call(agent, paymentsContract.endpoints.subscriptionCreate);
    expect(created.status, created.text).toBe(201);
    const calls = fake.calls.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/customers',
      `GET /v1/products/${STRIPE_MEMBERSHIP_PRODUCT_ID}`,
      'POST /v1/products',
      'POST /v1/subscriptions',
    ]);
    expect(calls[3]!.form).toMatchObject({
      'items[0][price_data][unit_amount]': '100',
      'items[0][price_data][currency]': 'gbp',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][product]': STRIPE_MEMBERSHIP_PRODUCT_ID,
      payment_behavior: 'default_incomplete',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'metadata[userId]': id,
    });
    const sub = [...fake.subscriptions.values()].find((s) => (s.metadata as { userId: string }).userId === id)!;
    expect(paymentCreatedSchema.parse(created.body)).toEqual({ clientSecret: `${sub.id}_invoice_secret_fake`, amountPence: 100, currency: 'GBP' });
    expect((await subscription(agent)).isActive).toBe(false);

    const periodEnd = Date.parse('2026-12-15T12:00:00Z') / 1000;
    const subObject = (overrides: Record<string, unknown>) => ({ ...sub, latest_invoice: null, items: { object: 'list', data: [{ object: 'subscription_item', current_period_end: periodEnd }] }, ...overrides });
    const invoice = {
      id: 'in_first',
      object: 'invoice',
      amount_paid: 100,
      currency: 'gbp',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { userId: id } } },
      lines: { object: 'list', data: [{ object: 'line_item', period: { start: nowUnix, end: periodEnd } }] },
    };
    expect((await deliver(signedEvent(WEBHOOK_SECRET, { id: 'evt_inv', type: 'invoice.paid', created: nowUnix + 5, object: invoice }))).status).toBe(200);
    expect(await subscription(agent)).toEqual({ isActive: true, periodEnd, cancelAtPeriodEnd: false });
    expect(await totalSpent(t, id)).toBe(100);
    // An older "incomplete" state arriving late changes nothing.
    await deliver(signedEvent(WEBHOOK_SECRET, { id: 'evt_old', type: 'customer.subscription.updated', created: nowUnix + 1, object: subObject({ status: 'incomplete' }) }));
    expect((await subscription(agent)).isActive).toBe(true);

    const cancelled = await call(agent, paymentsContract.endpoints.subscriptionCancel);
    expect(cancelled.body).toEqual({ isActive: true, periodEnd, cancelAtPeriodEnd: true });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${sub.id}`, form: { cancel_at_period_end: 'true' } });

    await deliver(signedEvent(WEBHOOK_SECRET, { id: 'evt_deleted', type: 'customer.subscription.deleted', created: nowUnix + 60, object: subObject({ status: 'canceled', cancel_at_period_end: true }) }));
    expect(await subscription(agent)).toEqual({ isActive: false, periodEnd: null, cancelAtPeriodEnd: false });
    // A late renewal invoice does not bring a cancelled subscription back.
    const late = { ...invoice, id: 'in_late', lines: { object: 'list', data: [{ object: 'line_item', period: { start: periodEnd, end: periodEnd + 30 * 86400 } }] } };
    await deliver(signedEvent(WEBHOOK_SECRET, { id: 'evt_late_invoice', type: 'invoice.paid', created: nowUnix + 30, object: late }));
    expect((await subscription(agent)).isActive).toBe(false);
  });
});

describe('the £2/month education subscription on Stripe (issue 17 item 2)', () => {
  const educationStatus = async (agent: TestAgent) => subscriptionStatusSchema.parse((await call(agent, paymentsContract.endpoints.educationSubscriptionStatus)).body);

  it('is its own product and plan: £2, metadata plan=education; invoice.paid once (a replay changes nothing), out-of-order events ignored, cancel at period end', async () => {
    const { agent, id } = await newMember();
    const before = fake.calls.length;
    const created = await call(agent, paymentsContract.endpoints.educationSubscriptionCreate);
    expect(created.status, created.text).toBe(201);
    const calls = fake.calls.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`GET /v1/products/${STRIPE_PRODUCTS.education.id}`);
    expect(calls.at(-1)!.form).toMatchObject({
      'items[0][price_data][unit_amount]': '200',
      'items[0][price_data][product]': STRIPE_PRODUCTS.education.id,
      'metadata[userId]': id,
      'metadata[plan]': 'education',
    });
    expect(paymentCreatedSchema.parse(created.body)).toMatchObject({ amountPence: 200, currency: 'GBP' });
    const sub = [...fake.subscriptions.values()].find((s) => (s.metadata as { userId: string; plan?: string }).userId === id && (s.metadata as { plan?: string }).plan === 'education')!;

    const periodEnd = Date.parse('2026-12-15T12:00:00Z') / 1000;
    const invoice = {
      id: 'in_education_first',
      object: 'invoice',
      amount_paid: 200,
      currency: 'gbp',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { userId: id, plan: 'education' } } },
      lines: { object: 'list', data: [{ object: 'line_item', period: { start: nowUnix, end: periodEnd } }] },
    };
    const paid = signedEvent(WEBHOOK_SECRET, { id: 'evt_edu_inv', type: 'invoice.paid', created: nowUnix + 5, object: invoice });
    expect((await deliver(paid)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(paid)).body).toEqual({ received: true, duplicate: true });
    expect(await educationStatus(agent)).toEqual({ isActive: true, periodEnd, cancelAtPeriodEnd: false });
    expect(await totalSpent(t, id)).toBe(200);
    // The membership plan is untouched.
    expect((await subscription(agent)).isActive).toBe(false);

    const subObject = (overrides: Record<string, unknown>) => ({ ...sub, latest_invoice: null, items: { object: 'list', data: [{ object: 'subscription_item', current_period_end: periodEnd }] }, ...overrides });
    await deliver(signedEvent(WEBHOOK_SECRET, { id: 'evt_edu_old', type: 'customer.subscription.updated', created: nowUnix + 1, object: subObject({ status: 'incomplete' }) }));
    expect((await educationStatus(agent)).isActive).toBe(true);

    expect((await call(agent, paymentsContract.endpoints.educationSubscriptionCancel)).body).toEqual({ isActive: true, periodEnd, cancelAtPeriodEnd: true });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${sub.id}`, form: { cancel_at_period_end: 'true' } });
  });
});

