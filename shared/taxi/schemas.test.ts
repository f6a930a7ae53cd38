import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { LUGGAGE_WEIGHTS_KG, PASSENGER_COUNTS, TRAVEL_TIMES } from '../constants.ts';
import { V } from '../messages.ts';
import { presentedTaxiRequest, taxiBody } from './samples.ts';
import { createTaxiRequestBodySchema, taxiListQuerySchema, taxiListSchema, taxiRequestSchema } from './schemas.ts';

/** Messages per field path of a failed parse ({} when it succeeds). */
function errorsOf(schema: z.core.$ZodType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  const out: Record<string, string[]> = {};
  if (!result.success) for (const i of result.error.issues) (out[i.path.join('.') || '_'] ??= []).push(i.message);
  return out;
}

// The one shared taxi body of every test (shared/taxi/samples.ts), pinned to this file's fixed clock.
const valid = taxiBody({ travelDate: '2026-12-01' });
const body = (overrides: Record<string, unknown>) => ({ ...valid, ...overrides });

describe('the shared test bodies (shared/taxi/samples.ts)', () => {
  it('are valid: taxiBody() passes the request schema and presentedTaxiRequest() the response schema', () => {
    expect(createTaxiRequestBodySchema.safeParse(taxiBody()).success).toBe(true);
    expect(taxiRequestSchema.safeParse(presentedTaxiRequest()).success).toBe(true);
  });
});

describe('createTaxiRequestBodySchema (spec 000 §5 Post-taxi form)', () => {
  // Fixed clock for every test here: 2026-11-21 10:00 UTC.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete body and normalises it: trimmed texts, E.164 phone', () => {
    const out = createTaxiRequestBodySchema.parse(body({ fromLocation: '  Jaffna  ' }));
    expect(out).toEqual({ ...valid, fromLocation: 'Jaffna', contactNumber: '+94771234567' });
  });

  it('requires fromLocation, toLocation, fromCountry, passengerCount, luggageWeight and contactNumber', () => {
    expect(errorsOf(createTaxiRequestBodySchema, {})).toEqual({
      fromLocation: [V.locationRequired],
      toLocation: [V.locationRequired],
      fromCountry: [V.countryInvalid],
      passengerCount: [V.passengerCountInvalid],
      luggageWeight: [V.luggageWeightInvalid],
      contactNumber: [V.phoneInvalid],
    });
  });

  it('rejects blank or over-long locations', () => {
    expect(errorsOf(createTaxiRequestBodySchema, body({ fromLocation: '   ' }))).toEqual({ fromLocation: [V.locationRequired] });
    expect(errorsOf(createTaxiRequestBodySchema, body({ toLocation: 'x'.repeat(201) }))).toEqual({ toLocation: [V.textTooLong] });
    expect(errorsOf(createTaxiRequestBodySchema, body({ toLocation: 'x'.repeat(200) }))).toEqual({});
  });

  it('accepts passengerCount 1–8 (also as a select’s string) and nothing else', () => {
    for (const n of PASSENGER_COUNTS) {
      expect(createTaxiRequestBodySchema.parse(body({ passengerCount: n })).passengerCount).toBe(n);
      expect(createTaxiRequestBodySchema.parse(body({ passengerCount: String(n) })).passengerCount).toBe(n);
    }
    for (const bad of [0, 9, -1, 2.5, '', ' ', null, true, [3], '3 people', 'abc', Number.NaN]) {
      expect(errorsOf(createTaxiRequestBodySchema, body({ passengerCount: bad })), String(bad)).toEqual({ passengerCount: [V.passengerCountInvalid] });
    }
  });

  it('accepts luggageWeight 0, 5, 10, 20, 30, 50, 100 kg and nothing else — a blank select is not 0 kg', () => {
    for (const kg of LUGGAGE_WEIGHTS_KG) expect(createTaxiRequestBodySchema.parse(body({ luggageWeight: kg })).luggageWeight).toBe(kg);
    expect(createTaxiRequestBodySchema.parse(body({ luggageWeight: '100' })).luggageWeight).toBe(100);
    for (const bad of [7, 15, 101, -5, '', null, false, undefined]) {
      expect(errorsOf(createTaxiRequestBodySchema, body({ luggageWeight: bad })), String(bad)).toEqual({ luggageWeight: [V.luggageWeightInvalid] });
    }
  });

  it('accepts every travel time from the list or flexible, and rejects others', () => {
    for (const time of TRAVEL_TIMES) expect(createTaxiRequestBodySchema.parse(body({ travelTime: time })).travelTime).toBe(time);
    for (const bad of ['07:00', '6:00', 'morning', 'Flexible', 800, null]) {
      expect(errorsOf(createTaxiRequestBodySchema, body({ travelTime: bad })), String(bad)).toEqual({ travelTime: [V.travelTimeInvalid] });
    }
  });

  it('rejects a travel date in the past everywhere, accepts today anywhere on Earth', () => {
    // At 10:00 UTC it is still 2026-11-20 in UTC−12, so that date is "today" somewhere.
    expect(errorsOf(createTaxiRequestBodySchema, body({ travelDate: '2026-11-20' }))).toEqual({});
    expect(errorsOf(createTaxiRequestBodySchema, body({ travelDate: '2026-11-21' }))).toEqual({});
    expect(errorsOf(createTaxiRequestBodySchema, body({ travelDate: '2026-11-19' }))).toEqual({ travelDate: [V.travelDateInPast] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    expect(errorsOf(createTaxiRequestBodySchema, body({ travelDate: '2026-11-20' }))).toEqual({ travelDate: [V.travelDateInPast] });
  });

  it('rejects a travel date that is not a real YYYY-MM-DD date', () => {
    for (const bad of ['2026-02-30', '0000-12-01', '01/12/2026', '2026-12-1', 'tomorrow', 20261201, null]) {
      const errors = errorsOf(createTaxiRequestBodySchema, body({ travelDate: bad }));
      expect(Object.keys(errors), String(bad)).toEqual(['travelDate']);
      // First message is the format one (the date's format check does not abort, so a past-looking bad date also
      // collects "in the past" after it).
      expect(errors.travelDate?.[0], String(bad)).toBe(V.dateInvalid);
    }
  });

  it('rejects a country outside the list and accepts Sri Lanka, India and Other', () => {
    expect(errorsOf(createTaxiRequestBodySchema, body({ fromCountry: 'Atlantis' }))).toEqual({ fromCountry: [V.countryInvalid] });
    expect(errorsOf(createTaxiRequestBodySchema, body({ fromCountry: 'sri lanka' }))).toEqual({ fromCountry: [V.countryInvalid] });
    for (const country of ['Sri Lanka', 'India', 'Other']) expect(errorsOf(createTaxiRequestBodySchema, body({ fromCountry: country }))).toEqual({});
  });

  it('normalises the contact number to E.164 and explains a missing country code', () => {
    expect(createTaxiRequestBodySchema.parse(body({ contactNumber: '+44 7911 123456' })).contactNumber).toBe('+447911123456');
    expect(errorsOf(createTaxiRequestBodySchema, body({ contactNumber: '12345' }))).toEqual({ contactNumber: [V.phoneNeedsCountryCode] });
    expect(errorsOf(createTaxiRequestBodySchema, body({ contactNumber: '0771234567' }))).toEqual({ contactNumber: [V.phoneNeedsCountryCode] });
    expect(errorsOf(createTaxiRequestBodySchema, body({ contactNumber: '+94 12' }))).toEqual({ contactNumber: [V.phoneInvalid] });
    expect(errorsOf(createTaxiRequestBodySchema, body({ contactNumber: '' }))).toEqual({ contactNumber: [V.phoneInvalid] });
  });

  it('allows notes up to 1000 characters', () => {
    expect(errorsOf(createTaxiRequestBodySchema, body({ additionalNotes: 'n'.repeat(1000) }))).toEqual({});
    expect(errorsOf(createTaxiRequestBodySchema, body({ additionalNotes: 'n'.repeat(1001) }))).toEqual({ additionalNotes: [V.notesTooLong] });
  });

  it('treats empty or missing optional fields as absent', () => {
    const out = createTaxiRequestBodySchema.parse(body({ travelDate: '', travelTime: '', additionalNotes: '  ' }));
    expect(out.travelDate).toBeUndefined();
    expect(out.travelTime).toBeUndefined();
    expect(out.additionalNotes).toBeUndefined();
    const { travelDate: _d, travelTime: _t, additionalNotes: _n, ...required } = valid;
    expect(errorsOf(createTaxiRequestBodySchema, required)).toEqual({});
  });
});

