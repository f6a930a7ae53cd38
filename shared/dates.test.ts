import { describe, expect, it } from 'vitest';
import { dateAtOffset, daysBetween, isIsoDate, isNotInFuture, isNotInPast, shiftDate, windowBounds } from './dates.ts';

describe('isIsoDate', () => {
  it('accepts real calendar dates written YYYY-MM-DD, including 29 February of a leap year', () => {
    for (const d of ['2026-11-21', '2028-02-29', '0001-01-01', '9999-12-31']) expect(isIsoDate(d), d).toBe(true);
  });

  it('rejects impossible dates, other formats, and year 0000 (PostgreSQL has no year 0)', () => {
    for (const d of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-1-01', '21-11-2026', '2026/11/21', '2026-11-21T00:00:00Z', ' 2026-11-21', '', '0000-01-01']) {
      expect(isIsoDate(d), d).toBe(false);
    }
  });
});

describe('dateAtOffset', () => {
  it('gives the calendar date at a UTC offset for an instant', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(dateAtOffset(now, 0)).toBe('2026-11-21');
    expect(dateAtOffset(now, -12)).toBe('2026-11-20');
    expect(dateAtOffset(now, 14)).toBe('2026-11-22');
    expect(dateAtOffset(new Date('2026-11-21T09:59:59Z'), 14)).toBe('2026-11-21');
  });
});

describe('isNotInPast (lenient: today in UTC−12 still counts)', () => {
  it('accepts yesterday-in-UTC while it is still that day in UTC−12, and not after', () => {
    expect(isNotInPast('2026-11-20', new Date('2026-11-21T11:59:59Z'))).toBe(true);
    expect(isNotInPast('2026-11-20', new Date('2026-11-21T12:00:00Z'))).toBe(false);
  });

  it('accepts today and later, rejects two days ago at any time of day', () => {
    for (const hour of ['00', '06', '12', '18', '23']) {
      const now = new Date(`2026-11-21T${hour}:30:00Z`);
      expect(isNotInPast('2026-11-21', now)).toBe(true);
      expect(isNotInPast('2027-01-01', now)).toBe(true);
      expect(isNotInPast('2026-11-19', now)).toBe(false);
    }
  });

  it('handles month and year boundaries', () => {
    expect(isNotInPast('2026-12-31', new Date('2027-01-01T05:00:00Z'))).toBe(true);
    expect(isNotInPast('2026-12-31', new Date('2027-01-01T13:00:00Z'))).toBe(false);
  });
});

describe('isNotInFuture (lenient: today in UTC+14 still counts)', () => {
  it('accepts tomorrow-in-UTC once it is that day in UTC+14, and not before', () => {
    expect(isNotInFuture('2026-11-22', new Date('2026-11-21T10:00:00Z'))).toBe(true);
    expect(isNotInFuture('2026-11-22', new Date('2026-11-21T09:59:59Z'))).toBe(false);
  });

  it('accepts the past, rejects two days ahead', () => {
    const now = new Date('2026-11-21T23:59:59Z');
    expect(isNotInFuture('1990-05-17', now)).toBe(true);
    expect(isNotInFuture('2026-11-21', now)).toBe(true);
    expect(isNotInFuture('2026-11-23', now)).toBe(false);
  });
});

describe('daysBetween', () => {
  it('counts whole days (floor) and never goes below zero', () => {
    expect(daysBetween(new Date('2026-11-01T00:00:00Z'), new Date('2026-11-21T00:00:00Z'))).toBe(20);
    expect(daysBetween(new Date('2026-11-01T00:00:00Z'), new Date('2026-11-01T23:59:59Z'))).toBe(0);
    expect(daysBetween(new Date('2026-11-21T00:00:00Z'), new Date('2026-11-01T00:00:00Z'))).toBe(0);
  });
});

describe('shiftDate', () => {
  it('moves by years (29 February → 28 February in a common year), then by days', () => {
    expect(shiftDate('2026-11-21', { years: 1 })).toBe('2027-11-21');
    expect(shiftDate('2028-02-29', { years: -1 })).toBe('2027-02-28');
    expect(shiftDate('2028-02-29', { years: 4 })).toBe('2032-02-29');
    expect(shiftDate('2026-12-31', { days: 1 })).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', { years: -120, days: -1 })).toBe('1906-02-28');
    expect(shiftDate('2026-11-21', {})).toBe('2026-11-21');
  });

  it('keeps years below 100 as they are and stays within 0001–9999', () => {
    expect(shiftDate('2026-06-15', { years: -1970 })).toBe('0056-06-15');
    expect(shiftDate('0005-01-01', { years: -10 })).toBe('0001-01-01');
    expect(shiftDate('9990-01-01', { years: 20 })).toBe('9999-01-01');
  });
});

describe('windowBounds', () => {
  it('counts the earliest date from today in UTC−12 and the latest from today in UTC+14', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(windowBounds({ earliest: {}, latest: { years: 1 } }, now)).toEqual({ first: '2026-11-20', last: '2027-11-22' });
    expect(windowBounds({ earliest: { years: -120 }, latest: { years: -13 } }, now)).toEqual({ first: '1906-11-20', last: '2013-11-22' });
  });
});
