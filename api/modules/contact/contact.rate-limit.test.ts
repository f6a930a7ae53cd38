import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ContactMessageSchema } from './contact.entity.ts';
import { contactContract } from '#shared/contact/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: 'production' });
});
afterAll(() => t.close());

describe('contact form rate limit (issue 19 "Bad input and abuse")', () => {
  it('a sixth message within the hour from one address is refused with 429 and not stored', async () => {
    const send = (i: number) => call(t.agent(), contactContract.endpoints.send, { body: { name: 'Kala', email: 'kala@example.com', subject: `Question ${i}`, message: 'Hello' } });
    for (let i = 1; i <= 5; i++) expect((await send(i)).status).toBe(201);
    const sixth = await send(6);
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(await t.orm.em.fork().count(ContactMessageSchema, {})).toBe(5);
  });
});
