import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { V } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { taxiListSchema, taxiRequestSchema, type TaxiList } from '#shared/taxi/schemas.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, insertTaxiRequests, loginAgent } from '../../test/factories.ts';
import type { User } from '../users/user.entity.ts';
import type { TaxiRequest } from './taxi-request.entity.ts';

let t: TestApp;
let owner: User;
let ownerAgent: TestAgent;
let otherAgent: TestAgent;
let visible: TaxiRequest[];
let hidden: TaxiRequest[];
/** The visible rows in the order the API must list them: createdAt desc, then id desc. */
let expectedOrder: string[];

const BASE = Date.UTC(2026, 10, 1, 12, 0, 0);

beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t);
  const b = await createMember(t);
  owner = a.user;
  ownerAgent = await loginAgent(t, a.user.email, a.password);
  otherAgent = await loginAgent(t, b.user.email, b.password);
  // 25 listed rows; pairs share a creation time so the id tie-break is exercised across page boundaries.
  visible = await insertTaxiRequests(t, owner, 25, (i) => ({
    fromLocation: `Visible ${i}`,
    createdAt: new Date(BASE - Math.floor(i / 2) * 1000),
  }));
  // Newer than everything listed, so they would come first if the filter were missing.
  hidden = await insertTaxiRequests(t, owner, 2, (i) => ({
    fromLocation: `Hidden ${i}`,
    createdAt: new Date(BASE + 60_000),
    ...(i === 0 ? { isActive: false } : { isApproved: false }),
  }));
  expectedOrder = [...visible]
    .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0))
    .map((r) => r.id);
});
afterAll(() => t.close());

async function getPage(agent: TestAgent, query: Record<string, string | number>): Promise<TaxiList> {
  const res = await call(agent, taxiContract.endpoints.list).query(query);
  expect(res.status, res.text).toBe(200);
  return taxiListSchema.parse(res.body);
}

/** Walks every page with `limit`, returning the page sizes and all ids in order. */
async function walk(agent: TestAgent, limit: number): Promise<{ sizes: number[]; ids: string[] }> {
  const sizes: number[] = [];
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    const page = await getPage(agent, cursor ? { limit, cursor } : { limit });
    expect(page.total).toBe(25);
    sizes.push(page.items.length);
    ids.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return { sizes, ids };
}

async function expectValidationError(path: string, field: string, message?: string) {
  const res = await t.agent().get(path);
  expect(res.status, res.text).toBe(400);
  const body = apiErrorSchema.parse(res.body);
  expect(body.code).toBe('validation_failed');
  expect(body.fields?.[field], JSON.stringify(body.fields)).toBeDefined();
  if (message) expect(body.fields?.[field]).toContain(message);
}

