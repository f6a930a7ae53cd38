import { randomUUID } from 'node:crypto';
import { V } from '#shared/messages.ts';
import { quoteBody } from '#shared/store/samples.ts';
import { storeContract } from '#shared/store/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedIn } from '../../test/factories.ts';
import { StoreQuoteRequestSchema } from './store.entity.ts';
import { postProduct } from './store.test-support.ts';

// Quote requests (spec 001 §3, §4, §5 Quote form, §7; issue 14 item 1 and "Bad input and abuse").

describe('sending a quote request', () => {
  test('a guest sends one: lines re-read from the products, stored, mailed to the admin and to each seller with the buyer\'s contact', async ({ app, member, otherMember, guest }) => {
    const rice = await postProduct(member.agent, { name: 'Quote Rice', tamilName: 'அரிசி', price: '340' });
    const chilli = await postProduct(otherMember.agent, { name: 'Quote Chilli Powder', tamilName: 'மிளகாய்த் தூள்', price: '85.50' });
    const res = await call(guest, storeContract.endpoints.quote, { body: quoteBody([{ id: rice.id, quantity: 2, name: 'FAKE NAME' } as never, { id: chilli.id, quantity: 99 }], { additionalNotes: '<b>ring after 6</b>' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ itemCount: 2, replyWithinHours: 24 });
    const stored = await app.orm.em.fork().findOneOrFail(StoreQuoteRequestSchema, { id: res.body.id });
    expect(stored.requester).toBeNull();
    expect(stored.items.map((l) => [l.name, l.quantity, l.pricePaise])).toEqual([['Quote Rice', 2, 34000], ['Quote Chilli Powder', 99, 8550]]);

    const mails = (await app.mailer.listOutbox()).filter((m) => m.text.includes(res.body.id));
    expect(mails.map((m) => m.to).sort()).toEqual([app.config.adminEmail, member.user.email, otherMember.user.email].sort());
    const toAdmin = mails.find((m) => m.to === app.config.adminEmail)!;
    expect(toAdmin.text).toContain('meena@example.com');
    expect(toAdmin.text).toMatch(/2 × அரிசி \(Quote Rice\), 1 kg, Rs\.\s340\.00/); // a Sri Lankan seller's rupees, Intl's spacing (decision 170)
    expect(toAdmin.text).toContain('99 × Quote Chilli Powder (மிளகாய்த் தூள்)');
    expect(toAdmin.html).toContain('&lt;b&gt;ring after 6&lt;/b&gt;');
    const toRiceSeller = mails.find((m) => m.to === member.user.email)!;
    expect(toRiceSeller.text).toContain('Meena Kumar');
    expect(toRiceSeller.text).not.toContain('Quote Chilli Powder');
  });

  test('a member\'s request records the member; items may come as the spec\'s JSON text', async ({ app, member }) => {
    const product = await postProduct(member.agent);
    const res = await call(member.agent, storeContract.endpoints.quote, { body: quoteBody(JSON.stringify([{ id: product.id, quantity: 1 }]) as never, { contactMethod: 'phone', contactValue: '0771234567' }) });
    expect(res.status).toBe(201);
    const stored = await app.orm.em.fork().findOneOrFail(StoreQuoteRequestSchema, { id: res.body.id }, { populate: ['requester'] });
    expect(stored.requester?.id).toBe(member.user.id);
  });

  test.for([
    ['an empty basket', () => [], 'items', V.quoteBasketEmpty],
    ['an unknown product', () => [{ id: randomUUID(), quantity: 1 }], 'items', V.quoteItemUnavailable],
    ['quantity 0', (id: string) => [{ id, quantity: 0 }], 'items.0.quantity', V.quoteQuantityInvalid],
    ['quantity 100', (id: string) => [{ id, quantity: 100 }], 'items.0.quantity', V.quoteQuantityInvalid],
    ['500 items', () => Array.from({ length: 500 }, () => ({ id: randomUUID(), quantity: 1 })), 'items', V.quoteTooManyItems],
    ['51 items', () => Array.from({ length: 51 }, () => ({ id: randomUUID(), quantity: 1 })), 'items', V.quoteTooManyItems],
    ['the same product twice', (id: string) => [{ id, quantity: 1 }, { id, quantity: 2 }], 'items', V.quoteItemDuplicate],
  ] as const)('refuses %s (400, fields.%s)', async ([, items, field, message], { member, guest }) => {
    const product = await postProduct(member.agent);
    const res = await call(guest, storeContract.endpoints.quote, { body: quoteBody(items(product.id) as never) });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual([message]);
  });

  test('applies the §5 quote form rules (name ≥ 2, method email|phone, contact ≥ 5, a valid e-mail for email)', async ({ member, guest }) => {
    const product = await postProduct(member.agent);
    const items = [{ id: product.id, quantity: 1 }];
    const res = await call(guest, storeContract.endpoints.quote, { body: quoteBody(items, { contactName: 'M', contactMethod: 'fax', contactValue: '123' }) });
    expect(res.body.fields).toMatchObject({ contactName: [V.storeNameTooShort], contactMethod: [V.quoteContactMethodInvalid], contactValue: [V.quoteContactRequired] });
    const email = await call(guest, storeContract.endpoints.quote, { body: quoteBody(items, { contactValue: 'not-an-address' }) });
    expect(email.body.fields.contactValue).toEqual([V.emailInvalid]);
  });

  test('delivered once: a resend with the same client id (guest) or Idempotency-Key (member) stores and mails nothing again', async ({ app, member, guest }) => {
    const product = await postProduct(member.agent, { name: 'Once Only Jaggery' });
    const id = randomUUID();
    const body = quoteBody([{ id: product.id, quantity: 3 }], { id });
    const first = await call(guest, storeContract.endpoints.quote).set('Idempotency-Key', randomUUID()).send(body);
    const again = await call(guest, storeContract.endpoints.quote, { body });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const key = randomUUID();
    const buyer = await signedIn(app);
    const memberBody = quoteBody([{ id: product.id, quantity: 1 }]);
    const m1 = await call(buyer.agent, storeContract.endpoints.quote).set('Idempotency-Key', key).send(memberBody);
    const m2 = await call(buyer.agent, storeContract.endpoints.quote).set('Idempotency-Key', key).send(memberBody);
    expect(m2.headers['idempotent-replayed']).toBe('true');
    expect(m2.body).toEqual(m1.body);
    const em = app.orm.em.fork();
    expect(await em.count(StoreQuoteRequestSchema, { id: { $in: [first.body.id, m1.body.id] } })).toBe(2);
    const mails = (await app.mailer.listOutbox()).filter((m) => m.text.includes('Once Only Jaggery'));
    expect(mails).toHaveLength(4); // two requests × (admin + seller)
  });
});

describe('rate limit', () => {
  test('quote requests from one IP are limited (429 with Retry-After)', async () => {
    const t = await createTestApp({}, { rateLimits: { storeQuoteIp: { points: 2, durationSeconds: 3600 } } });
    try {
      const seller = await signedIn(t);
      const product = await postProduct(seller.agent);
      const send = () => call(t.agent(), storeContract.endpoints.quote, { body: quoteBody([{ id: product.id, quantity: 1 }]) });
      expect([(await send()).status, (await send()).status]).toEqual([201, 201]);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  test('only stored requests count (decision 160): resends of a stored one and refused ones leave the quota alone', async () => {
    const t = await createTestApp({}, { rateLimits: { storeQuoteIp: { points: 2, durationSeconds: 3600 } } });
    try {
      const seller = await signedIn(t);
      const product = await postProduct(seller.agent);
      const items = [{ id: product.id, quantity: 1 }];
      const first = quoteBody(items, { id: randomUUID() });
      expect((await call(t.agent(), storeContract.endpoints.quote, { body: first })).status).toBe(201);
      // The same basket resent (its client-made id, or its Idempotency-Key) and baskets refused: none is a new request.
      for (let i = 0; i < 3; i++) expect((await call(t.agent(), storeContract.endpoints.quote, { body: first })).status).toBe(201);
      for (let i = 0; i < 3; i++) expect((await call(t.agent(), storeContract.endpoints.quote, { body: quoteBody([{ id: randomUUID(), quantity: 1 }]) })).status).toBe(400);
      const key = randomUUID();
      const second = quoteBody(items, { contactName: 'Second Buyer' });
      expect((await call(t.agent(), storeContract.endpoints.quote).set('Idempotency-Key', key).send(second)).status).toBe(201);
      for (let i = 0; i < 3; i++) expect((await call(t.agent(), storeContract.endpoints.quote).set('Idempotency-Key', key).send(second)).status).toBe(201);
      expect(await t.orm.em.fork().count(StoreQuoteRequestSchema, {})).toBe(2);
      // Two stored: the third new basket is over the quota.
      expect((await call(t.agent(), storeContract.endpoints.quote, { body: quoteBody(items) })).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
