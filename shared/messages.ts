/**
 * Validation messages used by the shared zod schemas. They are stable English strings (from the spec where it
 * names them); the PWA maps each to a Lingui message so users read them in Tamil or English
 * (see pwa/lib/i18n/validation-messages.ts). The API sends them as the English fallback in `fields`.
 */
export const V = {
  required: 'This field is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password is too long',
  passwordsDontMatch: "Passwords don't match",
  usernameInvalid: 'Username must be 3–30 letters, digits, dots or underscores',
  phoneInvalid: 'Valid phone number is required',
  phoneNeedsCountryCode: 'Phone number must start with a country code, e.g. +91',
  ageInvalid: 'Age must be a whole number between 13 and 120',
  countryInvalid: 'Choose a country from the list',
  dateInvalid: 'Enter a valid date',
  dateOfBirthInFuture: 'Date of birth cannot be in the future',
  travelDateInPast: 'Travel date cannot be in the past',
  travelTimeInvalid: 'Choose a travel time from the list',
  passengerCountInvalid: 'Passengers must be between 1 and 8',
  luggageWeightInvalid: 'Choose a luggage weight from the list',
  locationRequired: 'From and to locations are required',
  textTooLong: 'This text is too long',
  notesTooLong: 'Notes can be at most 1000 characters',
  tokenRequired: 'The reset token is required',
  cursorInvalid: 'The page cursor is not valid',
  limitInvalid: 'Page size must be between 1 and 100',
  languageInvalid: 'Language must be ta or en',
  twoFactorCodeInvalid: 'Enter the 6-digit code from your authenticator app',
} as const;
export type ValidationMessage = (typeof V)[keyof typeof V];
