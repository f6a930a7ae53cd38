import { randomUUID } from 'node:crypto';
import { V } from '#shared/messages.ts';
import { storeProductListSchema, storeProductSchema } from '#shared/store/schemas.ts';
import { productBody } from '#shared/store/samples.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { storeContract } from '#shared/store/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { StoredObjectSchema } from '../uploads/stored-object.entity.ts';
import { StoreProductSchema } from './store.entity.ts';
import { postProduct, uploadPhoto } from './store.test-support.ts';

// Tamil store products (spec 001 §3, §5, §7; issue 14 items 1, 2, 6 and "Bad input and abuse").

describe('adding a product', () => {
  test('a member adds a product: the price in, exact minor units stored and shown in a Sri Lankan seller’s LKR; weight as a decimal', async ({ app, member }) => {
    const res = await call(member.agent, storeContract.endpoints.create, { body: productBody({ price: 99.99, weight: '1.250' }) });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(endpointPath(storeContract.endpoints.detail, { params: { id: res.body.id } }));
    expect(res.body).toMatchObject({ pricePaise: 9999, price: '99.99', currency: 'LKR', weight: '1.25', unit: 'kg', isMine: true, contactPhone: '+94771234567', contactHidden: false });
    const row = await app.orm.em.fork().findOneOrFail(StoreProductSchema, { id: res.body.id });
    expect(row.pricePaise).toBe(9999);
    expect(Number(row.weight)).toBe(1.25);
  });

  test('prices are in the seller’s currency: GBP from the United Kingdom, INR from India and, the spec’s default, from elsewhere (decision 170)', async ({ app }) => {
    for (const [country, currency] of [['United Kingdom', 'GBP'], ['India', 'INR'], ['Canada', 'INR']] as const) {
      const seller = await signedIn(app, 'member', { country });
      const product = await postProduct(seller.agent, { price: '12.50' });
      expect([country, product.currency, product.pricePaise]).toEqual([country, currency, 1250]);
    }
  });

  test('a guest cannot add a product (401)', async ({ guest }) => {
    expect((await call(guest, storeContract.endpoints.create, { body: productBody() })).status).toBe(401);
  });

  test.for([
    ['zero', '0'], ['negative', -5], ['three decimals', '10.999'], ['float noise', 0.1 + 0.2], ['text', 'forty'], ['over ₹10,00,000', '1000000.01'], ['missing', undefined],
  ] as const)('refuses a price that is %s (400 with the message on `price`)', async ([, price], { member }) => {
    const res = await call(member.agent, storeContract.endpoints.create, { body: productBody({ price }) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields.price).toEqual([V.storePriceInvalid]);
  });

  test('applies the §5 add-product rules on the server, each with its own message', async ({ member }) => {
    const res = await call(member.agent, storeContract.endpoints.create, { body: productBody({ name: 'x', description: 'short', category: 'toys', weight: 0, unit: 'crate', contactName: 'A', contactPhone: '123', location: 'J' }) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: [V.storeNameTooShort], description: [V.storeDescriptionTooShort], category: [V.storeCategoryRequired], weight: [V.storeWeightInvalid],
      unit: [V.storeUnitRequired], contactName: [V.storeNameTooShort], contactPhone: [V.phoneInvalid], location: [V.storeLocationTooShort],
    });
  });

  test('keeps markup as text (never HTML)', async ({ member, guest }) => {
    const product = await postProduct(member.agent, { name: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)> good rice' });
    const res = await call(guest, storeContract.endpoints.detail, { params: { id: product.id } });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.name).toBe('<script>alert(1)</script>');
  });
});

describe('photos (uploads service)', () => {
  test('upload → product with images → list and detail show thumbnail and large variants with their sizes', async ({ member, guest }) => {
    const [a, b] = [await uploadPhoto(member.agent, 1200, 900), await uploadPhoto(member.agent, 600, 800)];
    const product = await postProduct(member.agent, { images: JSON.stringify([a.objectPath, b.objectPath]) });
    expect(product.images).toEqual([a.objectPath, b.objectPath]);
    const list = storeProductListSchema.parse((await call(guest, storeContract.endpoints.list)).body);
    const listed = list.items.find((p) => p.id === product.id)!;
    expect(listed.photos).toEqual([a, b]);
    expect(listed.photos[0]!.variants.w320).toMatchObject({ url: `${a.objectPath}/320.webp`, width: 320, height: 240 });
    expect(listed.photos[0]!.variants.w960).toMatchObject({ url: `${a.objectPath}/960.webp`, width: 960, height: 720 });
    // Attached publicly: anyone may load the thumbnail now.
    const thumb = await guest.get(listed.photos[1]!.variants.w320.url);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  test("refuses someone else's upload (403), an unknown upload (400) and more than 6 photos (400)", async ({ member, otherMember }) => {
    const theirs = await uploadPhoto(otherMember.agent);
    expect((await call(member.agent, storeContract.endpoints.create, { body: productBody({ images: [theirs.objectPath] }) })).status).toBe(403);
    const unknown = await call(member.agent, storeContract.endpoints.create, { body: productBody({ images: [`/objects/${randomUUID()}`] }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.images).toBeDefined();
    const seven = Array.from({ length: 7 }, () => `/objects/${randomUUID()}`);
    const tooMany = await call(member.agent, storeContract.endpoints.create, { body: productBody({ images: seven }) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.images).toEqual([V.storeImagesTooMany]);
    expect((await call(member.agent, storeContract.endpoints.create, { body: productBody({ images: ['../../etc/passwd'] }) })).body.fields['images.0']).toEqual([V.storeImageInvalid]);
  });

  test('deleting a product marks its photos deleted; an edit replaces the list and deletes dropped photos', async ({ app, member }) => {
    const [a, b, c] = [await uploadPhoto(member.agent), await uploadPhoto(member.agent), await uploadPhoto(member.agent)];
    const product = await postProduct(member.agent, { images: [a.objectPath, b.objectPath] });
    const edited = await call(member.agent, storeContract.endpoints.update, { params: { id: product.id }, body: { images: [c.objectPath, a.objectPath] } });
    expect(edited.status).toBe(200);
    expect(edited.body.images).toEqual([c.objectPath, a.objectPath]);
    const status = async (path: string) => (await app.orm.em.fork().findOneOrFail(StoredObjectSchema, { id: path.split('/').at(-1)! })).status;
    expect(await status(b.objectPath)).toBe('deleted');
    expect((await call(member.agent, storeContract.endpoints.remove, { params: { id: product.id } })).status).toBe(200);
    expect([await status(a.objectPath), await status(c.objectPath)]).toEqual(['deleted', 'deleted']);
  });
});

describe('listing, search and detail', () => {
  test('newest first in keyset pages, filtered by category (`all` = every category)', async ({ member, guest }) => {
    const grains = [];
    for (let i = 0; i < 3; i++) grains.push(await postProduct(member.agent, { name: `Grain ${i}`, category: 'grains' }));
    const first = await call(guest, storeContract.endpoints.list, { query: { category: 'grains', limit: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.items.map((p: { id: string }) => p.id)).toEqual([grains[2]!.id, grains[1]!.id]);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    const second = await call(guest, storeContract.endpoints.list, { query: { category: 'grains', limit: 2, cursor: first.body.nextCursor } });
    expect(second.body.items[0].id).toBe(grains[0]!.id);
    const all = await call(guest, storeContract.endpoints.list, { query: { category: 'all', limit: 100 } });
    expect(all.body.items.some((p: { category: string }) => p.category !== 'grains')).toBe(true);
    expect((await call(guest, storeContract.endpoints.list, { query: { category: 'toys' } })).status).toBe(400);
    expect((await call(guest, storeContract.endpoints.list, { query: { cursor: 'garbage' } })).status).toBe(400);
  });

  test('"thakkali" finds தக்காளி; English and Tamil words find it too', async ({ member, guest }) => {
    const tomato = await postProduct(member.agent, { name: 'Tomato', tamilName: 'தக்காளி', description: 'Red and ripe, from the farm.' });
    await postProduct(member.agent, { name: 'Brinjal', tamilName: 'கத்தரிக்காய்', description: 'Purple and fresh, from the farm.' });
    for (const search of ['thakkali', 'takkali', 'தக்காளி', 'tomato']) {
      const res = await call(guest, storeContract.endpoints.list, { query: { search } });
      expect(res.status).toBe(200);
      expect(res.body.total).toBeNull();
      expect(res.body.items.map((p: { id: string }) => p.id)).toContain(tomato.id);
      expect(res.body.items.map((p: { name: string }) => p.name)).not.toContain('Brinjal');
    }
  });

  test('one product by id; an unknown id is 404', async ({ member, guest }) => {
    const product = await postProduct(member.agent);
    const res = await call(guest, storeContract.endpoints.detail, { params: { id: product.id } });
    expect(res.status).toBe(200);
    expect(storeProductSchema.parse(res.body)).toMatchObject({ id: product.id, isMine: false });
    expect((await call(guest, storeContract.endpoints.detail, { params: { id: randomUUID() } })).status).toBe(404);
  });
});

describe('editing and deleting (owner or admin; someone else gets 404)', () => {
  test('the seller edits fields (price in rupees again); another member gets 404; the admin may edit and delete', async ({ member, otherMember, admin }) => {
    const product = await postProduct(member.agent);
    const edit = await call(member.agent, storeContract.endpoints.update, { params: { id: product.id }, body: { price: '12', tamilName: '' } });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ pricePaise: 1200, price: '12.00', tamilName: null, name: product.name });
    expect((await call(otherMember.agent, storeContract.endpoints.update, { params: { id: product.id }, body: { price: '1' } })).status).toBe(404);
    expect((await call(otherMember.agent, storeContract.endpoints.remove, { params: { id: product.id } })).status).toBe(404);
    const byAdmin = await call(admin.agent, storeContract.endpoints.update, { params: { id: product.id }, body: { name: 'Tomatoes (checked)' } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.name).toBe('Tomatoes (checked)');
    expect((await call(admin.agent, storeContract.endpoints.remove, { params: { id: product.id } })).status).toBe(200);
    expect((await call(member.agent, storeContract.endpoints.detail, { params: { id: product.id } })).status).toBe(404);
  });
});
