import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { taxiListSchema } from '#shared/taxi/schemas.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, insertTaxiRequests, loginAgent, taxiBody } from '../../test/factories.ts';
import { pay, testClock } from '../payments/payments.test-support.ts';
import { TaxiRequestSchema } from './taxi-request.entity.ts';

// Contact numbers reach only viewers entitled to them (issue 4 items 3 and 6; "Done when": no response to an
// unentitled user contains a contact number). Every taxi response — list pages, details (also of hidden
// requests), creations and contact-access checks — is scanned as the raw JSON text a client receives.

const clock = testClock('2026-10-10T12:00:00Z');
let t: TestApp;
type Name = 'guest' | 'other' | 'lapsed' | 'expiredSubscriber' | 'owner' | 'paying';
const viewers = {} as Record<Name, () => TestAgent>;
/** Who a response was for; 'poster' posted three requests through the API and is not scanned as a viewer. */
type Who = Name | 'poster';
/** Every response body seen, as the JSON text a client receives. */
const seen: Array<{ who: Who; what: string; text: string }> = [];
let ownerId: string;
let hiddenIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const owner = await createMember(t);
  ownerId = owner.user.id;
  const login = async () => {
    const m = await createMember(t);
    return loginAgent(t, m.user.email, m.password);
  };
  const ownerAgent = await loginAgent(t, owner.user.email, owner.password);
  const [otherAgent, lapsedAgent, expiredAgent, payingAgent, posterAgent] = [await login(), await login(), await login(), await login(), await login()];
  viewers.guest = () => t.agent();
  viewers.owner = () => ownerAgent;
  viewers.other = () => otherAgent;
  viewers.lapsed = () => lapsedAgent;
  viewers.expiredSubscriber = () => expiredAgent;
  viewers.paying = () => payingAgent;

  // October: one member pays for October, another subscribes and cancels (ends 10 November).
  await pay(lapsedAgent, 'monthly');
  await pay(expiredAgent, 'subscription');
  expect((await call(expiredAgent, paymentsContract.endpoints.subscriptionCancel)).status).toBe(200);
  // Late November: both have lapsed; one member pays for November.
  clock.set('2026-11-20T12:00:00Z');
  await pay(payingAgent, 'monthly');

  // Rows with distinctive numbers, some hidden, plus rows created through the API by the owner and another poster.
  const rows = await insertTaxiRequests(t, owner.user, 12, (i) => ({
    contactNumber: `+9477555${String(1000 + i).padStart(4, '0')}`,
    ...(i === 5 ? { isActive: false } : i === 6 ? { isApproved: false } : {}),
  }));
  hiddenIds = rows.filter((r) => !r.isActive || !r.isApproved).map((r) => r.id);
  for (const [name, by] of [['owner', ownerAgent], ['poster', posterAgent]] as const) {
    const numbers = name === 'owner' ? ['+94 71 234 5678', '+44 7911 123456', '+91 98765 43210'] : ['+94 77 765 4321', '+44 7911 123457', '+91 91234 56789'];
    for (const contactNumber of numbers) {
      const res = await call(by, taxiContract.endpoints.create, { body: taxiBody({ contactNumber }) });
      expect(res.status, res.text).toBe(201);
      seen.push({ who: name, what: 'create', text: res.text });
    }
  }
});
afterAll(() => t.close());

/** Every contact number stored, in E.164 and as the national significant digits (e.g. 771234567), by poster. */
async function storedNumbers(): Promise<Array<{ number: string; ownerId: string }>> {
  const rows = await t.orm.em.fork().find(TaxiRequestSchema, {});
  return rows.flatMap((row) => [row.contactNumber, row.contactNumber.replace(/^\+(94|44|91)/, '')].map((number) => ({ number, ownerId: row.owner.id })));
}

/** Walks every list page, every detail (and the hidden ones' 404s) and — for members — every access check. */
async function collect(name: Name) {
  const agent = viewers[name];
  let cursor: string | null = null;
  const ids: string[] = [];
  do {
    const res = await call(agent(), taxiContract.endpoints.list).query(cursor ? { limit: 4, cursor } : { limit: 4 });
    expect(res.status).toBe(200);
    seen.push({ who: name, what: 'list page', text: res.text });
    const page = taxiListSchema.parse(res.body);
    ids.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor;
  } while (cursor);
  expect(ids).toHaveLength(16);
  for (const id of [...ids, ...hiddenIds]) {
    const res = await call(agent(), taxiContract.endpoints.detail, { params: { id } });
    expect(res.status).toBe(hiddenIds.includes(id) ? 404 : 200);
    seen.push({ who: name, what: `detail ${id}`, text: res.text });
    const check = await call(agent(), paymentsContract.endpoints.checkContactAccess, { body: { serviceType: 'taxi', serviceId: id } });
    expect(check.status).toBe(name === 'guest' ? 401 : hiddenIds.includes(id) ? 404 : 200);
    seen.push({ who: name, what: `access check ${id}`, text: check.text });
  }
}

describe('contact numbers of taxi requests', () => {
  it('appear in no response to an unentitled viewer: a guest, a member who never paid, one whose month or subscription has ended', async () => {
    for (const name of ['guest', 'other', 'lapsed', 'expiredSubscriber'] as const) await collect(name);
    const numbers = await storedNumbers();
    expect(numbers.length).toBeGreaterThanOrEqual(2 * 16);
    const unentitled = seen.filter((s) => s.who !== 'owner');
    expect(unentitled.length).toBeGreaterThan(100);
    for (const { who, what, text } of unentitled) {
      expect(text, `${what} for ${who}`).not.toMatch(/contactNumber/i);
      expect(text, `${what} for ${who}`).not.toMatch(/contact_number/i);
      for (const { number } of numbers) expect(text.includes(number), `${what} for ${who} leaks ${number}`).toBe(false);
    }
  });

  it('reach the poster only for their own requests, and never in the response to a post', async () => {
    const before = seen.length;
    await collect('owner');
    const numbers = await storedNumbers();
    const others = numbers.filter((n) => n.ownerId !== ownerId);
    const own = numbers.filter((n) => n.ownerId === ownerId && n.number.startsWith('+'));
    const ownerSeen = seen.filter((s, i) => s.who === 'owner' && (i >= before || s.what === 'create'));
    for (const { what, text } of ownerSeen) {
      for (const { number } of others) expect(text.includes(number), `${what} leaks ${number}`).toBe(false);
      if (what === 'create') expect(text, 'create').not.toMatch(/contactNumber/);
    }
    // The poster does see their own published numbers (the scan above would notice a leak).
    const listed = ownerSeen.filter((s) => s.what === 'list page').map((s) => s.text).join('\n');
    const published = own.filter((n) => n.number !== '+94775551005' && n.number !== '+94775551006');
    for (const { number } of published) expect(listed).toContain(number);
  });

  it('reach a paying member for every published request (so the scans above can fail)', async () => {
    const res = await call(viewers.paying(), taxiContract.endpoints.list).query({ limit: 100 });
    const page = taxiListSchema.parse(res.body);
    expect(page.items).toHaveLength(16);
    expect(page.items.every((i) => /^\+\d{8,15}$/.test(i.contactNumber ?? ''))).toBe(true);
  });
});
