import { describe, expect, it } from 'vitest';
import { ageOn, birthDateBounds, yearsBefore } from './age.ts';

describe('marriage age arithmetic', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2008-11-25', '2026-11-24')).toBe(17);
    expect(ageOn('2008-11-25', '2026-11-25')).toBe(18);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('moves a leap day to 28 February in a common year', () => {
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
    expect(yearsBefore('2026-11-25', 18)).toBe('2008-11-25');
  });

  it('bounds birth dates so that exactly the ages in range fall inside', () => {
    const today = '2026-11-25';
    const { latest, earliestExclusive } = birthDateBounds(today, 25, 30);
    for (const dob of ['1995-11-26', '1996-01-01', '2001-11-25']) {
      expect(dob <= latest! && dob > earliestExclusive!, dob).toBe(true);
      expect(ageOn(dob, today)).toBeGreaterThanOrEqual(25);
      expect(ageOn(dob, today)).toBeLessThanOrEqual(30);
    }
    for (const dob of ['1995-11-25', '2001-11-26']) expect(dob <= latest! && dob > earliestExclusive!, dob).toBe(false);
  });
});
