import { useMemo, useSyncExternalStore } from 'react';
import { REGISTRATION_DEFAULTS, type Language } from '#shared/constants.ts';
import type * as countryOptions from './country-options.ts';

type CountryOptionsModule = typeof countryOptions;

/** A country option before the list has loaded: the stored English name and its label in each language. */
export interface InitialCountry {
  value: string;
  label: Readonly<Record<Language, string>>;
}

/**
 * The registration form's default country with its labels as the country list has them (a test checks they agree:
 * components/ui/__tests__/deferred-country-select.test.tsx), so /register can show it before the list has loaded.
 */
export const REGISTRATION_COUNTRY: InitialCountry = { value: REGISTRATION_DEFAULTS.country, label: { en: 'India', ta: 'இந்தியா' } };

/*
 * The country list (i18n-iso-countries with its Tamil names, ~13 kB gzip) for a select on a page's first screen: its
 * own chunk, loaded once a select using it has mounted, not part of the page's first JavaScript (issue 10 item 3).
 */
let loaded: CountryOptionsModule | null = null;
let loading: Promise<CountryOptionsModule> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<CountryOptionsModule> {
  loading ??= import('./country-options.ts').then(
    (mod) => {
      loaded = mod;
      listeners.forEach((notify) => notify());
      return mod;
    },
    (error: unknown) => {
      loading = null; // tried again by the next select that mounts
      throw error;
    },
  );
  return loading;
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  if (!loaded) load().catch(() => undefined);
  return () => listeners.delete(notify);
};
const snapshot = () => loaded;
// The pre-render and hydration always render without the list, whether or not the build or the browser has it yet:
// both then have the same markup, and the list fills in after hydration.
const serverSnapshot = () => null;

/**
 * `<select>` options for the country list in the UI language (`{ value: English name, label }`, "Other" last), or
 * null until the list has loaded — never while a pre-rendered page is built or hydrated.
 */
export function useDeferredCountryOptions(language: Language): readonly { value: string; label: string }[] | null {
  const mod = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return useMemo(() => (mod ? mod.countriesFor(language).map((c) => ({ value: c.value, label: c.label[language] })) : null), [mod, language]);
}
