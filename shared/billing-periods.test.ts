import { describe, expect, it } from 'vitest';
import { addLondonMonths, contactAccessValidUntil, startOfNextLondonMonth } from './billing-periods.ts';

describe('startOfNextLondonMonth', () => {
  it.each([
    ['mid-month in winter (GMT)', '2026-01-15T12:00:00Z', '2026-02-01T00:00:00.000Z'],
    ['mid-month in summer (BST)', '2026-07-15T12:00:00Z', '2026-07-31T23:00:00.000Z'],
    ['the last minute of March in London', '2026-03-31T22:59:00Z', '2026-03-31T23:00:00.000Z'],
    ['late 31 March UTC, already April in London', '2026-03-31T23:30:00Z', '2026-04-30T23:00:00.000Z'],
    ['December rolls over the year', '2026-12-31T23:59:59Z', '2027-01-01T00:00:00.000Z'],
    ['the first instant of a month', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00.000Z'],
  ])('%s', (_name, at, expected) => {
    expect(startOfNextLondonMonth(new Date(at)).toISOString()).toBe(expected);
  });
});

describe('addLondonMonths and contactAccessValidUntil', () => {
  it('adds calendar months keeping the London wall-clock time across a clock change', () => {
    // 10:00 GMT on 15 January → 10:00 BST on 15 July (09:00Z)
    expect(addLondonMonths(new Date('2026-01-15T10:00:00Z'), 6).toISOString()).toBe('2026-07-15T09:00:00.000Z');
  });

  it('clamps to the end of a shorter month', () => {
    expect(addLondonMonths(new Date('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });

  it('gives monthly access to the end of the month and yearly access for 12 months', () => {
    const paidAt = new Date('2026-03-10T08:00:00Z');
    expect(contactAccessValidUntil('monthly', paidAt).toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(contactAccessValidUntil('yearly', paidAt).toISOString()).toBe('2027-03-10T08:00:00.000Z');
  });
});
