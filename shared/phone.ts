import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';

const INTERNATIONAL_INPUT = /^\+[\d\s().-]+$/;
const NATIONAL_INPUT = /^[\d\s().-]+$/;

/** An ISO 3166-1 alpha-2 code libphonenumber-js knows ("LK", "GB", "IN"), or undefined. */
function phoneCountry(code: string | undefined): CountryCode | undefined {
  return code && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : undefined;
}

/**
 * Parses a phone number as people type it and returns it in E.164 (e.g. "+94771234567"), or null when it is not a
 * valid number. With "+" and a country code it is read as international; without, as a number of `defaultCountry`
 * (ISO alpha-2, e.g. "LK": "077 123 4567" → "+94771234567", "GB": "07911 123456", "IN": "98765 43210";
 * docs/decisions/168) — with no default country such a number is null. Spaces, dashes, dots and brackets are allowed.
 */
export function toE164(input: string, defaultCountry?: string): string | null {
  const trimmed = input.trim();
  // libphonenumber-js extracts a number from surrounding text ("+94 77 123 4567 call after 6" parses, an extension
  // is silently dropped): accept only "+", digits and the usual separators, so what is stored is what was typed.
  const country = phoneCountry(defaultCountry);
  if (!INTERNATIONAL_INPUT.test(trimmed) && !(country && NATIONAL_INPUT.test(trimmed))) return null;
  const parsed = parsePhoneNumberFromString(trimmed, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * An example mobile number of `country` (ISO alpha-2) as people there write it, and with its country code — e.g.
 * LK: { national: "071 234 5678", international: "+94 71 234 5678" } — for the hint under a phone field; null for an
 * unknown country.
 */
export function phoneExample(country: string | undefined): { national: string; international: string } | null {
  const code = phoneCountry(country);
  const example = code ? getExampleNumber(code, examples) : undefined;
  return example ? { national: example.formatNational(), international: example.formatInternational() } : null;
}
