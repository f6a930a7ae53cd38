import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { taxiListSchema } from '#shared/taxi/schemas.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, insertTaxiRequests, loginAgent, taxiBody } from '../../test/factories.ts';
import type { User } from '../users/user.entity.ts';
import { TaxiRequestSchema } from './taxi-request.entity.ts';
import { invalidatePublishedTaxiTotal, publishedTaxiTotal, TAXI_TOTAL_TTL_MS } from './taxi.repository.ts';

// The list's `total` is counted at most once per TTL and dropped at once by any write through the ORM
// (docs/decisions/031-taxi-list-read-path.md). Rows written around the ORM (raw SQL, another app instance) show
// within the TTL.

let t: TestApp;
let owner: User;
let agent: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t);
  owner = member.user;
  agent = await loginAgent(t, member.user.email, member.password);
  await insertTaxiRequests(t, owner, 3);
});
afterAll(() => t.close());

const listTotal = async () => taxiListSchema.parse((await call(agent, taxiContract.endpoints.list)).body).total;

/** Inserts a published row with plain SQL, as another app instance would: the ORM here does not see it. */
async function insertBehindTheOrmsBack() {
  await t.orm.em.getConnection().execute(
    `insert into taxi_requests (id, created_at, updated_at, owner_id, from_location, to_location, from_country, passenger_count,
       luggage_weight, contact_number, is_active, is_approved)
     values (?, now(), now(), ?, 'Jaffna', 'Kandy', 'Sri Lanka', 2, 10, '+94771234567', true, true)`,
    [randomUUID(), owner.id],
  );
}

describe('total of GET /api/taxi-services', () => {
  it('counts a request posted through the API at once', async () => {
    const before = await listTotal();
    const res = await call(agent, taxiContract.endpoints.create, { body: taxiBody() });
    expect(res.status, res.text).toBe(201);
    expect(await listTotal()).toBe(before + 1);
  });

  it('counts rows created, hidden or deleted through the ORM at once', async () => {
    const before = await listTotal();
    const [first, second] = await insertTaxiRequests(t, owner, 2);
    expect(await listTotal()).toBe(before + 2);

    const em = t.orm.em.fork();
    const hidden = await em.findOneOrFail(TaxiRequestSchema, { id: first!.id });
    hidden.isApproved = false;
    await em.flush();
    expect(await listTotal()).toBe(before + 1);

    em.remove(await em.findOneOrFail(TaxiRequestSchema, { id: second!.id }));
    await em.flush();
    expect(await listTotal()).toBe(before);
  });

  it('reuses a count for its TTL, then counts again — rows written around the ORM show within the TTL', async () => {
    const em = t.orm.em.fork();
    invalidatePublishedTaxiTotal(em);
    const start = Date.now();
    const counted = await publishedTaxiTotal(em, start);
    await insertBehindTheOrmsBack();
    expect(await publishedTaxiTotal(em, start + 1)).toBe(counted);
    expect(await publishedTaxiTotal(em, start + TAXI_TOTAL_TTL_MS - 1)).toBe(counted);
    expect(await publishedTaxiTotal(em, start + TAXI_TOTAL_TTL_MS)).toBe(counted + 1);
  });

  it('shares one count between the requests that arrive while it runs', async () => {
    await insertTaxiRequests(t, owner, 1); // drops the cached value
    const em = t.orm.em.fork();
    const first = publishedTaxiTotal(em);
    const second = publishedTaxiTotal(t.orm.em.fork());
    expect(second).toBe(first);
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a).toBe(await t.orm.em.fork().count(TaxiRequestSchema, { isActive: true, isApproved: true }));
  });
});
