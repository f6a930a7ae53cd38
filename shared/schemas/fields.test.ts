import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { V } from '../messages.ts';
import { idParams, pageQuery } from '../contracts/params.ts';
import { emailField } from './email.ts';
import { applicationDeadlineField, availabilityDateField, consentDateField, dateOfBirthField, requiredText, travelDateField } from './mini-fields.ts';
import { messageSchema, pageSchema } from './page.ts';
import { phoneField } from './phone-field.ts';

/** Messages of a failed parse, flattened ([] when it succeeds). */
function messages(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('requiredText', () => {
  it('trims and requires a non-blank value no longer than max', () => {
    const field = requiredText(5);
    expect(field.parse('  abc ')).toBe('abc');
    expect(messages(field, '   ')).toEqual([V.required]);
    expect(messages(field, undefined)).toEqual([V.required]);
    expect(messages(field, 'abcdef')).toEqual([V.textTooLong]);
    expect(messages(requiredText(5, V.locationRequired), '')).toEqual([V.locationRequired]);
  });

  it('drops direction overrides and zero-width spaces before its checks (decision 159)', () => {
    expect(requiredText(20).parse('\u202EVasanthi\u200B R.\u2069')).toBe('Vasanthi R.');
    expect(messages(requiredText(20), '\u202E\u200B\uFEFF')).toEqual([V.required]);
    // ZWNJ and ZWJ inside Tamil words are spelling, kept; at a word's edge they join nothing and go.
    expect(requiredText(30).parse('க்\u200Cஷ ஸ்\u200Dரீ')).toBe('க்\u200Cஷ ஸ்\u200Dரீ');
    expect(requiredText(30).parse('\u200Dஸ்ரீ\u200C \u200Cகலா')).toBe('ஸ்ரீ கலா');
  });
});

describe('emailField', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailField.parse('  Kavya@Example.COM ')).toBe('kavya@example.com');
  });

  it('rejects invalid addresses with the spec message', () => {
    for (const bad of ['kavya', 'kavya@', '@example.com', 'a b@example.com', '', 42, `${'a'.repeat(250)}@example.com`]) {
      expect(messages(emailField, bad), String(bad)).toEqual([V.emailInvalid]);
    }
  });
});

describe('phoneField', () => {
  it('outputs E.164', () => {
    expect(phoneField().parse(' +94 77 123 4567 ')).toBe('+94771234567');
  });

  it('asks for a country code when "+" is missing, and says invalid otherwise', () => {
    expect(messages(phoneField(), '0771234567')).toEqual([V.phoneNeedsCountryCode]);
    expect(messages(phoneField(), '+94 12')).toEqual([V.phoneInvalid]);
    expect(messages(phoneField(), '')).toEqual([V.phoneInvalid]);
    expect(messages(phoneField(V.phoneNeedsCountryCode), '+94 12')).toEqual([V.phoneNeedsCountryCode]);
  });
});

