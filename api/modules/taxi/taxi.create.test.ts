import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { dateAtOffset } from '#shared/dates.ts';
import { V } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { taxiListSchema, taxiRequestSchema } from '#shared/taxi/schemas.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { isoDateInDays, taxiBody } from '../../test/factories.ts';
import { TaxiRequestSchema } from './taxi-request.entity.ts';


const countRows = (t: TestApp) => t.orm.em.fork().count(TaxiRequestSchema, {});

/** A date that is already yesterday even in the westernmost time zone (UTC−12), i.e. in the past everywhere. */
const yesterdayEverywhere = () => isoDateInDays(-1, new Date(`${dateAtOffset(new Date(), -12)}T00:00:00Z`));

describe('POST /api/taxi-services as a guest', () => {
  test('answers 401 unauthorized and writes nothing', async ({ app: t }) => {
    const before = await countRows(t);
    const res = await call(t.agent(), taxiContract.endpoints.create, { body: taxiBody() });
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(res.body).code).toBe('unauthorized');
    expect(await countRows(t)).toBe(before);
  });

  test('checks the login before the body: an invalid body from a guest is still 401', async ({ app: t }) => {
    const res = await call(t.agent(), taxiContract.endpoints.create, { body: { passengerCount: 99 } });
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(res.body).code).toBe('unauthorized');
  });
});

