import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LANGUAGES, REGISTRATION_DEFAULTS, ROLES } from '#shared/constants.ts';
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
    email: p.string().length(254).unique(),
    username: p.string().length(30).unique(),
    passwordHash: p.string().length(255).hidden().lazy(),
    fullName: p.string().length(120),
    phoneNumber: p.string().length(20),
    age: p.integer().default(REGISTRATION_DEFAULTS.age),
    address: p.string().length(300),
    country: p.string().length(100).default(REGISTRATION_DEFAULTS.country),
    city: p.string().length(120),
    postalCode: p.string().length(20).default(REGISTRATION_DEFAULTS.postalCode),
    language: p.enum(LANGUAGES).default('ta'),
    userType: p.string().length(20).default(REGISTRATION_DEFAULTS.userType),
    dateOfBirth: p.date().nullable(),
    notificationsEnabled: p.boolean().default(true),
    marketingEmails: p.boolean().default(false),
    balance: p.integer().default(0),
    totalWinnings: p.integer().default(0),
    totalSpent: p.integer().default(0),
    freeSpins: p.integer().default(0),
    customerId: p.string().length(20).unique(),
    role: p.enum(ROLES).default('member'),
    isActive: p.boolean().default(true),
    isVerified: p.boolean().default(false),
    emailVerified: p.boolean().default(false),
    twoFactorEnabled: p.boolean().default(false),
    /** TOTP secret (AES-256-GCM, see api/modules/auth/secret-box.ts) once 2FA is confirmed; never sent. */
    twoFactorSecret: p.string().length(255).nullable().hidden().lazy(),
    /** TOTP secret of an enrolment not confirmed yet (encrypted like twoFactorSecret). */
    twoFactorPendingSecret: p.string().length(255).nullable().hidden().lazy(),
    /** Last TOTP time step accepted (30 s periods since the epoch): a code is never accepted twice. Not a secret. */
    twoFactorLastTimeStep: p.integer().nullable().lazy(),
    lastLoginAt: p.datetime().nullable(),
    /** Set by an admin's suspension (spec 001 §4 User: active or suspended) with the reason the member reads at login. */
    suspendedAt: p.datetime().nullable(),
    suspensionReason: p.string().length(500).nullable(),
    /** Set when the account was deleted (deactivated and anonymised, by its member or an admin); never undone. */
    deletedAt: p.datetime().nullable(),
  },
});
export type User = InferEntity<typeof UserSchema>;
