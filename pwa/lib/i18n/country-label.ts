import { useSyncExternalStore } from 'react';
import type { Language } from '#shared/constants.ts';
import type * as countryOptions from './country-options.ts';

type CountryOptionsModule = typeof countryOptions;

/*
 * Country names for screens on the first load (the taxi list): the country list with its Tamil names
 * (i18n-iso-countries, ~13 kB gzip) is fetched as its own chunk instead of being part of the initial JavaScript
 * (docs/decisions/032-initial-load-budget.md). Until it has arrived — usually before the list's data does, since
 * loading starts as soon as this module is evaluated — a country shows as its stored English name.
 */
let loaded: CountryOptionsModule | null = null;
let loading: Promise<CountryOptionsModule> | null = null;
const listeners = new Set<() => void>();

/** Starts fetching the country list (once); resolves with its module. A failed fetch is retried on the next call. */
export function loadCountryOptions(): Promise<CountryOptionsModule> {
  loading ??= import('./country-options.ts').then(
    (mod) => {
      loaded = mod;
      listeners.forEach((notify) => notify());
      return mod;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  if (!loaded) loadCountryOptions().catch(() => undefined);
  return () => listeners.delete(notify);
};
const snapshot = () => loaded;

/** The label of the stored country name `value` in `language`; the English name until the list has loaded. */
export function useCountryLabel(value: string, language: Language): string {
  const mod = useSyncExternalStore(subscribe, snapshot, snapshot);
  return mod ? mod.countryLabel(value, language) : value;
}
