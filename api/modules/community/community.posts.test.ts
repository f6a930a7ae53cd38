import type TestAgent from 'supertest/lib/agent.js';
import { randomUUID } from 'node:crypto';
import { V } from '#shared/messages.ts';
import { communityPostListSchema, communityPostSchema } from '#shared/community/schemas.ts';
import { communityPostBody } from '#shared/community/samples.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { communityContract } from '#shared/community/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { uploadPhoto } from '../store/store.test-support.ts';
import { StoredObjectSchema } from '../uploads/stored-object.entity.ts';
import { CommunityPostSchema } from './community.entity.ts';
import { postCommunity } from './community.test-support.ts';

// Community sharing posts (spec 000 §1 community sharing; issue 19 item 5): posting, rules, photos, list filters,
// search, given / closed, delete and the ownership policy.

/** The ids of the public list for `query` as `agent` sees it. */
const listIds = async (agent: TestAgent, query: Record<string, string> = {}) =>
  communityPostListSchema.parse((await call(agent, communityContract.endpoints.list, { query: { limit: 100, ...query } })).body).items.map((p) => p.id);

describe('posting', () => {
  test('a member posts an offer: 201 with Location, E.164 number for the poster, listed for everyone', async ({ app, member, guest }) => {
    const res = await call(member.agent, communityContract.endpoints.create, { body: communityPostBody() });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(endpointPath(communityContract.endpoints.detail, { params: { id: res.body.id } }));
    expect(communityPostSchema.parse(res.body)).toMatchObject({ kind: 'offer', category: 'items', city: 'Harrow', status: 'open', closedAt: null, isMine: true, contactPhone: '+447911123456', contactHidden: false });
    expect(await listIds(guest)).toContain(res.body.id);
    const row = await app.orm.em.fork().findOneOrFail(CommunityPostSchema, { id: res.body.id });
    expect(row.contactPhone).toBe('+447911123456');
  });

  test('a guest cannot post (401)', async ({ guest }) => {
    expect((await call(guest, communityContract.endpoints.create, { body: communityPostBody() })).status).toBe(401);
  });

  test('refuses bad input with a message on each field, and stores nothing', async ({ app, member }) => {
    const res = await call(member.agent, communityContract.endpoints.create, { body: communityPostBody({ kind: 'sell', category: 'cars', title: 'x', description: 'short', city: 'H', contactName: 'A', contactPhone: '0771234567' }) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toMatchObject({
      kind: [V.communityKindRequired], category: [V.storeCategoryRequired], title: [V.communityTitleTooShort], description: [V.storeDescriptionTooShort],
      city: [V.communityCityTooShort], contactName: [V.storeNameTooShort], contactPhone: [V.phoneNeedsCountryCode],
    });
    const long = await call(member.agent, communityContract.endpoints.create, { body: communityPostBody({ description: 'x'.repeat(2001) }) });
    expect(long.status).toBe(400);
    expect(long.body.fields.description).toEqual([V.textTooLong]);
    expect(await app.orm.em.fork().count(CommunityPostSchema, { owner: member.user.id })).toBe(0);
  });

  test('one Idempotency-Key makes one post, however often it is sent', async ({ app, member }) => {
    const key = randomUUID();
    const title = `Idempotent sofa ${key.slice(0, 8)}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => call(member.agent, communityContract.endpoints.create).set('Idempotency-Key', key).send(communityPostBody({ title }))));
    expect(results.map((r) => r.status).every((s) => s === 201 || s === 409)).toBe(true);
    expect(await app.orm.em.fork().count(CommunityPostSchema, { title })).toBe(1);
  });
});

describe('photos (uploads service)', () => {
  test('the poster attaches their own uploads: list and detail show the variants; the photo is public', async ({ member, guest }) => {
    const photo = await uploadPhoto(member.agent, 800, 600);
    const post = await postCommunity(member.agent, { images: [photo.objectPath] });
    expect(post.images).toEqual([photo.objectPath]);
    const detail = communityPostSchema.parse((await call(guest, communityContract.endpoints.detail, { params: { id: post.id } })).body);
    expect(detail.photos).toEqual([photo]);
    expect((await guest.get(photo.variants.w320.url)).status).toBe(200);
  });

  test("refuses someone else's upload (403), an unknown one (400) and more than 4 photos (400) — nothing stored", async ({ app, member, otherMember }) => {
    const theirs = await uploadPhoto(otherMember.agent);
    expect((await call(member.agent, communityContract.endpoints.create, { body: communityPostBody({ images: [theirs.objectPath] }) })).status).toBe(403);
    const stillFree = await app.orm.em.fork().findOneOrFail(StoredObjectSchema, { id: theirs.objectPath.split('/').pop()! });
    expect(stillFree.attachedAt ?? null).toBeNull();
    const unknown = await call(member.agent, communityContract.endpoints.create, { body: communityPostBody({ images: [`/objects/${randomUUID()}`] }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.images).toBeDefined();
    const five = await call(member.agent, communityContract.endpoints.create, { body: communityPostBody({ images: Array.from({ length: 5 }, () => `/objects/${randomUUID()}`) }) });
    expect(five.status).toBe(400);
    expect(five.body.fields.images).toEqual([V.communityImagesTooMany]);
  });
});

describe('list filters and search', () => {
  test('kind, category and city narrow the list; search finds Tamil, Latin-letter Tamil and English', async ({ member, guest }) => {
    const tag = randomUUID().slice(0, 6);
    const lift = await postCommunity(member.agent, { kind: 'offer', category: 'lifts', city: `Toronto${tag}`, title: 'Lift to the temple on Sunday' });
    const books = await postCommunity(member.agent, { kind: 'wanted', category: 'books', city: `Toronto${tag}`, title: 'புத்தகங்கள் தேவை', description: 'தமிழ் பாடப் புத்தகங்கள் தேவை, பழையவை போதும்.' });
    const elsewhere = await postCommunity(member.agent, { kind: 'wanted', category: 'books', city: 'Jaffna', title: 'School bag wanted' });
    expect(await listIds(guest, { city: `toronto${tag}` })).toEqual([books.id, lift.id]);
    expect(await listIds(guest, { city: `toronto${tag}`, kind: 'wanted' })).toEqual([books.id]);
    expect(await listIds(guest, { category: 'books' })).toEqual(expect.arrayContaining([books.id, elsewhere.id]));
    expect(await listIds(guest, { category: 'books' })).not.toContain(lift.id);
    expect(await listIds(guest, { search: 'புத்தகங்கள்' })).toContain(books.id);
    expect(await listIds(guest, { search: 'puththakangal' })).toContain(books.id);
    expect(await listIds(guest, { search: 'temple' })).toContain(lift.id);
    const searched = communityPostListSchema.parse((await call(guest, communityContract.endpoints.list, { query: { search: 'temple' } })).body);
    expect(searched.total).toBeNull();
  });

  test('keyset pages: every open post once, newest first', async ({ member, guest }) => {
    const city = `Page${randomUUID().slice(0, 6)}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await postCommunity(member.agent, { city, title: `Pages ${i}` })).id);
    const first = communityPostListSchema.parse((await call(guest, communityContract.endpoints.list, { query: { limit: 2, city } })).body);
    expect(first.total).toBe(5);
    const seen = [...first.items.map((p) => p.id)];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = communityPostListSchema.parse((await call(guest, communityContract.endpoints.list, { query: { limit: 2, city, cursor } })).body);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([...made].reverse());
  });

  test('bad filters are 400, never 500', async ({ guest }) => {
    for (const q of ['kind=sell', 'category=cars', 'limit=0', 'cursor=%%%']) {
      const res = await call(guest, communityContract.endpoints.list).query(q); // raw query text: `cursor=%%%` is malformed on purpose
      expect(res.status, q).toBe(400);
      expect(res.body.code, q).toBe('validation_failed');
    }
  });
});

