import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ta from 'i18n-iso-countries/langs/ta.json' with { type: 'json' };

countries.registerLocale(en);
countries.registerLocale(ta);

/** The value stored for a country outside the list (spec 000 §3 Country list: "plus 'Other'"). */
export const OTHER_COUNTRY = 'Other';

/** One entry of the country list: `value` is the stored English name, labels are bilingual. */
export interface CountryOption {
  code: string;
  value: string;
  label: { en: string; ta: string };
}

/**
 * Every ISO 3166-1 country with its English and Tamil name, sorted by English name, plus "Other" last
 * (spec 000 §3 Country list). The stored value is the English name, e.g. "Sri Lanka", "India".
 */
export const COUNTRY_OPTIONS: readonly CountryOption[] = [
  ...Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({
      code,
      value: name,
      label: { en: name, ta: countries.getName(code, 'ta') ?? name },
    }))
    .sort((a, b) => a.value.localeCompare(b.value, 'en')),
  { code: 'ZZ', value: OTHER_COUNTRY, label: { en: 'Other', ta: 'மற்றவை' } },
];

const COUNTRY_VALUES = new Set(COUNTRY_OPTIONS.map((c) => c.value));

/** True when `value` is a country name from {@link COUNTRY_OPTIONS} (or "Other"). */
export function isCountry(value: string): boolean {
  return COUNTRY_VALUES.has(value);
}
