import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LANGUAGES, LUGGAGE_WEIGHTS_KG, type Language, type TravelTime } from '#shared/constants.ts';
import { COUNTRY_OPTIONS, OTHER_COUNTRY, type CountryOption } from '#shared/countries.ts';

/** The heaviest luggage choice (kg) is open-ended: shown as "100kg+" (spec 000 §5). */
const MAX_LUGGAGE_KG = Math.max(...LUGGAGE_WEIGHTS_KG);

/** A luggage weight in kg as shown to users: "20kg", and the top choice as "100kg+". */
export function luggageLabel(i18n: I18n, weightKg: number): string {
  return weightKg >= MAX_LUGGAGE_KG ? i18n._(msg`${weightKg}kg+`) : i18n._(msg`${weightKg}kg`);
}

/** A travel time choice as shown to users: "14:00", or "Flexible" translated. */
export function travelTimeLabel(i18n: I18n, time: TravelTime | string): string {
  return time === 'flexible' ? i18n._(msg`Flexible`) : time;
}

/** The UI language from the active Lingui locale (Tamil unless English is active). */
export function uiLanguage(i18n: I18n): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.locale) ? (i18n.locale as Language) : 'ta';
}

const COUNTRY_BY_VALUE = new Map<string, CountryOption>(COUNTRY_OPTIONS.map((c) => [c.value, c]));

/** The country's label in `language` (the stored English name when it is not in the list). */
export function countryLabel(value: string, language: Language): string {
  return COUNTRY_BY_VALUE.get(value)?.label[language] ?? value;
}

const sortedCache = new Map<Language, readonly CountryOption[]>();

/** The country list sorted by its label in `language`, "Other" last (computed once per language). */
export function countriesFor(language: Language): readonly CountryOption[] {
  let sorted = sortedCache.get(language);
  if (!sorted) {
    const collator = new Intl.Collator(language);
    const other = COUNTRY_OPTIONS.filter((c) => c.value === OTHER_COUNTRY);
    sorted = [...COUNTRY_OPTIONS.filter((c) => c.value !== OTHER_COUNTRY).sort((a, b) => collator.compare(a.label[language], b.label[language])), ...other];
    sortedCache.set(language, sorted);
  }
  return sorted;
}
