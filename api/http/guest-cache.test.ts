import { test, expect, describe } from '../test/fixtures.ts';
import { insertTaxiRequests, taxiBody } from '../test/factories.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../test/call.ts';

/**
 * The guests' first page of a public list (issue 10 item 4; docs/decisions/068-guest-first-page-cache.md), on
 * the taxi list: ETag and 304, one shared copy for every guest for up to 5 s, dropped after a post; members'
 * answers never shared.
 */
describe('guest first-page cache: GET /api/taxi-services', () => {
  test('a guest gets an ETag and a 304 for a repeated request with If-None-Match', async ({ app, member, guest }) => {
    await insertTaxiRequests(app, member.user, 3);
    const first = await call(guest, taxiContract.endpoints.list);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    expect(first.body.items.length).toBeGreaterThanOrEqual(3);
    expect(first.body.items.every((i: { contactNumber?: string }) => i.contactNumber === undefined)).toBe(true);

    const again = await call(guest, taxiContract.endpoints.list).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await call(guest, taxiContract.endpoints.list).set('If-None-Match', 'W/"something-else"');
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  test('is shared by guests without asking the database again, and dropped after a post', async ({ app, member, guest }) => {
    const before = await call(guest, taxiContract.endpoints.list);
    // A change made outside the ORM is not seen within the 5 s: the guests' page came from the shared copy.
    await app.orm.em.fork().getConnection().execute(`update taxi_requests set from_location = 'Changed outside' where is_active`);
    const cached = await call(app.agent(), taxiContract.endpoints.list);
    expect(cached.headers.etag).toBe(before.headers.etag);
    expect(cached.body).toEqual(before.body);

    const posted = await call(member.agent, taxiContract.endpoints.create).set('Idempotency-Key', crypto.randomUUID()).send(taxiBody({ fromLocation: 'Jaffna bus stand' }));
    expect(posted.status).toBe(201);
    const after = await call(guest, taxiContract.endpoints.list).set('If-None-Match', before.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.items[0]).toMatchObject({ id: posted.body.id, fromLocation: 'Jaffna bus stand' });
    expect(after.body.items.some((i: { fromLocation: string }) => i.fromLocation === 'Changed outside')).toBe(true);
    expect(after.body.total).toBe(before.body.total + 1);
  });

  test("members' answers are never shared: no ETag, private, and their own contact numbers", async ({ app, member, guest }) => {
    await insertTaxiRequests(app, member.user, 1, () => ({ fromLocation: 'Mine' }));
    await call(guest, taxiContract.endpoints.list);
    const mine = await call(member.agent, taxiContract.endpoints.list);
    expect(mine.status).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.vary).toMatch(/Cookie/);
    expect(mine.body.items.find((i: { fromLocation: string }) => i.fromLocation === 'Mine')?.contactNumber).toBe('+94771234567');
  });

  test('later pages (with a cursor) are not cached: no ETag', async ({ app, member, guest }) => {
    await insertTaxiRequests(app, member.user, 3);
    const first = await call(guest, taxiContract.endpoints.list, { query: { limit: 1 } });
    expect(first.body.nextCursor).toBeTruthy();
    const next = await call(guest, taxiContract.endpoints.list, { query: { limit: 1, cursor: first.body.nextCursor as string } });
    expect(next.status).toBe(200);
    expect(next.headers.etag).toBeUndefined();
  });

  test('sends the brotli copy to a browser that accepts it, with the same ETag', async ({ app, member, guest }) => {
    await insertTaxiRequests(app, member.user, 20);
    const plain = await call(guest, taxiContract.endpoints.list);
    const br = await call(guest, taxiContract.endpoints.list).set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.body).toEqual(plain.body);
  });
});
