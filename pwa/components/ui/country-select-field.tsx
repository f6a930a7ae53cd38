import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import { FormField } from './form-field.tsx';

/** The country field's markup: a labelled select over `options` (values the stored English names). */
export function CountrySelectField({ field, options, error }: { field: UseFormRegisterReturn; options: readonly { value: string; label: string }[]; error?: string }) {
  return (
    <FormField label={<Trans>Country</Trans>} error={error}>
      {(control) => (
        <select {...control} {...field} autoComplete="country-name">
          {options.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
