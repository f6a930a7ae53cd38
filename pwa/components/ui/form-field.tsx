import { useId, type ReactNode } from 'react';

/** Accessibility attributes a {@link FormField} hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * A labelled form control with an optional hint and error: the label points at the control, the control is
 * described by the hint and the error (aria-describedby) and marked aria-invalid while it has an error.
 * `required` adds a visual star (the control gets aria-required; the form stays `noValidate` so our own
 * messages are shown, not the browser's).
 */
export function FormField(props: {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${props.className ? ` ${props.className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {props.label}
        {props.required && (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {props.children({
        id,
        'aria-invalid': Boolean(props.error),
        'aria-describedby': describedBy,
        ...(props.required ? { 'aria-required': true } : {}),
      })}
      {props.hint && (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}
