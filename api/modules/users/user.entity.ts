import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PUBLIC_REF_LENGTH, SECRET_TEXT_LENGTH, STATE_NAME_LENGTH } from '../../db/column-lengths.ts';
import { COUNTRY_COLUMN_LENGTH, EMAIL_MAX_LENGTH, LANGUAGES, PHONE_COLUMN_LENGTH, REGISTRATION_DEFAULTS, ROLES, USER_LIMITS, USERNAME_MAX_LENGTH } from '#shared/constants.ts';
import { baseProperties } from '../../db/base.ts';

/**
 * A member account (spec 000 §3 User). `email` is stored lower-cased (unique, case-insensitive);
 * `balance` and `totalSpent` are integer pence; `totalWinnings` is coins; `dateOfBirth` is YYYY-MM-DD.
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  checks: [
    { name: 'users_email_lower_check', expression: 'email = lower(email)' },
    { name: 'users_age_check', expression: '(age >= 13) AND (age <= 120)' },
  ],
  properties: {
    ...baseProperties,
    email: p.string().length(EMAIL_MAX_LENGTH).unique(),
    username: p.string().length(USERNAME_MAX_LENGTH).unique(),
    passwordHash: p.string().length(SECRET_TEXT_LENGTH).hidden().lazy(),
    fullName: p.string().length(USER_LIMITS.fullNameMax),
    phoneNumber: p.string().length(PHONE_COLUMN_LENGTH),
    age: p.integer().default(REGISTRATION_DEFAULTS.age),
    address: p.string().length(USER_LIMITS.addressMax),
    country: p.string().length(COUNTRY_COLUMN_LENGTH).default(REGISTRATION_DEFAULTS.country),
    city: p.string().length(USER_LIMITS.cityMax),
    postalCode: p.string().length(USER_LIMITS.postalCodeMax).default(REGISTRATION_DEFAULTS.postalCode),
    language: p.enum(LANGUAGES).default('ta'),
    userType: p.string().length(STATE_NAME_LENGTH).default(REGISTRATION_DEFAULTS.userType),
    dateOfBirth: p.date().nullable(),
    notificationsEnabled: p.boolean().default(true),
    marketingEmails: p.boolean().default(false),
    balance: p.integer().default(0),
    totalWinnings: p.integer().default(0),
    totalSpent: p.integer().default(0),
    freeSpins: p.integer().default(0),
    customerId: p.string().length(PUBLIC_REF_LENGTH).unique(),
    role: p.enum(ROLES).default('member'),
    isActive: p.boolean().default(true),
    isVerified: p.boolean().default(false),
    emailVerified: p.boolean().default(false),
    twoFactorEnabled: p.boolean().default(false),
    /** TOTP secret (AES-256-GCM, see api/modules/auth/secret-box.ts) once 2FA is confirmed; never sent. */
    twoFactorSecret: p.string().length(SECRET_TEXT_LENGTH).nullable().hidden().lazy(),
    /** TOTP secret of an enrolment not confirmed yet (encrypted like twoFactorSecret). */
    twoFactorPendingSecret: p.string().length(SECRET_TEXT_LENGTH).nullable().hidden().lazy(),
    /** Last TOTP time step accepted (30 s periods since the epoch): a code is never accepted twice. Not a secret. */
    twoFactorLastTimeStep: p.integer().nullable().lazy(),
    lastLoginAt: p.datetime().nullable(),
    /** Set by an admin's suspension (spec 001 §4 User: active or suspended) with the reason the member reads at login. */
    suspendedAt: p.datetime().nullable(),
    suspensionReason: p.string().length(USER_LIMITS.suspensionReasonMax).nullable(),
    /** Set when the account was deleted (deactivated and anonymised, by its member or an admin); never undone. */
    deletedAt: p.datetime().nullable(),
  },
});
export type User = InferEntity<typeof UserSchema>;
