/**
 * Deep and large JSON bodies (issue 9 item 7; docs/decisions/055-input-guard.md): nesting beyond MAX_JSON_DEPTH
 * anywhere in a body → 400 `validation_failed` before any handler, with or without an Idempotency-Key (the key's
 * body hash used to recurse until the stack overflowed); bodies at the size limit with huge arrays or objects →
 * 4xx within the error contract, quickly.
 */
import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { BODY_LIMIT_BYTES } from '#shared/constants.ts';
import { describe, expect, test } from '../test/fixtures.ts';
import { taxiBody } from '../test/factories.ts';
import { TaxiRequestSchema } from '../modules/taxi/taxi-request.entity.ts';
import { DEPTH_MESSAGE, MAX_JSON_DEPTH } from './input-guard.ts';
import { authContract } from '#shared/auth/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { usersContract } from '#shared/users/contract.ts';
import { call } from '../test/call.ts';

/** `levels` nested arrays around 1, as JSON text (built as text: JSON.stringify itself would overflow). */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
/** `levels` nested objects `{"a":{"a":…}}` around 1, as JSON text. */
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** A valid taxi body with `json` (JSON text) as the value of an extra field, as JSON text. */
const taxiWith = (json: string) => JSON.stringify(taxiBody()).replace(/}$/, () => `,"extra":${json}}`);

function expectTooDeep(res: { status: number; body: unknown }) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = apiErrorSchema.parse(res.body);
  expect(body.code).toBe('validation_failed');
  expect(body.fields?._).toEqual([DEPTH_MESSAGE]);
}

describe('deeply nested bodies', () => {
  test('10,000 levels of arrays or objects, with and without an Idempotency-Key → 400; nothing posted', async ({ app, member }) => {
    for (const json of [nestedArrays(10_000), nestedObjects(10_000)]) {
      for (const body of [json, taxiWith(json)]) {
        expectTooDeep(await call(member.agent, taxiContract.endpoints.create).type('json').send(body));
        expectTooDeep(await call(member.agent, taxiContract.endpoints.create).set('Idempotency-Key', randomUUID()).type('json').send(body));
      }
    }
    expect(await app.orm.em.fork().count(TaxiRequestSchema, { owner: member.user.id })).toBe(0);
  });

  test('as deep as the size limit allows (~50,000 levels) on public, member and raw-body-free routes', async ({ member, guest }) => {
    const deepest = nestedArrays(Math.floor((BODY_LIMIT_BYTES - 10) / 2));
    expectTooDeep(await call(guest, authContract.endpoints.login).type('json').send(deepest));
    expectTooDeep(await call(guest, authContract.endpoints.register).type('json').send(deepest));
    expectTooDeep(await call(member.agent, usersContract.endpoints.updateProfile).type('json').send(deepest));
    expectTooDeep(await call(member.agent, taxiContract.endpoints.create).set('Idempotency-Key', randomUUID()).type('json').send(deepest));
  });

  test('the limit is exact: MAX_JSON_DEPTH levels pass the guard (the schema answers), one more is refused', async ({ member }) => {
    // The body object is level 1, so an extra field may nest MAX_JSON_DEPTH - 1 more levels.
    const atLimit = await call(member.agent, taxiContract.endpoints.create).type('json').send(taxiWith(nestedArrays(MAX_JSON_DEPTH - 1)));
    expect(atLimit.status).toBe(201);
    expectTooDeep(await call(member.agent, taxiContract.endpoints.create).type('json').send(taxiWith(nestedArrays(MAX_JSON_DEPTH))));
  });
});

describe('huge arrays and objects at the size limit', () => {
  test('an array of ~50,000 items and an object of ~8,000 keys, with an Idempotency-Key → 400 quickly', async ({ member }) => {
    const items = Math.floor((BODY_LIMIT_BYTES - 100) / 2);
    const array = `{"fromLocation":[${Array(items).fill(0).join(',')}]}`;
    const keys = Array.from({ length: 8000 }, (_, i) => `"k${i}":1`).join(',');
    const object = `{${keys}}`;
    for (const body of [array, object]) {
      expect(body.length).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
      const started = performance.now();
      const res = await call(member.agent, taxiContract.endpoints.create).set('Idempotency-Key', randomUUID()).type('json').send(body);
      expect(res.status, res.text.slice(0, 300)).toBe(400);
      expect(apiErrorSchema.parse(res.body).code).toBe('validation_failed');
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  test('one byte over the limit → 413 payload_too_large', async ({ member }) => {
    const body = `{"additionalNotes":"${'x'.repeat(BODY_LIMIT_BYTES)}"}`;
    const res = await call(member.agent, taxiContract.endpoints.create).set('Idempotency-Key', randomUUID()).type('json').send(body);
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(res.body).code).toBe('payload_too_large');
  });
});