describe('given / closed, delete and ownership', () => {
  test('the poster marks a post given: it leaves the public list and detail, stays in their own list; reopening lists it again', async ({ member, otherMember, guest, admin }) => {
    const post = await postCommunity(member.agent);
    const res = await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'given' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'given', closedAt: expect.any(String) });
    expect(await listIds(guest)).not.toContain(post.id);
    expect(await listIds(guest, { search: 'bicycle' })).not.toContain(post.id);
    expect((await call(guest, communityContract.endpoints.detail, { params: { id: post.id } })).status).toBe(404);
    expect((await call(otherMember.agent, communityContract.endpoints.detail, { params: { id: post.id } })).status).toBe(404);
    expect((await call(member.agent, communityContract.endpoints.detail, { params: { id: post.id } })).body.status).toBe('given');
    expect((await call(admin.agent, communityContract.endpoints.detail, { params: { id: post.id } })).status).toBe(200);
    const mine = communityPostListSchema.parse((await call(member.agent, communityContract.endpoints.mine)).body);
    expect(mine.items.map((p) => [p.id, p.status])).toEqual([[post.id, 'given']]);
    expect((await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'open' } })).body).toMatchObject({ status: 'open', closedAt: null });
    expect(await listIds(guest)).toContain(post.id);
  });

  test("someone else's post cannot be marked or deleted (404, unchanged); the admin may close and delete", async ({ app, member, otherMember, admin }) => {
    const post = await postCommunity(member.agent);
    expect((await call(otherMember.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'closed' } })).status).toBe(404);
    expect((await call(otherMember.agent, communityContract.endpoints.remove, { params: { id: post.id } })).status).toBe(404);
    expect((await app.orm.em.fork().findOneOrFail(CommunityPostSchema, { id: post.id })).status).toBe('open');
    expect((await call(admin.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'closed' } })).body.status).toBe('closed');
    expect((await call(admin.agent, communityContract.endpoints.remove, { params: { id: post.id } })).status).toBe(200);
    expect(await app.orm.em.fork().count(CommunityPostSchema, { id: post.id })).toBe(0);
  });

  test('the poster deletes a post and its photos stop being served', async ({ app, member, guest }) => {
    const photo = await uploadPhoto(member.agent);
    const post = await postCommunity(member.agent, { images: [photo.objectPath] });
    expect((await call(member.agent, communityContract.endpoints.remove, { params: { id: post.id } })).body).toEqual({ message: 'Post deleted' });
    expect((await call(guest, communityContract.endpoints.detail, { params: { id: post.id } })).status).toBe(404);
    expect((await app.orm.em.fork().findOneOrFail(StoredObjectSchema, { id: photo.objectPath.split('/').pop()! })).status).toBe('deleted');
    expect((await guest.get(photo.variants.w320.url)).status).toBe(404);
  });

  test('a bad status is 400 with the message on `status`', async ({ member }) => {
    const post = await postCommunity(member.agent);
    const res = await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'sold' } });
    expect(res.status).toBe(400);
    expect(res.body.fields.status).toEqual([V.communityStatusInvalid]);
    const missing = await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.status).toEqual([V.communityStatusInvalid]);
  });
});
