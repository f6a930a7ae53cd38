import { describe, expect, it } from 'vitest';
import { londonDay, londonTimeOn, nextLondonMidnight, secondsToNextLondonDay } from './day.ts';

describe('the wheel day is the Europe/London calendar day', () => {
  it('puts 23:59:59.9 and 00:00:00.1 London time on different days, in winter (GMT) and summer (BST)', () => {
    expect(londonDay(new Date('2026-01-15T23:59:59.900Z'))).toBe('2026-01-15');
    expect(londonDay(new Date('2026-01-16T00:00:00.100Z'))).toBe('2026-01-16');
    // BST: London midnight is 23:00 UTC.
    expect(londonDay(new Date('2026-07-15T22:59:59.900Z'))).toBe('2026-07-15');
    expect(londonDay(new Date('2026-07-15T23:00:00.100Z'))).toBe('2026-07-16');
  });

  it('handles the spring change (29 March 2026: a 23-hour day) and the autumn change (25 October 2026: 25 hours)', () => {
    expect(nextLondonMidnight(new Date('2026-03-29T00:30:00Z')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(secondsToNextLondonDay(new Date('2026-03-29T00:00:00Z'))).toBe(23 * 3600);
    expect(nextLondonMidnight(new Date('2026-10-25T00:30:00Z')).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(secondsToNextLondonDay(new Date('2026-10-24T23:00:00Z'))).toBe(25 * 3600);
    expect(londonDay(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });

  it('gives the 18:00 draw instant in UTC on both sides of a change', () => {
    expect(londonTimeOn('2026-03-28', 18).toISOString()).toBe('2026-03-28T18:00:00.000Z');
    expect(londonTimeOn('2026-03-29', 18).toISOString()).toBe('2026-03-29T17:00:00.000Z');
    expect(londonTimeOn('2026-10-25', 18).toISOString()).toBe('2026-10-25T18:00:00.000Z');
  });

  it('counts whole seconds to the next day, never negative', () => {
    expect(secondsToNextLondonDay(new Date('2026-01-15T23:59:59.900Z'))).toBe(1);
    expect(secondsToNextLondonDay(new Date('2026-01-15T12:00:00Z'))).toBe(12 * 3600);
  });
});
