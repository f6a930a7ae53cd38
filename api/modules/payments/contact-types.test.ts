import { afterAll, describe, expect, it } from 'vitest';
import { apiDocsContract } from '#shared/contracts/api-docs.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { openApiPath } from '../../http/openapi.ts';
import { modules } from '../../registry.ts';
import { call } from '../../test/call.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { collectContactTypes, contactSourcesOf, createContactSources } from './contact-sources.ts';

// A feature declares its own contact type and the plan that unlocks it (decision 180): the composition root collects
// them and payments accept exactly those at POST /api/check-contact-access, and the OpenAPI document says which.

const t: TestApp = await createTestApp();
afterAll(() => t.close());

/** The contact types as the old central table (shared/constants.ts `CONTACT_ENTITLEMENT`) had them. */
const BEFORE = { taxi: 'membership', store: 'membership', teacher: 'education', community: 'membership' };

describe('contact types declared by their features', () => {
  it('the composition sells the same four types, unlocked by the same plans', () => {
    expect(collectContactTypes(modules)).toEqual(BEFORE);
  });

  it('a type two modules register is a start-up error', () => {
    const find = async () => null;
    const a = { name: 'a', contactSources: contactSourcesOf({ thing: 'membership' }, { thing: find }) };
    const b = { name: 'b', contactSources: contactSourcesOf({ thing: 'education' }, { thing: find }) };
    expect(() => collectContactTypes([a, b])).toThrow('Contact source "thing" is registered by both a and b');
  });

  it("a found contact carries its type's declared plan, not one of the finder's", async () => {
    const sources = createContactSources(Object.entries(contactSourcesOf({ thing: 'education' }, { thing: async () => ({ ownerId: 'o', contactNumber: '+447700900123', entitlement: 'membership' }) as never })));
    expect(await sources.find(t.orm.em.fork(), 'thing', 'x')).toEqual({ ownerId: 'o', contactNumber: '+447700900123', entitlement: 'education' });
    await expect(sources.find(t.orm.em.fork(), 'other', 'x')).rejects.toMatchObject({ status: 404 });
  });
});

describe('POST /api/check-contact-access takes the composed types', () => {
  it('refuses a type no feature declares with 400 "Unknown service type"', async () => {
    const member = await createMember(t);
    const agent = await loginAgent(t, member.user.email, member.password);
    const res = await call(agent, paymentsContract.endpoints.checkContactAccess, { body: { serviceType: 'payments', serviceId: crypto.randomUUID() } });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body)).toMatchObject({ code: 'validation_failed', fields: { serviceType: ['Unknown service type'] } });
    // A declared type passes validation: an unknown id is then "no such service".
    expect((await call(agent, paymentsContract.endpoints.checkContactAccess, { body: { serviceType: 'teacher', serviceId: crypto.randomUUID() } })).status).toBe(404);
  });

  it('documents the accepted types as an enum', async () => {
    const doc = (await call(t.agent(), apiDocsContract.endpoints.openApi)).body as { paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }> };
    const schema = JSON.stringify(doc.paths[openApiPath(paymentsContract.endpoints.checkContactAccess.path)]?.post.requestBody.content['application/json']?.schema);
    const enumOf = (json: string) => (JSON.parse(json.match(/"serviceType":(\{[^}]*\})/)?.[1] ?? '{}') as { enum?: string[] }).enum;
    expect(enumOf(schema)?.sort()).toEqual(Object.keys(BEFORE).sort());
  });
});
