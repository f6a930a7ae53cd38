import { useEffect, useSyncExternalStore } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '#shared/error-codes.ts';
import type { ValidationMessage } from '#shared/messages.ts';
import { ApiRequestError } from '../api/client.ts';
import { errorTable, loadErrorMessages, subscribeErrorMessages } from './error-table/load.ts';
import { i18n } from './i18n.ts';

export { loadErrorMessages };

/*
 * Bilingual texts for errors (spec 000 §8): the API's error codes and the shared schemas' validation messages. The
 * table of them (error-table/error-table.ts) and its catalog are not part of any page's first screen: they load
 * after the first paint, on the first refused request, or before a form's first check (error-table/load.ts;
 * docs/decisions/153).
 */

/**
 * The bilingual message of an API error code (spec 000 §8); `undefined` for a code this build does not know, or
 * before the table has loaded (it loads on the first refused request, so an error from the API client has it).
 */
export function errorCodeMessage(code: ErrorCode | undefined): MessageDescriptor | undefined {
  return code ? errorTable()?.ERROR_CODE_MESSAGES[code] : undefined;
}

const validationMessage = (message: string) => errorTable()?.VALIDATION_MESSAGES[message as ValidationMessage];

/**
 * Translates a validation message from a shared schema (falls back to the English text, as before the table has
 * loaded; a form's check loads it first).
 */
export function translateValidation(message: string | undefined): string {
  if (!message) return '';
  const descriptor = validationMessage(message);
  return descriptor ? i18n._(descriptor) : message;
}

/**
 * The bilingual text for an error thrown by the API client: the first field message when there is one, else the
 * message of the error code, else `fallback` (a descriptor from the spec, e.g. "Failed to update profile.").
 * The API client loads the messages before it reports a refusal; an error made otherwise (an outbox refusal shown
 * from the device) is described with them once loaded — render it through {@link useErrorMessages}.
 */
export function describeError(error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof ApiRequestError) {
    const firstField = error.fields ? Object.values(error.fields)[0]?.[0] : undefined;
    const descriptor = (firstField && validationMessage(firstField)) || errorCodeMessage(error.code);
    if (descriptor) return i18n._(descriptor);
  }
  if (error instanceof TypeError) return i18n._(msg`No connection. Check your network and try again.`);
  return i18n._(fallback);
}

const ignore = () => undefined;

/**
 * Loads the error messages if they are not yet (a part that shows errors made on the device, e.g. an outbox
 * refusal) and returns whether they are there; the component renders again when they arrive.
 */
export function useErrorMessages(): boolean {
  useEffect(() => {
    loadErrorMessages().catch(ignore);
  }, []);
  return useSyncExternalStore(subscribeErrorMessages, () => errorTable() !== undefined, () => false);
}
