import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { MessageDescriptor } from '@lingui/core';
import { FormField, type FieldControlProps } from '../../components/ui/form-field.tsx';
import { fieldErrorText } from './field-errors.ts';

/** What `<FormInput>` hands its control: the accessibility attributes and react-hook-form's `register(name)`. */
export type BoundControlProps = FieldControlProps & UseFormRegisterReturn;

/**
 * One field of a react-hook-form form: `FormField` (label, required star, hint, error, aria wiring) bound to
 * `form.register(name)`, showing the field's error in the UI language (see `fieldErrorText`; `messages` are the
 * form's own error texts). The child renders the control: `{(control) => <input {...control} type="email" />}`.
 */
export function FormInput<T extends FieldValues>(props: {
  // any output type: the field only registers and reads errors
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  messages?: Readonly<Record<string, MessageDescriptor>>;
  children: (control: BoundControlProps) => ReactNode;
}) {
  const { form, name } = props;
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField label={props.label} required={props.required} hint={props.hint} error={fieldErrorText(error?.message, props.messages)} className={props.className}>
      {(control) => props.children({ ...control, ...form.register(name) })}
    </FormField>
  );
}
