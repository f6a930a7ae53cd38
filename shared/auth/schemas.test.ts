import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { V } from '../messages.ts';
import { forgotPasswordBodySchema, forgotPasswordResponseSchema, loginBodySchema, registerBodySchema, resetPasswordBodySchema, updateProfileBodySchema } from './schemas.ts';

/** Messages per field path of a failed parse ({} when it succeeds). */
function errorsOf(schema: z.core.$ZodType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  const out: Record<string, string[]> = {};
  if (!result.success) for (const i of result.error.issues) (out[i.path.join('.') || '_'] ??= []).push(i.message);
  return out;
}

describe('loginBodySchema (spec 000 §5 Login)', () => {
  it('accepts an e-mail (lower-cased) and a password', () => {
    expect(loginBodySchema.parse({ email: ' Kavya@Example.com', password: 'x' })).toEqual({ email: 'kavya@example.com', password: 'x' });
  });

  it('needs a valid e-mail and a password, with the spec messages', () => {
    expect(errorsOf(loginBodySchema, { email: 'nope', password: '' })).toEqual({ email: [V.emailInvalid], password: [V.passwordRequired] });
    expect(errorsOf(loginBodySchema, {})).toEqual({ email: [V.emailInvalid], password: [V.passwordRequired] });
  });
});

describe('registerBodySchema (spec 000 §5 Registration, §9 defaults)', () => {
  const valid = {
    fullName: 'Kavya Raj',
    username: 'kavya_r',
    email: 'Kavya@Example.com',
    password: 'secret1',
    phoneNumber: '+94 77 123 4567',
    address: '1 Temple Road',
    city: 'Jaffna',
  };

  it('applies the defaults: age 18, country India, empty postal code, language ta, private user', () => {
    expect(registerBodySchema.parse(valid)).toEqual({
      ...valid,
      email: 'kavya@example.com',
      phoneNumber: '+94771234567',
      age: 18,
      country: 'India',
      postalCode: '',
      language: 'ta',
      userType: 'private',
    });
  });

  it('requires fullName, address and city to be non-blank', () => {
    expect(errorsOf(registerBodySchema, { ...valid, fullName: ' ', address: '', city: '  ' })).toEqual({
      fullName: [V.required],
      address: [V.required],
      city: [V.required],
    });
  });

  it('checks password length (6 minimum), username pattern, age range, country and language', () => {
    expect(errorsOf(registerBodySchema, { ...valid, password: '12345' })).toEqual({ password: [V.passwordTooShort] });
    expect(errorsOf(registerBodySchema, { ...valid, password: '123456' })).toEqual({});
    expect(errorsOf(registerBodySchema, { ...valid, username: 'ab' })).toEqual({ username: [V.usernameInvalid] });
    expect(errorsOf(registerBodySchema, { ...valid, username: 'has space' })).toEqual({ username: [V.usernameInvalid] });
    expect(errorsOf(registerBodySchema, { ...valid, age: 12 })).toEqual({ age: [V.ageInvalid] });
    expect(errorsOf(registerBodySchema, { ...valid, age: 121 })).toEqual({ age: [V.ageInvalid] });
    expect(registerBodySchema.parse({ ...valid, age: '30' }).age).toBe(30);
    expect(errorsOf(registerBodySchema, { ...valid, country: 'Atlantis' })).toEqual({ country: [V.countryInvalid] });
    expect(errorsOf(registerBodySchema, { ...valid, language: 'fr' })).toEqual({ language: [V.languageInvalid] });
    expect(registerBodySchema.parse({ ...valid, language: 'en', country: 'Sri Lanka' })).toMatchObject({ language: 'en', country: 'Sri Lanka' });
  });

  it('needs an international phone number', () => {
    expect(errorsOf(registerBodySchema, { ...valid, phoneNumber: '0771234567' })).toEqual({ phoneNumber: [V.phoneNeedsCountryCode] });
    expect(errorsOf(registerBodySchema, { ...valid, phoneNumber: '+94 12' })).toEqual({ phoneNumber: [V.phoneInvalid] });
  });
});

describe('forgot and reset password (spec 000 §5)', () => {
  it('forgot-password needs a valid e-mail; its response may carry a resetToken', () => {
    expect(forgotPasswordBodySchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
    expect(errorsOf(forgotPasswordBodySchema, { email: 'x' })).toEqual({ email: [V.emailInvalid] });
    expect(forgotPasswordResponseSchema.parse({ message: 'sent' })).toEqual({ message: 'sent' });
    expect(forgotPasswordResponseSchema.parse({ message: 'sent', resetToken: 't' }).resetToken).toBe('t');
  });

  it('reset-password needs a token and a new password of at least 6 characters', () => {
    expect(errorsOf(resetPasswordBodySchema, { token: 'abc', newPassword: 'secret1' })).toEqual({});
    expect(errorsOf(resetPasswordBodySchema, { token: ' ', newPassword: 'secret1' })).toEqual({ token: [V.tokenRequired] });
    expect(errorsOf(resetPasswordBodySchema, { token: 'abc', newPassword: '12345' })).toEqual({ newPassword: [V.passwordTooShort] });
  });
});

describe('updateProfileBodySchema (spec 000 §5 Profile edit)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts any non-empty subset of the fields', () => {
    expect(updateProfileBodySchema.parse({ city: ' Colombo ' })).toEqual({ city: 'Colombo' });
    expect(updateProfileBodySchema.parse({ dateOfBirth: null, marketingEmails: true })).toEqual({ dateOfBirth: null, marketingEmails: true });
  });

  it('rejects an empty body and unknown fields', () => {
    expect(errorsOf(updateProfileBodySchema, {})).toEqual({ _: [V.required] });
    expect(updateProfileBodySchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(updateProfileBodySchema.safeParse({ balance: 100000 }).success).toBe(false);
  });

  it('needs a country code on the phone (hint +91) and a date of birth not in the future', () => {
    expect(errorsOf(updateProfileBodySchema, { phoneNumber: '9876543210' })).toEqual({ phoneNumber: [V.phoneNeedsCountryCode] });
    expect(errorsOf(updateProfileBodySchema, { phoneNumber: '+91 12' })).toEqual({ phoneNumber: [V.phoneNeedsCountryCode] });
    expect(errorsOf(updateProfileBodySchema, { dateOfBirth: '1990-05-17' })).toEqual({});
    expect(errorsOf(updateProfileBodySchema, { dateOfBirth: '2026-11-23' })).toEqual({ dateOfBirth: [V.dateOfBirthInFuture] });
  });
});