describe('taxiListQuerySchema', () => {
  it('defaults the page size to 20 and reads query strings', () => {
    expect(taxiListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(taxiListQuerySchema.parse({ limit: '100', cursor: 'abc' })).toEqual({ limit: 100, cursor: 'abc' });
  });

  it('rejects a page size outside 1–100', () => {
    for (const bad of ['0', '101', '-1', '1.5', 'x']) expect(errorsOf(taxiListQuerySchema, { limit: bad }), bad).toEqual({ limit: [V.limitInvalid] });
  });

  it('rejects an over-long cursor', () => {
    expect(errorsOf(taxiListQuerySchema, { cursor: 'a'.repeat(201) })).toEqual({ cursor: [V.cursorInvalid] });
  });
});

describe('taxiRequestSchema / taxiListSchema (responses)', () => {
  const item = presentedTaxiRequest({ id: '0b0e6f2c-6f0e-4a43-9d2c-1c8e5a1f0c11', toLocation: 'Kandy', passengerCount: 2, luggageWeight: 10, travelDate: null, travelTime: null, additionalNotes: null, createdAt: '2026-11-21T10:00:00.000Z' });


  it('accepts a presented request without a contact number and a page of them', () => {
    expect(taxiRequestSchema.parse(item)).toEqual(item);
    expect(taxiListSchema.parse({ items: [item], nextCursor: null, total: 1 }).items).toHaveLength(1);
  });

  it('rejects a page without nextCursor or total, and an item with an unknown travel time', () => {
    expect(taxiListSchema.safeParse({ items: [item] }).success).toBe(false);
    expect(taxiRequestSchema.safeParse({ ...item, travelTime: '07:00' }).success).toBe(false);
    expect(taxiRequestSchema.safeParse({ ...item, id: 'nope' }).success).toBe(false);
  });
});
