import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import { usePhoneExample } from './phones.ts';

/**
 * The one hint under every phone field (docs/decisions/168, 178): an example mobile number of `country` (the stored
 * English name, "Sri Lanka") as people there write it and with its code — "e.g. 071 234 5678 · +94 71 234 5678" —
 * so the example follows the chosen country. The example (libphonenumber-js and its example table, ~4 kB) loads
 * after the first render, never with a page's first screen (decision 144); until then, and for no or an unknown
 * country, the hint asks for the country code. `children` (e.g. who may see the number) follow the example.
 */
export function PhoneHint({ country, children }: { country: string | null | undefined; children?: ReactNode }) {
  const phoneExample = usePhoneExample(country);
  return (
    <>
      {phoneExample ? <Trans>e.g. {phoneExample}</Trans> : <Trans>Include the country code, e.g. +91 or +94.</Trans>}
      {children ? <> {children}</> : null}
    </>
  );
}

/**
 * {@link PhoneHint} for a form whose country is one of its fields (`countryField`, e.g. registration's "country" or
 * the taxi request's country of departure): the example changes as the country does; `fallbackCountry` (the
 * member's) while the field is empty.
 */
// any output type: the hint only watches a field
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function FormPhoneHint<T extends FieldValues>(props: { control: Control<T, any, any>; countryField: Path<T>; fallbackCountry?: string | null; children?: ReactNode }) {
  const chosen: unknown = useWatch({ control: props.control, name: props.countryField });
  const country = typeof chosen === 'string' && chosen.trim() ? chosen.trim() : props.fallbackCountry;
  return <PhoneHint country={country}>{props.children}</PhoneHint>;
}
