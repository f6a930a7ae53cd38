import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';

describe('toE164', () => {
  it('normalises international numbers with spaces, dashes, dots or brackets to E.164', () => {
    expect(toE164('+94 77 123 4567')).toBe('+94771234567');
    expect(toE164('  +94-77-123-4567 ')).toBe('+94771234567');
    expect(toE164('+94 (77) 123.4567')).toBe('+94771234567');
    expect(toE164('+94771234567')).toBe('+94771234567');
    expect(toE164('+44 7911 123456')).toBe('+447911123456');
    expect(toE164('+91 98765 43210')).toBe('+919876543210');
    expect(toE164('+1 (415) 555-2671')).toBe('+14155552671');
  });

  it('rejects a number without "+" and country code', () => {
    expect(toE164('0771234567')).toBeNull();
    expect(toE164('94771234567')).toBeNull();
    expect(toE164('12345')).toBeNull();
  });

  it('rejects numbers that are not valid for their country', () => {
    expect(toE164('+94 12')).toBeNull();
    expect(toE164('+94 77 123 45678 9')).toBeNull();
    expect(toE164('+999 1234567')).toBeNull();
    expect(toE164('+')).toBeNull();
    expect(toE164('')).toBeNull();
  });

  it('rejects text around a number instead of silently extracting it (or dropping an extension)', () => {
    expect(toE164('+94 77 123 4567 after 6pm')).toBeNull();
    expect(toE164('+94771234567 ext. 12')).toBeNull();
    expect(toE164('tel:+94771234567')).toBeNull();
    expect(toE164('call +94771234567')).toBeNull();
  });
});