describe('date fields (fixed clock 2026-11-21 10:00 UTC)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('a windowed date takes YYYY-MM-DD calendar dates only', () => {
    expect(travelDateField.parse('2026-11-21')).toBe('2026-11-21');
    expect(messages(travelDateField, '2026-11-31')[0]).toBe(V.dateInvalid);
    expect(messages(travelDateField, 20261121)[0]).toBe(V.dateInvalid);
  });

  it('the travel date, deadline and available-from date: today anywhere on Earth … 12 months ahead (decision 159)', () => {
    const fields = [
      [travelDateField, V.travelDateInPast, V.travelDateTooFar],
      [applicationDeadlineField, V.jobDeadlineInPast, V.jobDeadlineTooFar],
      [availabilityDateField, V.availabilityDateInPast, V.availabilityDateTooFar],
    ] as const;
    for (const [field, tooEarly, tooLate] of fields) {
      expect(messages(field, '2026-11-20')).toEqual([]); // still today in UTC−12
      expect(messages(field, '2027-11-22')).toEqual([]); // a year ahead, already today in UTC+14
      expect(messages(field, '2026-11-19')).toEqual([tooEarly]);
      for (const far of ['2027-11-23', '2030-01-01', '9999-12-31']) expect(messages(field, far), far).toEqual([tooLate]);
      expect(messages(field, '0001-01-01')).toEqual([tooEarly]);
    }
  });

  it('a date of birth: 13 to 120 years ago; a future one gets the spec message', () => {
    expect(messages(dateOfBirthField, '1990-05-17')).toEqual([]);
    expect(messages(dateOfBirthField, '2013-11-21')).toEqual([]);
    expect(messages(dateOfBirthField, '1906-11-21')).toEqual([]);
    expect(messages(dateOfBirthField, '2026-11-23')).toEqual([V.dateOfBirthInFuture]);
    expect(messages(dateOfBirthField, '9999-12-31')).toEqual([V.dateOfBirthInFuture]);
    expect(messages(dateOfBirthField, '2020-01-01')).toEqual([V.dateOfBirthTooRecent]);
    expect(messages(dateOfBirthField, '1900-01-01')).toEqual([V.dateOfBirthTooOld]);
    expect(messages(dateOfBirthField, '0001-01-01')).toEqual([V.dateOfBirthTooOld]);
  });

  it("a story's consent date: within the last 10 years, not in the future", () => {
    expect(messages(consentDateField, '2026-10-01')).toEqual([]);
    expect(messages(consentDateField, '2016-11-21')).toEqual([]);
    expect(messages(consentDateField, '2016-11-19')).toEqual([V.consentDateTooOld]);
    expect(messages(consentDateField, '2026-11-23')).toEqual([V.consentDateInFuture]);
    expect(messages(consentDateField, '2999-01-01')).toEqual([V.consentDateInFuture]);
  });

  it('marks every windowed date as format: date in the JSON Schema', () => {
    for (const field of [travelDateField, applicationDeadlineField, availabilityDateField, dateOfBirthField, consentDateField]) {
      expect(z.toJSONSchema(field, { io: 'input' })).toMatchObject({ type: 'string', format: 'date' });
    }
  });
});

describe('idParams', () => {
  it('accepts a UUID and rejects anything else', () => {
    expect(idParams.parse({ id: '0b0e6f2c-6f0e-4a43-9d2c-1c8e5a1f0c11' }).id).toBe('0b0e6f2c-6f0e-4a43-9d2c-1c8e5a1f0c11');
    for (const bad of ['1', 'not-a-uuid', '0b0e6f2c6f0e4a439d2c1c8e5a1f0c11', "' or 1=1 --"]) expect(idParams.safeParse({ id: bad }).success, bad).toBe(false);
  });
});

describe('pageQuery', () => {
  it('defaults limit to 20, coerces a query string and keeps the cursor', () => {
    expect(pageQuery.parse({})).toEqual({ limit: 20 });
    expect(pageQuery.parse({ limit: '1' })).toEqual({ limit: 1 });
    expect(pageQuery.parse({ limit: '100', cursor: 'eyJ9' })).toEqual({ limit: 100, cursor: 'eyJ9' });
  });

  it('rejects limits outside 1–100 and non-integers with the page-size message', () => {
    for (const bad of ['0', '101', '-3', '2.5', 'ten']) expect(messages(pageQuery, { limit: bad }), bad).toEqual([V.limitInvalid]);
  });

  it('rejects a cursor over 200 characters or of the wrong type', () => {
    expect(messages(pageQuery, { cursor: 'x'.repeat(201) })).toEqual([V.cursorInvalid]);
    expect(pageQuery.safeParse({ cursor: ['a', 'b'] }).success).toBe(false);
  });
});

describe('pageSchema and messageSchema', () => {
  it('describe { items, nextCursor, total } and { message }', () => {
    const page = pageSchema(z.object({ n: z.number() }));
    expect(page.parse({ items: [{ n: 1 }], nextCursor: 'abc', total: 3 })).toEqual({ items: [{ n: 1 }], nextCursor: 'abc', total: 3 });
    expect(page.safeParse({ items: [{ n: 1 }], nextCursor: undefined, total: 3 }).success).toBe(false);
    expect(page.safeParse({ items: [{ n: 'x' }], nextCursor: null, total: 1 }).success).toBe(false);
    expect(messageSchema.parse({ message: 'ok' })).toEqual({ message: 'ok' });
    expect(messageSchema.safeParse({}).success).toBe(false);
  });
});