describe('POST /api/taxi-services as a member', () => {
  test('creates the request: 201, Location, presented body without the number, and an E.164 row in the database', async ({ app: t, member: { agent, user: member } }) => {
    const body = taxiBody({ fromLocation: '  Jaffna Town  ', contactNumber: '+94 77 123 4567', travelDate: isoDateInDays(3), luggageWeight: 100 });
    const res = await call(agent, taxiContract.endpoints.create, { body });
    expect(res.status, res.text).toBe(201);
    const created = z.strictObject(taxiRequestSchema.shape).parse(res.body);
    expect(created).toEqual({
      id: expect.any(String),
      fromLocation: 'Jaffna Town',
      toLocation: 'Colombo Airport (BIA)',
      fromCountry: 'Sri Lanka',
      passengerCount: 3,
      luggageWeight: 100,
      travelDate: body.travelDate,
      travelTime: '08:00',
      additionalNotes: 'Two suitcases.',
      createdAt: expect.any(String),
      isMine: true,
    });
    expect(res.body).not.toHaveProperty('contactNumber');
    expect(res.headers.location).toBe(endpointPath(taxiContract.endpoints.detail, { params: { id: created.id } }));
    expect(Math.abs(Date.parse(created.createdAt) - Date.now())).toBeLessThan(60_000);

    const row = await t.orm.em.fork().findOneOrFail(TaxiRequestSchema, { id: created.id });
    expect(row).toMatchObject({ contactNumber: '+94771234567', fromLocation: 'Jaffna Town', luggageWeight: 100, travelDate: body.travelDate, isActive: true, isApproved: true });
    expect(row.owner.id).toBe(member.id);

    const detail = await t.agent().get(res.headers.location as string);
    expect(detail.status).toBe(200);
    expect(taxiRequestSchema.parse(detail.body)).toEqual({ ...created, isMine: false });
  });

  test('lists a new request first (newest first)', async ({ app: t, member: { agent } }) => {
    const first = await call(agent, taxiContract.endpoints.create, { body: taxiBody({ fromLocation: 'Older' }) });
    const second = await call(agent, taxiContract.endpoints.create, { body: taxiBody({ fromLocation: 'Newer' }) });
    expect([first.status, second.status]).toEqual([201, 201]);
    const list = taxiListSchema.parse((await call(agent, taxiContract.endpoints.list)).body);
    expect(list.items.slice(0, 2).map((i) => i.fromLocation)).toEqual(['Newer', 'Older']);
    expect(list.total).toBe(await countRows(t));
  });

  test('accepts numbers sent as numeric strings (form selects) and other countries’ numbers', async ({ app: t, member: { agent } }) => {
    const res = await call(agent, taxiContract.endpoints.create, { body: taxiBody({ passengerCount: '8', luggageWeight: '0', fromCountry: 'India', contactNumber: '+91 98765 43210' }) });
    expect(res.status, res.text).toBe(201);
    const row = await t.orm.em.fork().findOneOrFail(TaxiRequestSchema, { id: res.body.id });
    expect(row).toMatchObject({ passengerCount: 8, luggageWeight: 0, fromCountry: 'India', contactNumber: '+919876543210' });
  });

  test('accepts empty optional fields and stores them as null', async ({ app: t, member: { agent } }) => {
    const res = await call(agent, taxiContract.endpoints.create, { body: taxiBody({ travelDate: '', travelTime: '', additionalNotes: '   ' }) });
    expect(res.status, res.text).toBe(201);
    const created = taxiRequestSchema.parse(res.body);
    expect(created).toMatchObject({ travelDate: null, travelTime: null, additionalNotes: null });
    const row = await t.orm.em.fork().findOneOrFail(TaxiRequestSchema, { id: created.id });
    expect(row.travelDate).toBeNull();
    expect(row.travelTime).toBeNull();
    expect(row.additionalNotes).toBeNull();
  });

  test('accepts a request with the optional fields left out entirely', async ({ member: { agent } }) => {
    const { travelDate: _d, travelTime: _t, additionalNotes: _n, ...required } = taxiBody();
    const res = await call(agent, taxiContract.endpoints.create, { body: required });
    expect(res.status, res.text).toBe(201);
    expect(taxiRequestSchema.parse(res.body)).toMatchObject({ travelDate: null, travelTime: null, additionalNotes: null });
  });

  test('accepts travel today and the longest notes allowed', async ({ member: { agent } }) => {
    const res = await call(agent, taxiContract.endpoints.create, { body: taxiBody({ travelDate: isoDateInDays(0), additionalNotes: 'n'.repeat(1000), travelTime: 'flexible' }) });
    expect(res.status, res.text).toBe(201);
  });

  const { fromLocation: _omitted, ...withoutFrom } = taxiBody();
  const invalid: Array<[string, Record<string, unknown> | (() => Record<string, unknown>), string, string]> = [
    ['passengerCount 0', { passengerCount: 0 }, 'passengerCount', V.passengerCountInvalid],
    ['passengerCount 9', { passengerCount: 9 }, 'passengerCount', V.passengerCountInvalid],
    ['passengerCount 2.5', { passengerCount: 2.5 }, 'passengerCount', V.passengerCountInvalid],
    ['passengerCount true', { passengerCount: true }, 'passengerCount', V.passengerCountInvalid],
    ['luggageWeight 7', { luggageWeight: 7 }, 'luggageWeight', V.luggageWeightInvalid],
    ['luggageWeight blank', { luggageWeight: '' }, 'luggageWeight', V.luggageWeightInvalid],
    ['luggageWeight null', { luggageWeight: null }, 'luggageWeight', V.luggageWeightInvalid],
    ['travelTime 07:00', { travelTime: '07:00' }, 'travelTime', V.travelTimeInvalid],
    ['travelDate yesterday', () => ({ travelDate: yesterdayEverywhere() }), 'travelDate', V.travelDateInPast],
    ['travelDate not a date', { travelDate: '2026-02-30' }, 'travelDate', V.dateInvalid],
    ['fromCountry Atlantis', { fromCountry: 'Atlantis' }, 'fromCountry', V.countryInvalid],
    ['contactNumber 12345', { contactNumber: '12345' }, 'contactNumber', V.phoneNeedsCountryCode],
    ['contactNumber +94 12', { contactNumber: '+94 12' }, 'contactNumber', V.phoneInvalid],
    ['contactNumber with text', { contactNumber: '+94 77 123 4567 after 6pm' }, 'contactNumber', V.phoneInvalid],
    ['additionalNotes 1001 chars', { additionalNotes: 'x'.repeat(1001) }, 'additionalNotes', V.notesTooLong],
    ['blank toLocation', { toLocation: '   ' }, 'toLocation', V.locationRequired],
    ['toLocation over 200 chars', { toLocation: 'y'.repeat(201) }, 'toLocation', V.textTooLong],
  ];

  test.for(invalid)('refuses %s with 400 and fields.%s, writing nothing', async ([, overrides, field, message], { app: t, member: { agent } }) => {
    const before = await countRows(t);
    const res = await call(agent, taxiContract.endpoints.create, { body: taxiBody(typeof overrides === 'function' ? overrides() : overrides) });
    expect(res.status, res.text).toBe(400);
    const error = apiErrorSchema.parse(res.body);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(error.fields?.[field]).toContain(message);
    expect(await countRows(t)).toBe(before);
  });

  test('refuses a body without fromLocation with 400 and fields.fromLocation, writing nothing', async ({ app: t, member: { agent } }) => {
    const before = await countRows(t);
    const res = await call(agent, taxiContract.endpoints.create, { body: withoutFrom });
    expect(res.status).toBe(400);
    const error = apiErrorSchema.parse(res.body);
    expect(error.fields?.fromLocation).toEqual([V.locationRequired]);
    expect(await countRows(t)).toBe(before);
  });

  test('refuses an empty body, a JSON array and a non-JSON body with 4xx (never 500)', async ({ app: t, member: { agent } }) => {
    const before = await countRows(t);
    const empty = await call(agent, taxiContract.endpoints.create, { body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(empty.body).fields ?? {})).toEqual(
      expect.arrayContaining(['fromLocation', 'toLocation', 'fromCountry', 'passengerCount', 'luggageWeight', 'contactNumber']),
    );
    const array = await call(agent, taxiContract.endpoints.create, { body: [taxiBody()] });
    expect(array.status).toBe(400);
    const text = await call(agent, taxiContract.endpoints.create).set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
    expect(await countRows(t)).toBe(before);
  });
});

describe('POST /api/taxi-services with an Idempotency-Key (outbox resends, decision 008)', () => {
  test('posts once and replays the first response to a resend with the same key', async ({ app: t, member: { agent } }) => {
    const before = await countRows(t);
    const key = randomUUID();
    const body = taxiBody({ fromLocation: 'Resent' });
    const first = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(body);
    const again = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(body);
    expect(first.status, first.text).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.text).not.toMatch(/contactNumber/);
    expect(await countRows(t)).toBe(before + 1);
  });

  test('refuses the same key with a different body (422) and a guest’s key (401), writing nothing', async ({ app: t, member: { agent } }) => {
    const key = randomUUID();
    expect((await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(taxiBody())).status).toBe(201);
    const before = await countRows(t);
    const changed = await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(taxiBody({ passengerCount: 4 }));
    expect(changed.status).toBe(422);
    expect(apiErrorSchema.parse(changed.body).code).toBe('idempotency_key_reused');
    const guest = await call(t.agent(), taxiContract.endpoints.create).set('Idempotency-Key', randomUUID()).send(taxiBody());
    expect(guest.status).toBe(401);
    expect(await countRows(t)).toBe(before);
  });
});
