import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { ApiRequestError, apiRequestError } from '../api/client.ts';
import { describeError, translateValidation } from './error-messages.ts';
import { activateLanguage, changeLanguage } from './i18n.ts';

// The error messages are not part of any page's first screen (issue 10; docs/decisions/153): their table and
// catalog load on the first refusal (or after the first paint, or before a form's first check), and a refusal from
// the API client is described in the visitor's language. This file starts with them not loaded.

const FALLBACK = msg`Failed to post taxi service request`;
const refusal = { message: 'Email already registered', code: 'email_exists' as const };

describe('error messages loaded on the first refusal', () => {
  it('describes a refusal in Tamil once the API client has made it, and in English after a language change', async () => {
    await activateLanguage('ta');
    // made without the client (nothing loaded yet): the caller's own text, not a hashed id or an English code
    const early = new ApiRequestError(409, 'Conflict', JSON.stringify(refusal), refusal);
    expect(describeError(early, FALLBACK)).toBe('டாக்ஸி சேவைக் கோரிக்கையை இட முடியவில்லை');

    const error = await apiRequestError(409, 'Conflict', JSON.stringify(refusal));
    expect(describeError(error, FALLBACK)).toBe('இந்த மின்னஞ்சல் ஏற்கனவே பதிவு செய்யப்பட்டுள்ளது');
    expect(translateValidation('Please enter a valid email address')).toBe('சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்');

    await changeLanguage('en');
    expect(describeError(error, FALLBACK)).toBe('This email is already registered');
  });
});
