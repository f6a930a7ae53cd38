import { describe, expect, it } from 'vitest';
import { COUNTRY_OPTIONS, OTHER_COUNTRY, isCountry } from './countries.ts';

describe('COUNTRY_OPTIONS (spec 000 §3 Country list)', () => {
  const byValue = (value: string) => COUNTRY_OPTIONS.find((c) => c.value === value);

  it('has Sri Lanka with its Tamil label இலங்கை, and India', () => {
    expect(byValue('Sri Lanka')).toEqual({ code: 'LK', value: 'Sri Lanka', label: { en: 'Sri Lanka', ta: 'இலங்கை' } });
    expect(byValue('India')).toEqual({ code: 'IN', value: 'India', label: { en: 'India', ta: 'இந்தியா' } });
  });

  it('ends with "Other", bilingual', () => {
    expect(OTHER_COUNTRY).toBe('Other');
    expect(COUNTRY_OPTIONS.at(-1)).toEqual({ code: 'ZZ', value: 'Other', label: { en: 'Other', ta: 'மற்றவை' } });
  });

  it('has at least 150 countries, unique values, each with English and Tamil labels, sorted by English name', () => {
    expect(COUNTRY_OPTIONS.length).toBeGreaterThanOrEqual(151);
    const values = COUNTRY_OPTIONS.map((c) => c.value);
    expect(new Set(values).size).toBe(values.length);
    for (const c of COUNTRY_OPTIONS) {
      expect(c.label.en, c.code).toBe(c.value);
      expect(c.label.ta, c.code).toMatch(/[\u0B80-\u0BFF]/);
    }
    const listed = values.slice(0, -1);
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('isCountry', () => {
  it('accepts listed values exactly and rejects anything else', () => {
    for (const v of ['Sri Lanka', 'India', 'United Kingdom', 'Other']) expect(isCountry(v), v).toBe(true);
    for (const v of ['Atlantis', 'sri lanka', 'LK', 'இலங்கை', ' Sri Lanka', '']) expect(isCountry(v), v).toBe(false);
  });
});
