import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { errorCodeMessage } from '../../../lib/i18n/error-messages.ts';

/** Fallback title of a failed post (spec 000 §8 Taxi post failure, default). */
const POST_FAILED = msg`Failed to post taxi service request`;

/**
 * The bilingual toast for a failed taxi post (spec 000 §8 Taxi post failure), decided from the error's status,
 * `code` and `fields` first and, for errors without a JSON body, from the words of the message as the spec says:
 * 401 / authentication / login → "Please login first"; a phone/contact field → "Valid phone number is required";
 * a location field → "From and to locations are required"; a date/time field → "Valid date and time are required";
 * other validation → "Please fill all required fields"; no network → a no-connection message; else the default,
 * with the bilingual message of the server's error code as the description when there is one.
 */
export function describePostTaxiError(i18n: I18n, error: unknown): { title: string; description?: string } {
  const title = (descriptor: MessageDescriptor, description?: MessageDescriptor) => ({
    title: i18n._(descriptor),
    ...(description ? { description: i18n._(description) } : {}),
  });

  if (error instanceof TypeError) return title(POST_FAILED, msg`No connection. Check your network and try again.`);
  if (!(error instanceof ApiRequestError)) return title(POST_FAILED);

  if (error.status === 401 || error.code === 'unauthorized') return title(msg`Please login first`);

  const fields = Object.keys(error.fields ?? {});
  const words = error.body ? '' : error.message.toLowerCase();
  const has = (...names: string[]) => fields.some((f) => names.includes(f)) || names.some((n) => words.includes(n.toLowerCase()));

  if (error.code === 'validation_failed' || error.status === 400) {
    if (has('contactNumber', 'phone', 'contact')) return title(msg`Valid phone number is required`);
    if (has('fromLocation', 'toLocation', 'location')) return title(msg`From and to locations are required`);
    if (has('travelDate', 'travelTime', 'date', 'time')) return title(msg`Valid date and time are required`);
    return title(msg`Please fill all required fields`);
  }
  if (error.code) return title(POST_FAILED, errorCodeMessage(error.code));
  if (/authentication|login/.test(words)) return title(msg`Please login first`);
  return title(POST_FAILED);
}
