import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Parses an international phone number (it must start with "+" and a country code) and returns it in E.164
 * (e.g. "+94771234567"), or null when it is not a valid number for its country. Spaces, dashes and brackets are
 * allowed in the input.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed?.isValid() ? parsed.number : null;
}
