import { communityPostListSchema, communityPostSchema } from '#shared/community/schemas.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { communityContract } from '#shared/community/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { signedIn } from '../../test/factories.ts';
import { pay } from '../payments/payments.test-support.ts';
import { postCommunity } from './community.test-support.ts';

// A poster's number is behind paid contact access (spec 000 §1 "community"; issue 19 item 5): payments' one
// entitlement rule decides (poster, admin, paid member yes; guest and unpaid member no) through the `community`
// contact source. The number must never reach anyone else — not in the list, the detail, a search or the POST.

const PHONE = '+447912345678';

describe('poster contact privacy', () => {
  test('guest, unpaid member, paid member, poster and admin: only the last three see the number, anywhere', async ({ app, member: poster, guest, admin }) => {
    const post = await postCommunity(poster.agent, { contactPhone: PHONE, title: 'Privacy pram free', city: 'Leicester' });
    const unpaid = await signedIn(app);
    const paid = await signedIn(app);
    await pay(paid.agent, 'monthly');

    const viewers = { guest, unpaid: unpaid.agent, paid: paid.agent, poster: poster.agent, admin: admin.agent };
    const entitled = { guest: false, unpaid: false, paid: true, poster: true, admin: true };
    for (const [who, agent] of Object.entries(viewers)) {
      const shown = entitled[who as keyof typeof entitled];
      const detail = await call(agent, communityContract.endpoints.detail, { params: { id: post.id } });
      expect(communityPostSchema.parse(detail.body), who).toMatchObject({ contactPhone: shown ? PHONE : null, contactHidden: !shown, contactName: 'Selvi Raj' });
      for (const path of [endpointPath(communityContract.endpoints.list, { query: { limit: 100 } }), endpointPath(communityContract.endpoints.list, { query: { search: 'pram' } }), endpointPath(communityContract.endpoints.list, { query: { city: 'leicester' } })]) {
        const list = await agent.get(path);
        const listed = communityPostListSchema.parse(list.body).items.find((p) => p.id === post.id)!;
        expect(listed.contactPhone, `${who} ${path}`).toBe(shown ? PHONE : null);
        if (!shown) expect(list.text, `${who} ${path}`).not.toContain(PHONE);
      }
      if (!shown) expect(detail.text, who).not.toContain(PHONE);
    }
  });

  test('check-contact-access with serviceType "community": the same rule; a given post\'s number is no longer sold', async ({ app, member: poster, guest }) => {
    const post = await postCommunity(poster.agent, { contactPhone: PHONE });
    const unpaid = await signedIn(app);
    const paid = await signedIn(app);
    await pay(paid.agent, 'monthly');
    const check = (agent: typeof guest, id = post.id) => call(agent, paymentsContract.endpoints.checkContactAccess, { body: { serviceType: 'community', serviceId: id } });
    expect((await check(guest)).status).toBe(401);
    const refused = await check(unpaid.agent);
    expect(refused.body).toEqual({ hasAccess: false });
    expect(refused.text).not.toContain(PHONE);
    expect((await check(paid.agent)).body).toEqual({ hasAccess: true, contactNumber: PHONE });
    expect((await check(poster.agent)).body).toEqual({ hasAccess: true, contactNumber: PHONE });
    expect((await check(paid.agent, crypto.randomUUID())).status).toBe(404);

    await call(poster.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'given' } });
    const afterGiven = await check(paid.agent);
    expect(afterGiven.status).toBe(404);
    expect(afterGiven.text).not.toContain(PHONE);
  });
});
