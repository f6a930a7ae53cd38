import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { billingHistorySchema, paymentCreatedSchema } from '#shared/payments/responses.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { sql } from './sql.ts';
import { confirmCard, CREATE_PATHS, pay, startPayment, testClock, totalSpent } from './payments.test-support.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { call } from '../../test/call.ts';

// Never charged twice (decision 157), on the simulator over HTTP: one open payment per member and product, reused
// until it is paid or cancelled; a new product supersedes the other open ones; nothing is sold twice.

const clock = testClock('2026-11-15T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://tamil.example' }, { clock });
});
afterAll(() => t.close());

async function newMember(): Promise<{ agent: TestAgent; id: string; email: string }> {
  const m = await createMember(t);
  return { agent: await loginAgent(t, m.user.email, m.password), id: m.user.id, email: m.user.email };
}

const openCheckouts = async (userId: string) =>
  sql<{ product: string; status: string }>(t.orm.em.fork(), `select product, status from checkouts where user_id = ? and status in ('creating', 'open') order by product`, [userId]);
const paymentStatuses = async (userId: string) =>
  (await sql<{ plan: string; status: string }>(t.orm.em.fork(), 'select plan, status from payments where user_id = ? order by created_at', [userId])).map((r) => `${r.plan}:${r.status}`);
/** End of the London calendar month of 2026-11-15, in Unix seconds. */
const END_OF_NOVEMBER = Date.parse('2026-12-01T00:00:00Z') / 1000;

describe('one open payment per member and product', () => {
  it('two taps on "Pay £1" get the same PaymentIntent, and paying it costs £1 once', async () => {
    const { agent, id } = await newMember();
    const first = await startPayment(agent, 'monthly');
    const second = await startPayment(agent, 'monthly');
    expect(second).toBe(first);
    expect(await openCheckouts(id)).toEqual([{ product: 'monthly', status: 'open' }]);
    expect(await paymentStatuses(id)).toEqual(['monthly:pending']);
    expect((await confirmCard(agent, first)).status).toBe(200);
    expect(await totalSpent(t, id)).toBe(100);
    expect(await openCheckouts(id)).toEqual([]);
  });

  it('fifty parallel requests for the month make one PaymentIntent; confirming every answer charges £1 once', async () => {
    const { agent, id } = await newMember();
    const answers = await Promise.all(Array.from({ length: 50 }, () => agent.post(CREATE_PATHS.monthly)));
    for (const res of answers) expect(res.status, res.text).toBe(201);
    const secrets = new Set(answers.map((res) => paymentCreatedSchema.parse(res.body).clientSecret));
    expect(secrets.size).toBe(1);
    const [secret] = [...secrets];
    const confirms = await Promise.all(Array.from({ length: 5 }, () => confirmCard(agent, secret!)));
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await totalSpent(t, id)).toBe(100);
    expect(await paymentStatuses(id)).toEqual(['monthly:succeeded']);
  });

  it('the year after the month supersedes it: the month can no longer be paid (409 payment_canceled), the year can', async () => {
    const { agent, id } = await newMember();
    const month = await startPayment(agent, 'monthly');
    const year = await startPayment(agent, 'yearly');
    expect(await openCheckouts(id)).toEqual([{ product: 'yearly', status: 'open' }]);
    const late = await confirmCard(agent, month);
    expect(late.status).toBe(409);
    expect(apiErrorSchema.parse(late.body)).toMatchObject({ code: 'payment_canceled' });
    expect((await confirmCard(agent, year)).status).toBe(200);
    expect(await totalSpent(t, id)).toBe(1200);
    expect(await paymentStatuses(id)).toEqual(['monthly:canceled', 'yearly:succeeded']);
  });

  it('the membership after the month supersedes the month, and the month after the membership supersedes it', async () => {
    const { agent, id } = await newMember();
    const month = await startPayment(agent, 'monthly');
    const membership = await startPayment(agent, 'subscription');
    expect((await confirmCard(agent, month)).status).toBe(409);
    const monthAgain = await startPayment(agent, 'monthly');
    expect(monthAgain).not.toBe(month);
    const staleMembership = await confirmCard(agent, membership);
    expect(staleMembership.status).toBe(409);
    expect(apiErrorSchema.parse(staleMembership.body).code).toBe('payment_canceled');
    expect((await confirmCard(agent, monthAgain)).status).toBe(200);
    expect(await totalSpent(t, id)).toBe(100);
  });

  it('education is another entitlement: opening it supersedes nothing', async () => {
    const { agent, id } = await newMember();
    await startPayment(agent, 'monthly');
    await startPayment(agent, 'education');
    expect(await openCheckouts(id)).toEqual([
      { product: 'education', status: 'open' },
      { product: 'monthly', status: 'open' },
    ]);
  });

  it("a member confirming another member's payment is refused with 403", async () => {
    const owner = await newMember();
    const other = await newMember();
    const secret = await startPayment(owner.agent, 'monthly');
    const res = await confirmCard(other.agent, secret);
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.body).code).toBe('forbidden');
    expect(await totalSpent(t, owner.id)).toBe(0);
    expect(await totalSpent(t, other.id)).toBe(0);
  });
});

