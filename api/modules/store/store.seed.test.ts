import { storeProductListSchema } from '#shared/store/schemas.ts';
import { storeContract } from '#shared/store/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { createMember } from '../../test/factories.ts';
import { StoreProductSchema } from './store.entity.ts';
import { seedStore } from './store.seed.ts';

describe('store demo data (issue 14 item 7)', () => {
  test('12+ Tamil goods in both languages with generated photos in the object storage; seeding again adds nothing', async ({ app, guest }) => {
    const demo = await createMember(app);
    const admin = await createMember(app, {}, 'admin');
    const seed = async () => {
      const em = app.orm.em.fork();
      await seedStore({ em, now: new Date(), accounts: { admin: admin.user, demo: demo.user }, config: app.config });
    };
    await seed();
    await seed();
    expect(await app.orm.em.fork().count(StoreProductSchema, { owner: demo.user.id })).toBe(16);
    const list = storeProductListSchema.parse((await call(guest, storeContract.endpoints.list, { query: { limit: 100 } })).body);
    expect(list.items.length).toBeGreaterThanOrEqual(12);
    expect(list.items.map((p) => p.tamilName)).toEqual(expect.arrayContaining(['சம்பா அரிசி', 'தக்காளி', 'மிளகாய்த் தூள்']));
    for (const product of list.items) expect(product.photos).toHaveLength(1);
    const thumb = await guest.get(list.items[0]!.photos[0]!.variants.w320.url);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const found = await call(guest, storeContract.endpoints.list, { query: { search: 'thakkali' } });
    expect(found.body.items.map((p: { name: string }) => p.name)).toContain('Tomato');
  });
});
