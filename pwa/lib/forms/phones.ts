import { useEffect, useState } from 'react';
import { V } from '#shared/messages.ts';

/**
 * Phone fields as people type them (docs/decisions/168): a form names its phone fields and where their country comes
 * from — the country chosen on the form, else the member's — and before the shared schema checks the values, a
 * number written the national way ("077 123 4567" in Sri Lanka) is turned into E.164 ("+94771234567"). The schema,
 * and the API, still take only international numbers; what is sent and stored is E.164. The country list and
 * libphonenumber-js load with the form's first check, not with the page.
 */
export interface PhoneFields {
  /** The form's phone fields (top-level names). */
  fields: readonly string[];
  /** The country to read a number without "+" in: the stored English name ("Sri Lanka"), from the values or the member. */
  country: (values: Record<string, unknown>) => string | null | undefined;
}

/** The ISO alpha-2 code of a country's stored English name ("Sri Lanka" → "LK"), or undefined. */
export async function countryCodeOf(name: string | null | undefined): Promise<string | undefined> {
  if (!name) return undefined;
  const { COUNTRY_OPTIONS } = await import('#shared/countries.ts');
  const code = COUNTRY_OPTIONS.find((c) => c.value === name)?.code;
  return code === 'ZZ' ? undefined : code;
}

/** `values` with each phone field that reads as a valid number of the country in E.164; others as typed. */
export async function normalisePhones<T extends object>(values: T, phones: PhoneFields): Promise<T> {
  const [code, { toE164 }] = await Promise.all([countryCodeOf(phones.country(values as Record<string, unknown>)), import('#shared/phone.ts')]);
  const out = { ...values } as Record<string, unknown>;
  for (const field of phones.fields) {
    const value = out[field];
    if (typeof value !== 'string' || !value.trim()) continue;
    const e164 = toE164(value, code);
    if (e164) out[field] = e164;
  }
  return out as T;
}

/**
 * The message for a phone field the schema refused: with a country to read it in, a number without "+" is not
 * missing its country code — it is not a number of that country (the hint shows one), so `phoneInvalid`.
 */
export function phoneMessage(message: string | undefined, hasCountry: boolean): string | undefined {
  return hasCountry && message === V.phoneNeedsCountryCode ? V.phoneInvalid : message;
}

/**
 * An example number of the country (stored English name) as people there write it and with its code — "071 234 5678
 * · +94 71 234 5678" — for the phone field's hint; undefined until loaded or for no/unknown country.
 */
export function usePhoneExample(country: string | null | undefined): string | undefined {
  const [example, setExample] = useState<string>();
  useEffect(() => {
    let live = true;
    void Promise.all([countryCodeOf(country), import('#shared/phone.ts')]).then(([code, { phoneExample }]) => {
      const e = phoneExample(code);
      if (live) setExample(e ? `${e.national} · ${e.international}` : undefined);
    });
    return () => {
      live = false;
    };
  }, [country]);
  return example;
}
