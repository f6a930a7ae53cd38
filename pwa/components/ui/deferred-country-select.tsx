import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Language } from '#shared/constants.ts';
import { useDeferredCountryOptions, type InitialCountry } from '../../lib/i18n/deferred-country-options.ts';
import { CountrySelectField } from './country-select-field.tsx';

/**
 * The country field of a form on a page's first screen (/register): like `CountrySelect`, but the country list
 * (~13 kB gzip) loads after the first render. Until it has arrived — and in the pre-rendered page — the select
 * holds one option, `initial` (the form's default value): the pre-render and hydration render the same markup,
 * the select shows the default from the first paint, and the list fills in around it (the selected option stays
 * the same element, so the selection does not move). `initial` must be the field's default value.
 */
export function DeferredCountrySelect({ field, language, error, initial }: { field: UseFormRegisterReturn; language: Language; error?: string; initial: InitialCountry }) {
  const options = useDeferredCountryOptions(language) ?? [{ value: initial.value, label: initial.label[language] }];
  return <CountrySelectField field={field} options={options} error={error} />;
}
