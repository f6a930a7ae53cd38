import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Language } from '#shared/constants.ts';
import { useCountryOptions } from '../../lib/i18n/country-options.ts';
import { CountrySelectField } from './country-select-field.tsx';

/**
 * The country field of a form: a labelled select over the country list, labels in the UI language ("Other"
 * last), values the stored English names (spec 000 §3 Country list). `field` is react-hook-form's `register('…')`.
 * The list (~13 kB gzip) is part of the code that imports this; a form on a page's first screen uses
 * `DeferredCountrySelect` (deferred-country-select.tsx), whose list loads after the first render.
 */
export function CountrySelect({ field, language, error }: { field: UseFormRegisterReturn; language: Language; error?: string }) {
  return <CountrySelectField field={field} options={useCountryOptions(language)} error={error} />;
}
