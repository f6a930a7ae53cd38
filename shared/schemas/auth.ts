import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  LANGUAGES,
  REGISTRATION_DEFAULTS,
  USER_TYPES,
  USER_LIMITS,
  USERNAME_PATTERN,
} from '../constants.ts';
import { countryField } from './country.ts';
import { V } from '../messages.ts';
import { dateOfBirthField, emailField, phoneField, requiredText, textField } from './common.ts';
import { newPasswordField } from './credentials.ts';

export * from './credentials.ts';

const username = z.string({ error: V.usernameInvalid }).trim().regex(USERNAME_PATTERN, V.usernameInvalid);
const country = countryField;

/** POST /api/auth/register body (spec 000 §5 Registration, §7). confirmPassword is form-only and never sent. */
export const registerBodySchema = z.object({
  fullName: requiredText(USER_LIMITS.fullNameMax),
  username,
  email: emailField,
  password: newPasswordField,
  phoneNumber: phoneField(),
  age: z.coerce.number({ error: V.ageInvalid }).int(V.ageInvalid).min(AGE_MIN, V.ageInvalid).max(AGE_MAX, V.ageInvalid).default(REGISTRATION_DEFAULTS.age),
  address: requiredText(USER_LIMITS.addressMax),
  country: country.default(REGISTRATION_DEFAULTS.country),
  city: requiredText(USER_LIMITS.cityMax),
  postalCode: textField().trim().max(USER_LIMITS.postalCodeMax, V.textTooLong).default(REGISTRATION_DEFAULTS.postalCode),
  language: z.enum(LANGUAGES, { error: V.languageInvalid }).default('ta'),
  userType: z.enum(USER_TYPES).default('private'),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** PATCH /api/users/profile body: every field optional, at least one given (spec 000 §5 Profile edit, §7). */
export const updateProfileBodySchema = z
  .object({
    fullName: requiredText(USER_LIMITS.fullNameMax),
    username,
    email: emailField,
    phoneNumber: phoneField(V.phoneNeedsCountryCode),
    address: requiredText(USER_LIMITS.addressMax),
    country,
    city: requiredText(USER_LIMITS.cityMax),
    postalCode: textField().trim().max(USER_LIMITS.postalCodeMax, V.textTooLong),
    dateOfBirth: dateOfBirthField.nullable(),
    notificationsEnabled: z.boolean(),
    marketingEmails: z.boolean(),
    language: z.enum(LANGUAGES, { error: V.languageInvalid }),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: V.required })
  .meta({ minProperties: 1 });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
