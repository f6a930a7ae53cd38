import { storeProductListSchema, storeProductSchema } from '#shared/store/schemas.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { storeContract } from '#shared/store/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { signedIn } from '../../test/factories.ts';
import { pay } from '../payments/payments.test-support.ts';
import { postProduct } from './store.test-support.ts';

// A seller's contactPhone is a contact number behind paid access (issue 14 item 3): the one entitlement rule of
// payments decides (seller, admin, paid member yes; guest and unpaid member no), through the `store` contact source.

const PHONE = '+94779876543';

describe('seller contact privacy', () => {
  test('guest, member, paid member, seller and admin: only the last three see the number, on list and detail', async ({ app, member: seller, guest, admin }) => {
    const product = await postProduct(seller.agent, { contactPhone: PHONE, name: 'Privacy Rice' });
    const unpaid = await signedIn(app);
    const paid = await signedIn(app);
    await pay(paid.agent, 'monthly');

    const viewers = { guest, unpaid: unpaid.agent, paid: paid.agent, seller: seller.agent, admin: admin.agent };
    const entitled = { guest: false, unpaid: false, paid: true, seller: true, admin: true };
    for (const [who, agent] of Object.entries(viewers)) {
      const shown = entitled[who as keyof typeof entitled];
      const detail = await call(agent, storeContract.endpoints.detail, { params: { id: product.id } });
      expect(storeProductSchema.parse(detail.body), who).toMatchObject({ contactPhone: shown ? PHONE : null, contactHidden: !shown, contactName: 'Kopay Farm' });
      const list = await call(agent, storeContract.endpoints.list, { query: { limit: 100 } });
      const listed = storeProductListSchema.parse(list.body).items.find((p) => p.id === product.id)!;
      expect(listed.contactPhone, who).toBe(shown ? PHONE : null);
      if (!shown) {
        expect(detail.text, who).not.toContain(PHONE);
        expect(list.text, who).not.toContain(PHONE);
      }
    }
  });

  test('check-contact-access with serviceType "store" applies the same rule (the "View contact" action)', async ({ app, member: seller, guest }) => {
    const product = await postProduct(seller.agent, { contactPhone: PHONE });
    const unpaid = await signedIn(app);
    const paid = await signedIn(app);
    await pay(paid.agent, 'monthly');
    const check = (agent: typeof guest) => call(agent, paymentsContract.endpoints.checkContactAccess, { body: { serviceType: 'store', serviceId: product.id } });
    expect((await check(guest)).status).toBe(401);
    expect((await check(unpaid.agent)).body).toEqual({ hasAccess: false });
    expect((await check(paid.agent)).body).toEqual({ hasAccess: true, contactNumber: PHONE });
    expect((await check(seller.agent)).body).toEqual({ hasAccess: true, contactNumber: PHONE });
    expect((await call(paid.agent, paymentsContract.endpoints.checkContactAccess, { body: { serviceType: 'store', serviceId: crypto.randomUUID() } })).status).toBe(404);
  });
});
