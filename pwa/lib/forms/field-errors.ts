import type { MessageDescriptor } from '@lingui/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode } from '#shared/error-codes.ts';
import { ApiRequestError } from '../api/client.ts';
import { errorCodeMessage, translateValidation } from '../i18n/error-messages.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * A form error message is stored untranslated, so it follows a language switch: a validation message of the
 * shared schemas (`V.*`), `code:<error code>` for an API error code shown at a field, or a key of the form's own
 * `messages` map (see {@link fieldErrorText}).
 */
const CODE_PREFIX = 'code:';

/** The stored form error for an API error code (e.g. `email_exists` shown under the email field). */
export const codeError = (code: ErrorCode) => `${CODE_PREFIX}${code}`;

/**
 * API error codes that are about one field, and that field's name: a form holding the field shows the code's
 * message under it. One list for every form.
 */
export const FIELD_ERROR_CODES: Partial<Record<ErrorCode, string>> = {
  email_exists: 'email',
  username_taken: 'username',
};

/**
 * The bilingual text of a stored form error: a key of `messages` (the form's own field messages), an API error
 * code (`code:…`, through the one code → message map, lib/i18n/error-messages.ts; loaded by the form's check
 * and by the API client before a refusal), else a shared validation
 * message. '' for none; unknown text is shown as is.
 */
export function fieldErrorText(message: string | undefined, messages?: Readonly<Record<string, MessageDescriptor>>): string {
  if (!message) return '';
  const own = messages?.[message];
  if (own) return i18n._(own);
  if (message.startsWith(CODE_PREFIX)) {
    const descriptor = errorCodeMessage(message.slice(CODE_PREFIX.length) as ErrorCode);
    return descriptor ? i18n._(descriptor) : message;
  }
  return translateValidation(message);
}

/**
 * Puts an API error next to the fields it is about (the error contract's `fields`, docs/decisions/003; and the
 * codes of {@link FIELD_ERROR_CODES}), for the fields this form has (`fieldNames`). Anything else (network
 * errors, codes without a field) is left to the caller's toast or alert. Returns whether a field got an error.
 */
export function applyServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fieldNames: Iterable<string>): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const names = new Set(fieldNames);
  let applied = false;
  const set = (name: string, message: string) => {
    if (!names.has(name)) return;
    setError(name as Path<T>, { type: 'server', message });
    applied = true;
  };
  const codeField = error.code ? FIELD_ERROR_CODES[error.code] : undefined;
  if (codeField && error.code) set(codeField, codeError(error.code));
  for (const [name, messages] of Object.entries(error.fields ?? {})) {
    if (messages[0]) set(name, messages[0]);
  }
  return applied;
}
