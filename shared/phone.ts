import { parsePhoneNumberFromString } from 'libphonenumber-js';

const PHONE_INPUT = /^\+[\d\s().-]+$/;

/**
 * Parses an international phone number (it must start with "+" and a country code) and returns it in E.164
 * (e.g. "+94771234567"), or null when it is not a valid number for its country. Spaces, dashes and brackets are
 * allowed in the input.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  // libphonenumber-js extracts a number from surrounding text ("+94 77 123 4567 call after 6" parses, an extension
  // is silently dropped): accept only "+", digits and the usual separators, so what is stored is what was typed.
  if (!PHONE_INPUT.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed?.isValid() ? parsed.number : null;
}