describe('GET /api/taxi-services', () => {
  it('lets a guest read the first page: 20 by default, newest first, with the total and a next cursor', async () => {
    const page = await getPage(t.agent(), {});
    expect(page.items).toHaveLength(20);
    expect(page.total).toBe(25);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page.items.map((i) => i.id)).toEqual(expectedOrder.slice(0, 20));
    // Visible 0 and 1 share the newest creation time: the larger id comes first.
    const newest = visible.find((r) => r.id === expectedOrder[0]) as TaxiRequest;
    expect(['Visible 0', 'Visible 1']).toContain(newest.fromLocation);
    expect(page.items[0]).toMatchObject({ fromLocation: newest.fromLocation, fromCountry: 'Sri Lanka', passengerCount: 2, luggageWeight: 10, travelTime: 'flexible', additionalNotes: null, isMine: false });
    expect(page.items[0]?.travelDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.items[0]?.createdAt).toBe(new Date(BASE).toISOString());
  });

  it('pages through 25 rows with limit 10 as 10, 10, 5 — no duplicates, no gaps, null cursor at the end', async () => {
    const { sizes, ids } = await walk(t.agent(), 10);
    expect(sizes).toEqual([10, 10, 5]);
    expect(new Set(ids).size).toBe(25);
    expect(ids).toEqual(expectedOrder);
  });

  it('keeps the order stable across ties in creation time with odd page sizes', async () => {
    for (const limit of [1, 3, 7, 24, 25, 100]) {
      const { sizes, ids } = await walk(t.agent(), limit);
      expect(ids, `limit ${limit}`).toEqual(expectedOrder);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(25);
      expect(sizes.at(-1)).toBeGreaterThan(0);
    }
  });

  it('never lists inactive or unapproved requests, and their detail is 404', async () => {
    const { ids } = await walk(t.agent(), 100);
    for (const row of hidden) {
      expect(ids).not.toContain(row.id);
      const res = await call(t.agent(), taxiContract.endpoints.detail, { params: { id: row.id } });
      expect(res.status).toBe(404);
      expect(apiErrorSchema.parse(res.body).code).toBe('not_found');
    }
  });

  it('marks the viewer’s own requests with isMine', async () => {
    const asOwner = await getPage(ownerAgent, { limit: 5 });
    expect(asOwner.items.every((i) => i.isMine)).toBe(true);
    const asOther = await getPage(otherAgent, { limit: 5 });
    expect(asOther.items.some((i) => i.isMine)).toBe(false);
  });

  it('refuses a page size over 100, under 1 or not a number with 400 and fields.limit', async () => {
    await expectValidationError(endpointPath(taxiContract.endpoints.list, { query: { limit: 101 } }), 'limit', V.limitInvalid);
    await expectValidationError(endpointPath(taxiContract.endpoints.list, { query: { limit: 0 } }), 'limit', V.limitInvalid);
    await expectValidationError(endpointPath(taxiContract.endpoints.list, { query: { limit: -5 } }), 'limit', V.limitInvalid);
    await expectValidationError(endpointPath(taxiContract.endpoints.list, { query: { limit: '2.5' } }), 'limit', V.limitInvalid);
    await expectValidationError(endpointPath(taxiContract.endpoints.list, { query: { limit: 'ten' } }), 'limit', V.limitInvalid);
    await expectValidationError(`${endpointPath(taxiContract.endpoints.list)}?limit=5&limit=6`, 'limit'); // a repeated key: a query object cannot hold it
  });

  it('refuses a malformed or tampered cursor with 400 and fields.cursor (never a 500)', async () => {
    const enc = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
    const good = (await getPage(t.agent(), { limit: 2 })).nextCursor as string;
    const bad = [
      'not a cursor!',
      'abc',
      enc('garbage'),
      enc({ createdAt: '2026-01-01T00:00:00.000Z', id: randomUUID() }),
      enc(['2026-01-01T00:00:00.000Z', 'not-a-uuid']),
      enc(['yesterday', randomUUID()]),
      enc(['2026-02-30T00:00:00.000Z', randomUUID()]),
      enc(['0000-01-01T00:00:00.000Z', randomUUID()]),
      enc(['2026-01-01T00:00:00.000+05:30', randomUUID()]),
      enc(['2026-01-01T00:00:00.000Z', randomUUID(), 'extra']),
      good.slice(0, -3),
      `${good}x`,
      'A'.repeat(201),
    ];
    for (const cursor of bad) {
      await expectValidationError(endpointPath(taxiContract.endpoints.list, { query: { cursor } }), 'cursor');
    }
    await expectValidationError(`${endpointPath(taxiContract.endpoints.list)}?cursor=${good}&cursor=${good}`, 'cursor'); // a repeated key: a query object cannot hold it
  });

  it('accepts a well-formed cursor for a position where nothing is left, answering an empty last page', async () => {
    const cursor = Buffer.from(JSON.stringify(['2000-01-01T00:00:00.000Z', randomUUID()])).toString('base64url');
    const page = await getPage(t.agent(), { cursor });
    expect(page).toEqual({ items: [], nextCursor: null, total: 25 });
  });
});

describe('GET /api/taxi-services/:id', () => {
  it('shows a published request to a guest', async () => {
    const row = visible[3] as TaxiRequest;
    const res = await call(t.agent(), taxiContract.endpoints.detail, { params: { id: row.id } });
    expect(res.status).toBe(200);
    const body = z.strictObject(taxiRequestSchema.shape).parse(res.body);
    expect(body).toMatchObject({ id: row.id, fromLocation: 'Visible 3', isMine: false });
  });

  it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
    const missing = await call(t.agent(), taxiContract.endpoints.detail, { params: { id: randomUUID() } });
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.body).code).toBe('not_found');
    await expectValidationError(endpointPath(taxiContract.endpoints.detail, { params: { id: 'not-a-uuid' } }), 'id');
  });
});
