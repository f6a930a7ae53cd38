import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { billingStatusSchema, paymentCreatedSchema, publicConfigSchema, subscriptionStatusSchema } from '#shared/payments/schemas.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { PaymentSchema } from './payment.entity.ts';
import { sql } from './sql.ts';
import { CARD_EXTRAS, CARDS, confirmCard, pay, startPayment, testClock, totalSpent } from './payments.test-support.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { call } from '../../test/call.ts';

// The built-in simulator (no STRIPE_SECRET_KEY): the whole member flow over HTTP, as the PWA drives it.

const clock = testClock('2026-11-15T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

async function newMember(): Promise<{ agent: TestAgent; id: string }> {
  const m = await createMember(t);
  return { agent: await loginAgent(t, m.user.email, m.password), id: m.user.id };
}

const billing = async (agent: TestAgent) => billingStatusSchema.parse((await call(agent, paymentsContract.endpoints.billingStatus)).body);
const subscription = async (agent: TestAgent) => subscriptionStatusSchema.parse((await call(agent, paymentsContract.endpoints.subscriptionStatus)).body);
const paymentRows = (userId: string) => t.orm.em.fork().find(PaymentSchema, { user: userId }, { orderBy: { createdAt: 'asc' } });

describe('guests and configuration', () => {
  it('serves no publishable key (nothing to load from Stripe) and refuses guests on every member route', async () => {
    expect(publicConfigSchema.parse((await call(t.agent(), paymentsContract.endpoints.config)).body)).toMatchObject({ stripePublishableKey: null });
    const guest = t.agent();
    const calls = [
      call(guest, paymentsContract.endpoints.createContactPayment),
      call(guest, paymentsContract.endpoints.createYearlyPayment),
      call(guest, paymentsContract.endpoints.billingStatus),
      call(guest, paymentsContract.endpoints.checkContactAccess, { body: { serviceType: 'taxi', serviceId: crypto.randomUUID() } }),
      call(guest, paymentsContract.endpoints.subscriptionCreate),
      call(guest, paymentsContract.endpoints.subscriptionStatus),
      call(guest, paymentsContract.endpoints.subscriptionCancel),
      call(guest, paymentsContract.endpoints.subscriptionReactivate),
      call(guest, paymentsContract.endpoints.simulatorConfirm, { body: { clientSecret: 'x', cardNumber: CARDS.succeeds, ...CARD_EXTRAS } }),
    ];
    for (const [i, res] of (await Promise.all(calls)).entries()) {
      expect(res.status, `call ${i}`).toBe(401);
      expect(apiErrorSchema.parse(res.body).code).toBe('unauthorized');
    }
  });
});

describe('one-time contact access', () => {
  it('£1 with 4242: a pending £1 GBP payment, then access to the end of the month and £1 spent', async () => {
    const { agent, id } = await newMember();
    expect(await billing(agent)).toEqual({ hasPaid: false, validUntil: null });
    const created = await call(agent, paymentsContract.endpoints.createContactPayment);
    expect(created.status).toBe(201);
    const body = paymentCreatedSchema.parse(created.body);
    expect(body).toEqual({ clientSecret: expect.stringMatching(/^pi_sim_\w+_secret_\w+$/), amountPence: 100, currency: 'GBP' });
    expect(await paymentRows(id)).toMatchObject([{ plan: 'monthly', amountPence: 100, currency: 'GBP', status: 'pending', validUntil: null }]);
    expect(await billing(agent)).toEqual({ hasPaid: false, validUntil: null });

    const confirmed = await confirmCard(agent, body.clientSecret, CARDS.succeeds);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({ status: 'succeeded' });
    expect(await billing(agent)).toEqual({ hasPaid: true, validUntil: Date.parse('2026-12-01T00:00:00Z') / 1000 });
    expect(await paymentRows(id)).toMatchObject([{ status: 'succeeded', paidAt: new Date('2026-11-15T12:00:00Z'), validUntil: new Date('2026-12-01T00:00:00Z') }]);
    expect(await totalSpent(t, id)).toBe(100);

    const again = await confirmCard(agent, body.clientSecret, CARDS.succeeds);
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(again.body).code).toBe('payment_not_pending');
    const second = await call(agent, paymentsContract.endpoints.createYearlyPayment);
    expect(second.status).toBe(409);
    expect(apiErrorSchema.parse(second.body)).toMatchObject({ code: 'already_entitled', entitledUntil: Date.parse('2026-12-01T00:00:00Z') / 1000 });
    expect(await totalSpent(t, id)).toBe(100);
  });

  it('£12 yearly: access for 12 months', async () => {
    const { agent, id } = await newMember();
    const secret = await startPayment(agent, 'yearly');
    expect((await paymentRows(id))[0]).toMatchObject({ plan: 'yearly', amountPence: 1200 });
    expect((await confirmCard(agent, secret)).status).toBe(200);
    expect(await billing(agent)).toEqual({ hasPaid: true, validUntil: Date.parse('2027-11-15T12:00:00Z') / 1000 });
    expect(await totalSpent(t, id)).toBe(1200);
  });

  it('a declined card gives 402 card_declined with Stripe’s message and no access; the same payment can then succeed', async () => {
    const { agent, id } = await newMember();
    const secret = await startPayment(agent, 'monthly');
    const declined = await confirmCard(agent, secret, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(apiErrorSchema.parse(declined.body)).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await billing(agent)).toEqual({ hasPaid: false, validUntil: null });
    expect(await paymentRows(id)).toMatchObject([{ status: 'failed', failureMessage: 'Your card was declined.' }]);
    expect(await totalSpent(t, id)).toBe(0);

    expect((await confirmCard(agent, secret, CARDS.succeeds)).status).toBe(200);
    expect((await billing(agent)).hasPaid).toBe(true);
  });

  it('3-D Secure: access only after the challenge is completed; a failed challenge is 402 authentication_failed', async () => {
    const { agent } = await newMember();
    const secret = await startPayment(agent, 'monthly');
    const challenged = await confirmCard(agent, secret, CARDS.threeDSecure);
    expect(challenged.status).toBe(200);
    expect(challenged.body).toEqual({ status: 'requires_action' });
    expect((await billing(agent)).hasPaid).toBe(false);

    const failed = await call(agent, paymentsContract.endpoints.simulatorAuthenticate, { body: { clientSecret: secret, outcome: 'fail' } });
    expect(failed.status).toBe(402);
    expect(apiErrorSchema.parse(failed.body).code).toBe('authentication_failed');
    expect((await billing(agent)).hasPaid).toBe(false);
    const notWaiting = await call(agent, paymentsContract.endpoints.simulatorAuthenticate, { body: { clientSecret: secret, outcome: 'complete' } });
    expect(notWaiting.status).toBe(409);

    expect((await confirmCard(agent, secret, CARDS.threeDSecure)).body).toEqual({ status: 'requires_action' });
    const completed = await call(agent, paymentsContract.endpoints.simulatorAuthenticate, { body: { clientSecret: secret, outcome: 'complete' } });
    expect(completed.status).toBe(200);
    expect(completed.body).toEqual({ status: 'succeeded' });
    expect((await billing(agent)).hasPaid).toBe(true);
  });

  it('refuses a wrong card number (card_invalid), bad fields (400), someone else’s secret (403) and an unknown one (404)', async () => {
    const { agent } = await newMember();
    const secret = await startPayment(agent, 'monthly');
    const luhn = await confirmCard(agent, secret, '4242 4242 4242 4241');
    expect(luhn.status).toBe(402);
    expect(apiErrorSchema.parse(luhn.body)).toMatchObject({ code: 'card_invalid', message: 'Your card number is incorrect.' });
    const bad = await call(agent, paymentsContract.endpoints.simulatorConfirm, { body: { clientSecret: secret, cardNumber: 'abc', expiry: '13/30', cvc: '1' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(bad.body).fields ?? {}).sort()).toEqual(['cardNumber', 'cvc', 'expiry']);
    const expired = await call(agent, paymentsContract.endpoints.simulatorConfirm, { body: { clientSecret: secret, cardNumber: CARDS.succeeds, expiry: '10/26', cvc: '123' } });
    expect(expired.status).toBe(402);
    expect(apiErrorSchema.parse(expired.body).message).toBe('Your card has expired.');

    const other = await newMember();
    const stolen = await confirmCard(other.agent, secret);
    expect(stolen.status).toBe(403);
    expect((await billing(other.agent)).hasPaid).toBe(false);
    expect((await confirmCard(agent, `${secret}x`)).status).toBe(404);
    expect((await billing(agent)).hasPaid).toBe(false);
  });

  it('cannot be granted by the client: a forged webhook is refused and nothing changes', async () => {
    const { agent, id } = await newMember();
    await startPayment(agent, 'monthly');
    const [row] = await paymentRows(id);
    const forged = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', created: 1_800_000_000, data: { object: { id: row!.providerRef, object: 'payment_intent', amount: 100, currency: 'gbp', status: 'succeeded', metadata: {} } } });
    const res = await call(t.agent(), paymentsContract.endpoints.webhook).set('Content-Type', 'application/json').set('Stripe-Signature', 't=1,v1=00').send(forged);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).code).toBe('invalid_signature');
    expect((await billing(agent)).hasPaid).toBe(false);
  });
});

