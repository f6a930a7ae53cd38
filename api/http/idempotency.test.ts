import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createMember, loginAgent, taxiBody } from '../test/factories.ts';
import { TaxiRequestSchema } from '../modules/taxi/taxi-request.entity.ts';
import { quoteBody } from '#shared/store/samples.ts';
import { StoreQuoteRequestSchema } from '../modules/store/store.entity.ts';
import { postProduct } from '../modules/store/store.test-support.ts';
import { IdempotencyKeySchema } from '../registry.ts';
import { storeContract } from '#shared/store/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowCount = () => t.orm.em.fork().count(TaxiRequestSchema, {});

async function member() {
  const m = await createMember(t);
  return loginAgent(t, m.user.email, m.password);
}

describe('Idempotency-Key on POST /api/taxi-services', () => {
  it('replays the first response for a sequential duplicate without a second insert', async () => {
    const agent = await member();
    const key = randomUUID();
    const before = await rowCount();
    const first = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(taxiBody({ fromLocation: 'Jaffna' }));
    expect(first.status).toBe(201);
    const second = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(taxiBody({ fromLocation: 'Jaffna' }));
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['location']).toBe(first.headers['location']);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await rowCount()).toBe(before + 1);
  });

  it('creates exactly one row when 20 duplicates arrive at once, and all get the same answer', async () => {
    const agent = await member();
    const key = randomUUID();
    const before = await rowCount();
    const body = taxiBody({ fromLocation: 'Concurrent' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(body)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(await rowCount()).toBe(before + 1);
    expect(await t.orm.em.fork().count(IdempotencyKeySchema, { key })).toBe(1);
  });

  it('answers 422 when the same key comes with a different body, and inserts nothing', async () => {
    const agent = await member();
    const key = randomUUID();
    await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(taxiBody({ fromLocation: 'A' })).expect(201);
    const before = await rowCount();
    const res = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(taxiBody({ fromLocation: 'B' }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('idempotency_key_reused');
    expect(await rowCount()).toBe(before);
  });

  it("treats another user's identical key as independent", async () => {
    const alice = await member();
    const bob = await member();
    const key = randomUUID();
    const before = await rowCount();
    const a = await call(alice, taxiContract.endpoints.create).set('Idempotency-Key', key).send(taxiBody({ fromLocation: 'Alice' }));
    const b = await call(bob, taxiContract.endpoints.create).set('Idempotency-Key', key).send(taxiBody({ fromLocation: 'Bob' }));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(b.body.fromLocation).toBe('Bob');
    expect(await rowCount()).toBe(before + 2);
  });

  it('refuses a malformed key with 400 before doing anything', async () => {
    const agent = await member();
    const before = await rowCount();
    const res = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', 'not-a-uuid').send(taxiBody());
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('Idempotency-Key');
    expect(await rowCount()).toBe(before);
  });

  it('stores a final 4xx and replays it, so a bad queued post stays failed', async () => {
    const agent = await member();
    const key = randomUUID();
    const bad = taxiBody({ passengerCount: 9 });
    const first = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(bad);
    expect(first.status).toBe(400);
    const second = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(bad);
    expect(second.status).toBe(400);
    expect(second.body).toEqual(first.body);
  });

  it('keeps keys for at least 24 hours and purges older ones', async () => {
    const { purgeExpiredIdempotencyKeys } = await import('./idempotency.ts');
    const agent = await member();
    const fresh = randomUUID();
    const old = randomUUID();
    await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', fresh).send(taxiBody()).expect(201);
    await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', old).send(taxiBody({ fromLocation: 'Old' })).expect(201);
    await t.orm.em.fork().nativeUpdate(IdempotencyKeySchema, { key: old }, { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    await t.orm.em.fork().nativeUpdate(IdempotencyKeySchema, { key: fresh }, { createdAt: new Date(Date.now() - 23 * 60 * 60 * 1000) });
    expect(await purgeExpiredIdempotencyKeys(t.orm)).toBe(1);
    const replay = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', fresh).send(taxiBody());
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});

describe('Idempotency-Key for guests (decision 160), on POST /api/tamil-store-quote-requests', () => {
  const quotes = () => t.orm.em.fork().count(StoreQuoteRequestSchema, {});
  async function product(): Promise<string> {
    const seller = await member();
    return (await postProduct(seller, { name: `Guest Key Jaggery ${randomUUID().slice(0, 8)}` })).id;
  }

  it('ten resends of one key (no client-made id) store one request and mail it once; the rest are replays', async () => {
    const productId = await product();
    const key = randomUUID();
    const before = await quotes();
    const body = quoteBody([{ id: productId, quantity: 2 }]);
    const responses: Awaited<ReturnType<ReturnType<TestApp['agent']>['post']>>[] = [];
    // A client that keeps no cookies: each resend is a new connection with nothing but the key in common.
    for (let i = 0; i < 10; i++) responses.push(await call(t.agent(), storeContract.endpoints.quote).set('Idempotency-Key', key).send(body));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(responses.slice(1).every((r) => r.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect(await quotes()).toBe(before + 1);
    const mails = (await t.mailer.listOutbox()).filter((m) => m.text.includes(responses[0]!.body.id));
    expect(mails).toHaveLength(2); // the admin and the seller, once each
  });

  it('twenty concurrent resends of one key store one request', async () => {
    const productId = await product();
    const key = randomUUID();
    const before = await quotes();
    const body = quoteBody([{ id: productId, quantity: 1 }]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(t.agent(), storeContract.endpoints.quote).set('Idempotency-Key', key).send(body)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(await quotes()).toBe(before + 1);
  });

  it("another guest's identical key is independent, and one key with another basket is 422", async () => {
    const productId = await product();
    const key = randomUUID();
    const before = await quotes();
    const phone = await call(t.agent(), storeContract.endpoints.quote).set('Idempotency-Key', key).set('User-Agent', 'Phone browser').send(quoteBody([{ id: productId, quantity: 1 }]));
    const laptop = await call(t.agent(), storeContract.endpoints.quote).set('Idempotency-Key', key).set('User-Agent', 'Laptop browser').send(quoteBody([{ id: productId, quantity: 5 }]));
    expect([phone.status, laptop.status]).toEqual([201, 201]);
    expect(laptop.body.id).not.toBe(phone.body.id);
    expect(laptop.headers['idempotent-replayed']).toBeUndefined();
    const reused = await call(t.agent(), storeContract.endpoints.quote).set('Idempotency-Key', key).set('User-Agent', 'Phone browser').send(quoteBody([{ id: productId, quantity: 9 }]));
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(await quotes()).toBe(before + 2);
    // The stored owner is a keyed hash, never the address.
    const rows = await t.orm.em.fork().find(IdempotencyKeySchema, { key });
    expect(rows.map((r) => [r.user, r.guestToken?.length])).toEqual([[null, 64], [null, 64]]);
  });
});