describe('never pay for what you have', () => {
  it('with contact access, every contact product answers 409 already_entitled with the date it runs until; education is still sold', async () => {
    const { agent } = await newMember();
    await pay(agent, 'monthly');
    for (const path of [CREATE_PATHS.monthly, CREATE_PATHS.yearly, CREATE_PATHS.subscription]) {
      const res = await agent.post(path);
      expect(res.status, path).toBe(409);
      expect(apiErrorSchema.parse(res.body), path).toMatchObject({ code: 'already_entitled', entitledUntil: END_OF_NOVEMBER });
    }
    expect((await agent.post(CREATE_PATHS.education)).status).toBe(201);
  });

  it('with the membership, a month or a year is refused until the period ends', async () => {
    const { agent } = await newMember();
    await pay(agent, 'subscription');
    const res = await agent.post(CREATE_PATHS.monthly);
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body)).toMatchObject({ code: 'already_entitled', entitledUntil: Date.parse('2026-12-15T12:00:00Z') / 1000 });
  });
});

describe('billing history and receipts', () => {
  it('lists every payment with its status and what the member holds, and mails a bilingual receipt', async () => {
    const { agent, email } = await newMember();
    const month = await startPayment(agent, 'monthly');
    await startPayment(agent, 'yearly');
    expect((await confirmCard(agent, month)).status).toBe(409);
    await pay(agent, 'yearly');
    clock.set('2026-11-15T12:05:00Z');
    await pay(agent, 'education');
    const res = await call(agent, paymentsContract.endpoints.billingHistory);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const history = billingHistorySchema.parse(res.body);
    expect(history.payments.map((p) => [p.product, p.status, p.amountPence])).toEqual([
      ['education', 'succeeded', 200],
      ['yearly', 'succeeded', 1200],
    ]);
    expect(history.contactUntil).toBe(Date.parse('2027-11-15T12:00:00Z') / 1000);
    expect(history.educationUntil).toBe(Date.parse('2026-12-15T12:05:00Z') / 1000);
    expect(history.membership).toEqual({ isActive: false, periodEnd: null, cancelAtPeriodEnd: false });
    const receipts = (await t.mailer.listOutbox()).filter((m) => m.to === email);
    expect(receipts.map((m) => m.subject)).toEqual(expect.arrayContaining(['ரசீது: 12 மாதத் தொடர்பு அணுகல் / Receipt: Contact access for 12 months']));
    expect(receipts.find((m) => m.subject.includes('12 months'))?.text).toContain('http://tamil.example/profile#billing');
  });
});

describe('without a payment provider (production, no Stripe keys)', () => {
  it('answers 503 payments_unavailable with a message a person can act on', async () => {
    const off = await createTestApp({ PAYMENT_SIMULATOR: 'false' });
    try {
      const m = await createMember(off);
      const agent = await loginAgent(off, m.user.email, m.password);
      for (const path of Object.values(CREATE_PATHS)) {
        const res = await agent.post(path);
        expect(res.status, path).toBe(503);
        expect(apiErrorSchema.parse(res.body)).toMatchObject({ code: 'payments_unavailable', message: expect.stringMatching(/not available/) });
      }
    } finally {
      await off.close();
    }
  });
});
