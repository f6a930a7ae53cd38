import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { contactAccessSchema } from '#shared/payments/schemas.ts';
import { taxiListSchema, taxiRequestSchema } from '#shared/taxi/schemas.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, insertTaxiRequests, loginAgent } from '../../test/factories.ts';
import type { TaxiRequest } from '../taxi/taxi-request.entity.ts';
import { makeAdmin, pay, testClock } from './payments.test-support.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../../test/call.ts';

// Issue 4 item 6: the entitlement matrix — who sees a taxi request's contact number in the list, the detail and
// POST /api/check-contact-access. Payments go through the simulator; the clock is moved between them.

const clock = testClock('2026-09-10T12:00:00Z');
let t: TestApp;
let request: TaxiRequest;
const agents = {} as Record<Viewer, TestAgent>;

const VIEWERS = [
  'guest',
  'member',
  'owner',
  'paidThisMonth',
  'paidLastMonth',
  'yearly',
  'subscribed',
  'cancelledInPeriod',
  'expiredSubscription',
  'admin',
] as const;
type Viewer = (typeof VIEWERS)[number];

/** Who may see the number on 15 November 2026 (spec 000 §4, §6). */
const EXPECTED: Record<Viewer, boolean> = {
  guest: false,
  member: false,
  owner: true,
  paidThisMonth: true,
  paidLastMonth: false,
  yearly: true,
  subscribed: true,
  cancelledInPeriod: true,
  expiredSubscription: false,
  admin: true,
};

async function member(): Promise<TestAgent> {
  const m = await createMember(t);
  return loginAgent(t, m.user.email, m.password);
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const owner = await createMember(t);
  [request] = (await insertTaxiRequests(t, owner.user, 1, () => ({ contactNumber: '+94775550123', fromLocation: 'Matrix' }))) as [TaxiRequest];
  agents.guest = t.agent();
  agents.owner = await loginAgent(t, owner.user.email, owner.password);
  for (const name of ['member', 'paidThisMonth', 'paidLastMonth', 'yearly', 'subscribed', 'cancelledInPeriod', 'expiredSubscription'] as const) {
    agents[name] = await member();
  }
  const admin = await createMember(t);
  await makeAdmin(t, admin.user.id);
  agents.admin = await loginAgent(t, admin.user.email, admin.password);

  // September: a subscription that is cancelled and so ends on 10 October.
  await pay(agents.expiredSubscription, 'subscription');
  expect((await call(agents.expiredSubscription, paymentsContract.endpoints.subscriptionCancel)).status).toBe(200);
  // October: £1 for October only.
  clock.set('2026-10-20T12:00:00Z');
  await pay(agents.paidLastMonth, 'monthly');
  // November: the rest.
  clock.set('2026-11-15T12:00:00Z');
  await pay(agents.paidThisMonth, 'monthly');
  await pay(agents.yearly, 'yearly');
  await pay(agents.subscribed, 'subscription');
  await pay(agents.cancelledInPeriod, 'subscription');
  expect((await call(agents.cancelledInPeriod, paymentsContract.endpoints.subscriptionCancel)).status).toBe(200);
});
afterAll(() => t.close());

/** The number as each surface shows it to `viewer` (undefined when left out / no access). */
async function seen(viewer: Viewer) {
  const agent = agents[viewer];
  const list = await call(agent, taxiContract.endpoints.list);
  expect(list.status).toBe(200);
  const item = taxiListSchema.parse(list.body).items.find((i) => i.id === request.id);
  const detail = await call(agent, taxiContract.endpoints.detail, { params: { id: request.id } });
  expect(detail.status).toBe(200);
  const check = await call(agent, paymentsContract.endpoints.checkContactAccess, { body: { serviceType: 'taxi', serviceId: request.id } });
  let checked: string | undefined | 'unauthorized';
  if (viewer === 'guest') {
    expect(check.status).toBe(401);
    checked = 'unauthorized';
  } else {
    expect(check.status, check.text).toBe(200);
    const body = contactAccessSchema.parse(check.body);
    checked = body.hasAccess ? body.contactNumber : undefined;
  }
  return { list: item?.contactNumber, detail: taxiRequestSchema.parse(detail.body).contactNumber, check: checked };
}

describe('contact visibility by viewer (list, detail, check-contact-access)', () => {
  it.each(VIEWERS)('%s', async (viewer) => {
    const number = EXPECTED[viewer] ? '+94775550123' : undefined;
    const result = await seen(viewer);
    expect(result).toEqual({ list: number, detail: number, check: viewer === 'guest' ? 'unauthorized' : number });
  });
});

describe('paid periods follow the calendar', () => {
  it('monthly access lasts to the end of the London month, yearly for 12 months, a cancelled subscription to its period end', async () => {
    const canSee = async (viewer: Viewer) => (await seen(viewer)).detail !== undefined;
    clock.set('2026-11-30T23:59:59Z');
    expect(await canSee('paidThisMonth')).toBe(true);
    clock.set('2026-12-01T00:00:00Z');
    expect(await canSee('paidThisMonth')).toBe(false);
    expect(await canSee('yearly')).toBe(true);
    expect(await canSee('subscribed')).toBe(true);
    expect(await canSee('cancelledInPeriod')).toBe(true);
    clock.set('2026-12-15T12:00:01Z');
    expect(await canSee('cancelledInPeriod')).toBe(false);
    clock.set('2027-11-15T12:00:01Z');
    expect(await canSee('yearly')).toBe(false);
    expect(await canSee('owner')).toBe(true);
    expect(await canSee('admin')).toBe(true);
    clock.set('2026-11-15T12:00:00Z');
  });

  it('billing status reports the paid period in Unix seconds', async () => {
    const res = await call(agents.paidThisMonth, paymentsContract.endpoints.billingStatus);
    expect(res.body).toEqual({ hasPaid: true, validUntil: Date.parse('2026-12-01T00:00:00Z') / 1000 });
    expect((await call(agents.paidLastMonth, paymentsContract.endpoints.billingStatus)).body).toEqual({ hasPaid: false, validUntil: null });
    expect((await call(agents.subscribed, paymentsContract.endpoints.billingStatus)).body).toEqual({ hasPaid: false, validUntil: null });
    expect((await call(agents.yearly, paymentsContract.endpoints.billingStatus)).body).toEqual({ hasPaid: true, validUntil: Date.parse('2027-11-15T12:00:00Z') / 1000 });
  });
});
