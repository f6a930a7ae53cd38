import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { fieldErrorText } from '../../../lib/forms/field-errors.ts';

/** A text, number or long-text input of an education form (the form kit's FormInput). */
export function TextField<T extends FieldValues, O>({ form, name, label, area, type = 'text', required, hint }: { form: UseFormReturn<T, unknown, O>; name: Path<T>; label: React.ReactNode; area?: boolean; type?: string; required?: boolean; hint?: React.ReactNode }) {
  return (
    <FormInput form={form as never} name={name as never} label={label} required={required} hint={hint}>
      {(control) => (area ? <textarea className="input" rows={4} {...control} /> : <input className="input" type={type} inputMode={type === 'number' ? 'decimal' : undefined} {...control} />)}
    </FormInput>
  );
}

/** A single choice among codes with bilingual labels. */
export function ChoiceField<T extends FieldValues, O>({ form, name, label, values, labels }: { form: UseFormReturn<T, unknown, O>; name: Path<T>; label: React.ReactNode; values: readonly string[]; labels: Record<string, MessageDescriptor> }) {
  const { t, i18n } = useLingui();
  return (
    <FormInput form={form as never} name={name as never} label={label} required>
      {(control) => (
        <select className="input" {...control}>
          <option value="">{t`Choose…`}</option>
          {values.map((v) => <option key={v} value={v}>{i18n._(labels[v]!)}</option>)}
        </select>
      )}
    </FormInput>
  );
}

/** A multi-select as checkboxes (categories, subjects, languages, lesson modes): at least one, checked by the schema. */
export function ChecksField<T extends FieldValues, O>({ form, name, legend, values, labels }: { form: UseFormReturn<T, unknown, O>; name: Path<T>; legend: React.ReactNode; values: readonly string[]; labels: Record<string, MessageDescriptor> }) {
  const { i18n } = useLingui();
  const chosen = (form.watch(name) as string[] | undefined) ?? [];
  const error = form.formState.errors[name]?.message as string | undefined;
  const toggle = (v: string) => form.setValue(name, (chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v]) as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <fieldset>
      <legend>{legend} *</legend>
      <div className="education-checks">
        {values.map((v) => (
          <label key={v}>
            <input type="checkbox" checked={chosen.includes(v)} onChange={() => toggle(v)} /> {i18n._(labels[v]!)}
          </label>
        ))}
      </div>
      {error && <p className="field__error" role="alert">{fieldErrorText(error)}</p>}
    </fieldset>
  );
}
