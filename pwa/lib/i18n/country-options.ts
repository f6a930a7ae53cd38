import { useMemo } from 'react';
import { COUNTRY_OPTIONS, OTHER_COUNTRY, type CountryOption } from '#shared/countries.ts';
import { INTL_LOCALE, type Language } from '#shared/constants.ts';

const COUNTRY_BY_VALUE = new Map<string, CountryOption>(COUNTRY_OPTIONS.map((c) => [c.value, c]));
const sortedCache = new Map<Language, readonly CountryOption[]>();

/** The country's label in `language` (the stored English name when it is not in the list). */
export function countryLabel(value: string, language: Language): string {
  return COUNTRY_BY_VALUE.get(value)?.label[language] ?? value;
}

/** The country list sorted by its label in `language`, "Other" last (computed once per language). */
export function countriesFor(language: Language): readonly CountryOption[] {
  let sorted = sortedCache.get(language);
  if (!sorted) {
    const collator = new Intl.Collator(INTL_LOCALE[language]);
    const other = COUNTRY_OPTIONS.filter((c) => c.value === OTHER_COUNTRY);
    sorted = [...COUNTRY_OPTIONS.filter((c) => c.value !== OTHER_COUNTRY).sort((a, b) => collator.compare(a.label[language], b.label[language])), ...other];
    sortedCache.set(language, sorted);
  }
  return sorted;
}

/** `<select>` options for the country list in the UI language: `{ value: English name, label }`. */
export function useCountryOptions(language: Language) {
  return useMemo(() => countriesFor(language).map((c) => ({ value: c.value, label: c.label[language] })), [language]);
}
