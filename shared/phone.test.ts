import { describe, expect, it } from 'vitest';
import { phoneExample, toE164 } from './phone.ts';

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

describe('toE164 with the chosen country (decision 168)', () => {
  it('reads numbers as people type them in their country', () => {
    expect(toE164('077 123 4567', 'LK')).toBe('+94771234567');
    expect(toE164('07911 123456', 'GB')).toBe('+447911123456');
    expect(toE164('98765 43210', 'IN')).toBe('+919876543210');
    expect(toE164('(077) 123-4567', 'LK')).toBe('+94771234567');
  });

  it('still reads an international number as its own country, whatever is chosen', () => {
    expect(toE164('+94 77 123 4567', 'GB')).toBe('+94771234567');
  });

  it('refuses a number not valid in the chosen country, text around it, and an unknown country', () => {
    expect(toE164('077 123', 'LK')).toBeNull();
    expect(toE164('98765 43210', 'LK')).toBeNull();
    expect(toE164('077 123 4567 after 6pm', 'LK')).toBeNull();
    expect(toE164('077 123 4567', 'Sri Lanka')).toBeNull();
    expect(toE164('077 123 4567', undefined)).toBeNull();
  });
});

describe('phoneExample', () => {
  it('gives a mobile number of the chosen country, nationally and with its code', () => {
    expect(phoneExample('LK')).toEqual({ national: '071 234 5678', international: '+94 71 234 5678' });
    expect(phoneExample('GB')?.national).toBe('07400 123456');
    expect(phoneExample('IN')?.international).toBe('+91 81234 56789');
    expect(phoneExample(undefined)).toBeNull();
    expect(phoneExample('XX')).toBeNull();
  });
});
