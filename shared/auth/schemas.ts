import * as z from 'zod/mini';
import {
  AGE_MAX,
  AGE_MIN,
  LANGUAGES,
  REGISTRATION_DEFAULTS,
  USER_TYPES,
  USER_LIMITS,
  USERNAME_PATTERN,
} from '../constants.ts';
import { countryField } from '../schemas/country.ts';
import { V } from '../messages.ts';
import { newPasswordField } from '../schemas/credentials.ts';
import { emailField } from '../schemas/email.ts';
import { dateOfBirthField, requiredText, typedText } from '../schemas/mini-fields.ts';
import { phoneField } from '../schemas/phone-field.ts';

export * from '../schemas/credentials.ts';

/*
 * Registration and profile bodies, written with `zod/mini` (the auth and users contracts, docs/decisions/182). The
 * cross-feature fields (`requiredText`, `phoneField`, `countryField`, `dateOfBirthField`, `typedText`, `emailField`)
 * are declared once in their shared modules.
 */

const username = z.string({ error: V.usernameInvalid }).check(z.trim(), z.regex(USERNAME_PATTERN, V.usernameInvalid));
const postalCode = typedText().check(z.trim(), z.maxLength(USER_LIMITS.postalCodeMax, V.textTooLong));
const language = z.enum(LANGUAGES, { error: V.languageInvalid });
/** An age in whole years, AGE_MIN–AGE_MAX; a numeric string is taken ("30"). */
const age = z.int({ coerce: true, error: V.ageInvalid } as Parameters<typeof z.int>[0]).check(z.minimum(AGE_MIN, V.ageInvalid), z.maximum(AGE_MAX, V.ageInvalid));

/** POST /api/auth/register body (spec 000 §5 Registration, §7). confirmPassword is form-only and never sent. */
export const registerBodySchema = z.object({
  fullName: requiredText(USER_LIMITS.fullNameMax),
  username,
  email: emailField,
  password: newPasswordField,
  phoneNumber: phoneField(),
  age: z._default(age, REGISTRATION_DEFAULTS.age),
  address: requiredText(USER_LIMITS.addressMax),
  country: z._default(countryField, REGISTRATION_DEFAULTS.country),
  city: requiredText(USER_LIMITS.cityMax),
  postalCode: z._default(postalCode, REGISTRATION_DEFAULTS.postalCode),
  language: z._default(language, 'ta'),
  userType: z._default(z.enum(USER_TYPES), 'private'),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * The profile's editable fields, each required here (spec 000 §5 Profile edit): the profile form takes them one by
 * one; {@link updateProfileBodySchema} makes every one optional.
 */
export const profileFields = {
  fullName: requiredText(USER_LIMITS.fullNameMax),
  username,
  email: emailField,
  phoneNumber: phoneField(V.phoneNeedsCountryCode),
  address: requiredText(USER_LIMITS.addressMax),
  country: countryField,
  city: requiredText(USER_LIMITS.cityMax),
  postalCode,
  dateOfBirth: z.nullable(dateOfBirthField),
  notificationsEnabled: z.boolean(),
  marketingEmails: z.boolean(),
  language,
};

/** PATCH /api/users/profile body: any of {@link profileFields}, at least one given, nothing else (spec 000 §5 Profile edit, §7). */
export const updateProfileBodySchema = z
  .partial(z.strictObject(profileFields))
  .check(
    z.refine((b) => Object.keys(b).length > 0, { message: V.required }),
    z.meta({ minProperties: 1 }),
  );
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