describe('the £1/month subscription', () => {
  it('subscribe → active with next billing in a month → cancel (still active to the end) → reactivate → lapse after the end', async () => {
    const { agent, id } = await newMember();
    expect(await subscription(agent)).toEqual({ isActive: false, periodEnd: null, cancelAtPeriodEnd: false });
    const created = paymentCreatedSchema.parse((await call(agent, paymentsContract.endpoints.subscriptionCreate)).body);
    expect(created).toMatchObject({ amountPence: 100, currency: 'GBP' });
    expect((await subscription(agent)).isActive).toBe(false);
    expect((await confirmCard(agent, created.clientSecret)).status).toBe(200);

    const periodEnd = Date.parse('2026-12-15T12:00:00Z') / 1000;
    expect(await subscription(agent)).toEqual({ isActive: true, periodEnd, cancelAtPeriodEnd: false });
    expect(await paymentRows(id)).toMatchObject([{ plan: 'subscription', amountPence: 100, status: 'succeeded' }]);
    expect(await totalSpent(t, id)).toBe(100);
    expect((await call(agent, paymentsContract.endpoints.subscriptionCreate)).body).toMatchObject({ code: 'already_entitled', entitledUntil: periodEnd });

    const cancelled = await call(agent, paymentsContract.endpoints.subscriptionCancel);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ isActive: true, periodEnd, cancelAtPeriodEnd: true });
    expect(await subscription(agent)).toEqual({ isActive: true, periodEnd, cancelAtPeriodEnd: true });
    const reactivated = await call(agent, paymentsContract.endpoints.subscriptionReactivate);
    expect(reactivated.body).toEqual({ isActive: true, periodEnd, cancelAtPeriodEnd: false });
    expect((await call(agent, paymentsContract.endpoints.subscriptionCancel)).body.cancelAtPeriodEnd).toBe(true);

    clock.set('2026-12-15T12:00:01Z');
    expect(await subscription(agent)).toEqual({ isActive: false, periodEnd: null, cancelAtPeriodEnd: false });
    const none = await call(agent, paymentsContract.endpoints.subscriptionCancel);
    expect(none.status).toBe(404);
    expect(apiErrorSchema.parse(none.body).code).toBe('no_active_subscription');
    expect((await call(agent, paymentsContract.endpoints.subscriptionReactivate)).status).toBe(404);
    clock.set('2026-11-15T12:00:00Z');
  });

  it('a declined first payment leaves the subscription inactive; the next attempt pays that same subscription', async () => {
    const { agent, id } = await newMember();
    const first = paymentCreatedSchema.parse((await call(agent, paymentsContract.endpoints.subscriptionCreate)).body);
    expect((await confirmCard(agent, first.clientSecret, CARDS.declined)).status).toBe(402);
    expect((await subscription(agent)).isActive).toBe(false);
    // One open payment per product (decision 157): the same subscription's first invoice, paid with another card.
    expect(await startPayment(agent, 'subscription')).toBe(first.clientSecret);
    await pay(agent, 'subscription');
    expect((await subscription(agent)).isActive).toBe(true);
    const late = await confirmCard(agent, first.clientSecret);
    expect(late.status).toBe(409);
    expect(apiErrorSchema.parse(late.body).code).toBe('payment_not_pending');
    const rows = await sql<{ status: string }>(t.orm.em.fork(), 'select status from subscriptions where user_id = ? order by created_at', [id]);
    expect(rows.map((r) => r.status)).toEqual(['active']);
    expect(await totalSpent(t, id)).toBe(100);
  });
});

describe('without Stripe keys and with PAYMENT_SIMULATOR=false (the production default)', () => {
  it('takes no payments: creation answers 503 payments_unavailable and the simulator is not mounted', async () => {
    const off = await createTestApp({ PAYMENT_SIMULATOR: 'false' });
    try {
      const m = await createMember(off);
      const agent = await loginAgent(off, m.user.email, m.password);
      const res = await call(agent, paymentsContract.endpoints.createContactPayment);
      expect(res.status).toBe(503);
      expect(apiErrorSchema.parse(res.body).code).toBe('payments_unavailable');
      const confirm = await call(agent, paymentsContract.endpoints.simulatorConfirm, { body: { clientSecret: 'pi_sim_x_secret_y', cardNumber: CARDS.succeeds, ...CARD_EXTRAS } });
      expect(confirm.status).toBe(404);
      expect((await call(agent, paymentsContract.endpoints.billingStatus)).body).toEqual({ hasPaid: false, validUntil: null });
    } finally {
      await off.close();
    }
  });
});
