import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiRequestError } from '../../lib/api/client.ts';
import type { ErrorCode } from '#shared/error-codes.ts';
import { describeError, errorCodeMessage } from '../../lib/i18n/error-messages.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

/** A failure recognised by its text, and the error code whose message it gets. */
type TextRule = readonly [pattern: RegExp, code: ErrorCode];

/** Login failures by message text, for responses without a `code` (spec 000 §8 Auth, Login). */
const LOGIN_TEXT_RULES: readonly TextRule[] = [
  [/invalid/i, 'invalid_credentials'],
  [/blocked|deactivated/i, 'account_blocked'],
];

/** Registration failures by message text, for responses without a `code` (spec 000 §8 Auth, Registration). */
const REGISTRATION_TEXT_RULES: readonly TextRule[] = [
  [/already exists/i, 'email_exists'],
  [/already taken/i, 'username_taken'],
];

/**
 * The body text of "<status>: <body>" when it reads like a short human message (not HTML, not JSON); none for
 * server faults (5xx), whose text is a gateway's, not ours.
 */
function plainServerMessage(error: ApiRequestError): string | null {
  if (error.status >= 500) return null;
  const text = error.message.replace(/^\d{3}: /, '').trim();
  return text && text.length <= 200 && !/[<{]/.test(text) ? text : null;
}

/**
 * The bilingual text of an auth failure: the error `code` first (through the shared code → message map, or the
 * first field message of a validation error), then the spec's text checks on the message, then the server's own
 * message, else `fallback`.
 */
function authErrorMessage(error: unknown, rules: readonly TextRule[], fallback: MessageDescriptor): string {
  if (error instanceof ApiRequestError) {
    if (error.code) return describeError(error, fallback);
    const rule = rules.find(([pattern]) => pattern.test(error.message));
    const ruled = rule && errorCodeMessage(rule[1]);
    if (ruled) return i18n._(ruled);
    return plainServerMessage(error) ?? i18n._(fallback);
  }
  return describeError(error, fallback);
}

/**
 * Text of a failed login (spec 000 §8): invalid credentials, blocked/deactivated, suspended with the reason the
 * administrator gave (issue 19 item 1), else the server message.
 */
export function loginErrorMessage(error: unknown): string {
  const text = authErrorMessage(error, LOGIN_TEXT_RULES, msg`Login failed. Please try again.`);
  const reason = error instanceof ApiRequestError && error.code === 'account_suspended' ? error.fields?.reason?.[0] : undefined;
  return reason ? `${text} ${i18n._(msg`Reason: ${reason}`)}` : text;
}

/** Text of a failed registration (spec 000 §8): email registered, username taken, else server message or 'Please try again'. */
export const registrationErrorMessage = (error: unknown) => authErrorMessage(error, REGISTRATION_TEXT_RULES, msg`Please try again`);

/** Text of a failed forgot-password request (spec 000 §8: fallback 'Failed to send reset email'). */
export const forgotPasswordErrorMessage = (error: unknown) => authErrorMessage(error, [], msg`Failed to send reset email`);

/** Text of a failed password reset (spec 000 §8: fallback 'Failed to reset password'). */
export const resetPasswordErrorMessage = (error: unknown) => authErrorMessage(error, [], msg`Failed to reset password`);

/** Text of a failed second-factor step (issue 5 item 2): wrong code, timed-out login, too many attempts… */
export const twoFactorErrorMessage = (error: unknown) => authErrorMessage(error, [], msg`Login failed. Please try again.`);
