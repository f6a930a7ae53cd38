import { z } from 'zod';
import { ADMIN_TAXI_STATUSES, ADMIN_USER_FILTERS, AUDIT_EVENT_MAX_LENGTH } from '../admin/constants.ts';
import { AGE_MAX, AGE_MIN, LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_LIMITS } from '../constants.ts';
import { countryField } from './country.ts';
import { V } from '../messages.ts';
import { currentUserSchema } from './user.ts';
import { emailField, pageQuerySchema, pageSchema, phoneField, requiredText, textField } from './common.ts';

export { ADMIN_TAXI_STATUSES, ADMIN_USER_FILTERS, type AdminTaxiStatus, type AdminUserFilter } from '../admin/constants.ts';

/**
 * The admin panel's contract (spec 001 §2 Admin panel, Admin taxi services; §3 User (admin view), Admin stats,
 * Vehicle service (admin view); §5 Admin; §7 admin calls; issue 19 item 1). Every route is `access: 'admin'` on the
 * server; the PWA only decides what to show.
 */

/** GET /api/admin/users and /api/admin/users/private query: `q` matches name, username, e-mail, phone or customer id. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100, V.textTooLong).optional(),
  filter: z.enum(ADMIN_USER_FILTERS, { error: V.adminFilterInvalid }).default('all'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/**
 * A member as the admin sees it (spec 001 §3 User (admin view)): the profile, money in integer pence
 * (`balance`, `totalSpent`), `totalWinnings` in coins, the account state and, when suspended, the reason and time.
 * No password hash, 2FA secret or QR image. Timestamps ISO 8601.
 */
export const adminUserSchema = currentUserSchema.omit({ qrCode: true, isAdmin: true }).extend({
  /** Set while an admin has suspended the account (the member reads it at login). */
  suspensionReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  /** The account was deleted (deactivated and anonymised); it cannot be restored from the panel. */
  deleted: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A page of members, newest first; `total` counts the members matching the query. */
export const adminUsersPageSchema = pageSchema(adminUserSchema);

/** GET /api/admin/stats (spec 001 §3 Admin stats; plus active and suspended counts). Deleted accounts are not counted. */
export const adminStatsSchema = z.object({
  totalUsers: z.int(),
  privateUsers: z.int(),
  verifiedUsers: z.int(),
  twoFAUsers: z.int(),
  activeUsers: z.int(),
  suspendedUsers: z.int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

const nonNegativeInt = (max: number) =>
  z.coerce.number({ error: V.adminNumberInvalid }).int(V.adminNumberInvalid).min(0, V.adminNumberInvalid).max(max, V.adminNumberInvalid);

/**
 * PUT /api/admin/users/:id body — the §5 admin edit fields only (fullName, email, phoneNumber, age, country, city,
 * postalCode, language, balance in pence, freeSpins, emailVerified, twoFactorEnabled), any subset, at least one.
 * 2FA can only be turned off here (a member turns it on with their own authenticator); unknown keys are refused.
 */
export const adminUserUpdateBodySchema = z
  .object({
    fullName: requiredText(USER_LIMITS.fullNameMax),
    email: emailField,
    phoneNumber: phoneField(V.phoneNeedsCountryCode),
    age: z.coerce.number({ error: V.ageInvalid }).int(V.ageInvalid).min(AGE_MIN, V.ageInvalid).max(AGE_MAX, V.ageInvalid),
    country: countryField,
    city: requiredText(USER_LIMITS.cityMax),
    postalCode: textField().trim().max(USER_LIMITS.postalCodeMax, V.textTooLong),
    language: z.enum(LANGUAGES, { error: V.languageInvalid }),
    balance: nonNegativeInt(100_000_000),
    freeSpins: nonNegativeInt(1000),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.literal(false, { error: V.adminTwoFactorOffOnly }),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: V.required })
  .meta({ minProperties: 1 });
export type AdminUserUpdateBody = z.input<typeof adminUserUpdateBodySchema>;

/** POST /api/admin/users/:id/reset-password body: the project's password rule (6–128 characters, spec §9 says ≥ 6). */
export const adminResetPasswordBodySchema = z.object({
  newPassword: z.string({ error: V.passwordRequired }).min(PASSWORD_MIN_LENGTH, V.passwordTooShort).max(PASSWORD_MAX_LENGTH, V.passwordTooLong),
});

/** POST /api/admin/users/:id/suspend body (spec 001 §7 `suspend`): a reason of 3–500 characters is required to suspend. */
export const adminSuspendBodySchema = z
  .object({
    suspend: z.boolean({ error: V.required }),
    reason: textField().trim().max(USER_LIMITS.suspensionReasonMax, V.textTooLong).optional(),
  })
  .refine((b) => !b.suspend || (b.reason?.length ?? 0) >= 3, { message: V.adminSuspendReasonRequired, path: ['reason'] });
export type AdminSuspendBody = z.input<typeof adminSuspendBodySchema>;

/** GET /api/admin/taxi-services query: `q` matches the from/to locations, country, notes or the contact number. */
export const adminTaxiQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100, V.textTooLong).optional(),
  status: z.enum(ADMIN_TAXI_STATUSES, { error: V.adminFilterInvalid }).default('all'),
});
export type AdminTaxiQuery = z.input<typeof adminTaxiQuerySchema>;

/**
 * A vehicle service as the admin sees it (spec 001 §3 Vehicle service (admin view)): with the contact number and
 * the poster's name and e-mail. `luggageWeight` is kg; `travelDate` YYYY-MM-DD or null.
 */
export const adminTaxiServiceSchema = z.object({
  id: z.uuid(),
  fromLocation: z.string(),
  toLocation: z.string(),
  fromCountry: z.string(),
  passengerCount: z.int(),
  luggageWeight: z.int(),
  travelDate: z.string().nullable(),
  travelTime: z.string().nullable(),
  contactNumber: z.string(),
  additionalNotes: z.string().nullable(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTaxiService = z.infer<typeof adminTaxiServiceSchema>;

/** Totals over every vehicle service (spec 001 §2: total, active, approved, pending), whatever the filter. */
export const adminTaxiTotalsSchema = z.object({ total: z.int(), active: z.int(), approved: z.int(), pending: z.int() });

/** GET /api/admin/taxi-services answer: a page of services plus the totals. */
export const adminTaxiPageSchema = pageSchema(adminTaxiServiceSchema).extend({ totals: adminTaxiTotalsSchema });

/** PATCH /api/admin/taxi-services/:id/status body (spec 001 §4): `isActive` and/or `isApproved`. */
export const adminTaxiStatusBodySchema = z
  .object({ isActive: z.boolean(), isApproved: z.boolean() })
  .partial()
  .strict()
  .refine((b) => b.isActive !== undefined || b.isApproved !== undefined, { message: V.required })
  .meta({ minProperties: 1 });

/** GET /api/admin/audit-log query: newest first, optionally one event name or one account. */
export const adminAuditQuerySchema = pageQuerySchema.extend({
  event: z.string().trim().max(AUDIT_EVENT_MAX_LENGTH, V.textTooLong).optional(),
  userId: z.uuid({ error: 'Not a valid id' }).optional(),
});

/** One audit log row: `userId` is the account concerned, `details` what happened (never a secret). */
export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  event: z.string(),
  userId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditPageSchema = pageSchema(adminAuditEntrySchema);
