import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import { useCountryOptions } from '../../lib/i18n/country-options.ts';
import { FormField } from './form-field.tsx';

/**
 * The country field of a form: a labelled select over the country list, labels in the UI language ("Other"
 * last), values the stored English names (spec 000 §3 Country list). `field` is react-hook-form's `register('…')`.
 */
export function CountrySelect({ field, language, error }: { field: UseFormRegisterReturn; language: Language; error?: string }) {
  const countries = useCountryOptions(language);
  return (
    <FormField label={<Trans>Country</Trans>} error={error}>
      {(control) => (
        <select {...control} {...field} autoComplete="country-name">
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
