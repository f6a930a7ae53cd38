import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LANGUAGES, LUGGAGE_WEIGHTS_KG, type Language, type TravelTime } from '#shared/constants.ts';

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

// Country names are not re-exported here: the country list is its own chunk, loaded by the post dialog and,
// lazily, by the list's cards (lib/i18n/country-label.ts).
