import * as z from 'zod/mini';
import { ADMIN_TAXI_STATUSES, ADMIN_USER_FILTERS, AUDIT_EVENT_MAX_LENGTH } from './constants.ts';
import { AGE_MAX, AGE_MIN, LANGUAGES, USER_LIMITS } from '../constants.ts';
import { pageQuery } from '../contracts/params.ts';
import { countryField } from '../schemas/country.ts';
import { V } from '../messages.ts';
import { currentUserSchema } from '../schemas/current-user.ts';
import { newPasswordField } from '../schemas/credentials.ts';
import { emailField } from '../schemas/email.ts';
import { requiredText, typedText } from '../schemas/mini-fields.ts';
import { pageSchema } from '../schemas/page.ts';
import { phoneField } from '../schemas/phone-field.ts';

export { ADMIN_TAXI_STATUSES, ADMIN_USER_FILTERS, type AdminTaxiStatus, type AdminUserFilter } from './constants.ts';

/**
 * The admin panel's contract (spec 001 §2 Admin panel, Admin taxi services; §3 User (admin view), Admin stats,
 * Vehicle service (admin view); §5 Admin; §7 admin calls; issue 19 item 1). Every route is `access: 'admin'` on the
 * server; the PWA only decides what to show. Written with `zod/mini` for the admin contract (shared/admin/contract.ts,
 * docs/decisions/182-endpoint-contracts.md): every field declared once.
 */

/** A search text of an admin list: trimmed, at most 100 characters. */
const searchText = z.optional(z.string().check(z.trim(), z.maxLength(100, V.textTooLong)));

/** GET /api/admin/users and /api/admin/users/private query: `q` matches name, username, e-mail, phone or customer id. */
export const adminUsersQuerySchema = z.extend(pageQuery, {
  q: searchText,
  filter: z._default(z.enum(ADMIN_USER_FILTERS, { error: V.adminFilterInvalid }), 'all'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/**
 * A member as the admin sees it (spec 001 §3 User (admin view)): the profile, money in integer pence
 * (`balance`, `totalSpent`), `totalWinnings` in coins, the account state and, when suspended, the reason and time.
 * No password hash, 2FA secret or QR image. Timestamps ISO 8601.
 */
export const adminUserSchema = z.extend(z.omit(currentUserSchema, { qrCode: true, isAdmin: true }), {
  /** Set while an admin has suspended the account (the member reads it at login). */
  suspensionReason: z.nullable(z.string()),
  suspendedAt: z.nullable(z.string()),
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

/** A whole number `min`–`max` (a numeric string is taken: "30"), refused with `message`. */
const wholeNumber = (min: number, max: number, message: string) => z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

/**
 * PUT /api/admin/users/:id body — the §5 admin edit fields only (fullName, email, phoneNumber, age, country, city,
 * postalCode, language, balance in pence, freeSpins, emailVerified, twoFactorEnabled), any subset, at least one.
 * 2FA can only be turned off here (a member turns it on with their own authenticator); unknown keys are refused.
 */
export const adminUserUpdateBodySchema = z
  .partial(
    z.strictObject({
      fullName: requiredText(USER_LIMITS.fullNameMax),
      email: emailField,
      phoneNumber: phoneField(V.phoneNeedsCountryCode),
      age: wholeNumber(AGE_MIN, AGE_MAX, V.ageInvalid),
      country: countryField,
      city: requiredText(USER_LIMITS.cityMax),
      postalCode: typedText().check(z.trim(), z.maxLength(USER_LIMITS.postalCodeMax, V.textTooLong)),
      language: z.enum(LANGUAGES, { error: V.languageInvalid }),
      balance: wholeNumber(0, 100_000_000, V.adminNumberInvalid),
      freeSpins: wholeNumber(0, 1000, V.adminNumberInvalid),
      emailVerified: z.boolean(),
      twoFactorEnabled: z.literal(false, { error: V.adminTwoFactorOffOnly }),
    }),
  )
  .check(
    z.refine((b) => Object.keys(b).length > 0, { message: V.required }),
    z.meta({ minProperties: 1 }),
  );
export type AdminUserUpdateBody = z.input<typeof adminUserUpdateBodySchema>;

/** POST /api/admin/users/:id/reset-password body: the project's password rule (6–128 characters, spec §9 says ≥ 6). */
export const adminResetPasswordBodySchema = z.object({ newPassword: newPasswordField });

/** POST /api/admin/users/:id/suspend body (spec 001 §7 `suspend`): a reason of 3–500 characters is required to suspend. */
export const adminSuspendBodySchema = z
  .object({
    suspend: z.boolean({ error: V.required }),
    reason: z.optional(typedText().check(z.trim(), z.maxLength(USER_LIMITS.suspensionReasonMax, V.textTooLong))),
  })
  .check(z.refine((b) => !b.suspend || (b.reason?.length ?? 0) >= 3, { message: V.adminSuspendReasonRequired, path: ['reason'] }));
export type AdminSuspendBody = z.input<typeof adminSuspendBodySchema>;

/** GET /api/admin/taxi-services query: `q` matches the from/to locations, country, notes or the contact number. */
export const adminTaxiQuerySchema = z.extend(pageQuery, {
  q: searchText,
  status: z._default(z.enum(ADMIN_TAXI_STATUSES, { error: V.adminFilterInvalid }), 'all'),
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
  travelDate: z.nullable(z.string()),
  travelTime: z.nullable(z.string()),
  contactNumber: z.string(),
  additionalNotes: z.nullable(z.string()),
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
export const adminTaxiPageSchema = z.extend(pageSchema(adminTaxiServiceSchema), { totals: adminTaxiTotalsSchema });

/** PATCH /api/admin/taxi-services/:id/status body (spec 001 §4): `isActive` and/or `isApproved`. */
export const adminTaxiStatusBodySchema = z
  .partial(z.strictObject({ isActive: z.boolean(), isApproved: z.boolean() }))
  .check(
    z.refine((b) => b.isActive !== undefined || b.isApproved !== undefined, { message: V.required }),
    z.meta({ minProperties: 1 }),
  );

/** GET /api/admin/audit-log query: newest first, optionally one event name or one account. */
export const adminAuditQuerySchema = z.extend(pageQuery, {
  event: z.optional(z.string().check(z.trim(), z.maxLength(AUDIT_EVENT_MAX_LENGTH, V.textTooLong))),
  userId: z.optional(z.uuid({ error: 'Not a valid id' })),
});

/** One audit log row: `userId` is the account concerned, `details` what happened (never a secret). */
export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  event: z.string(),
  userId: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
/** GET /api/admin/audit-log answer: a page of audit rows, newest first; `total` counts the rows matching the query. */
export const adminAuditPageSchema = pageSchema(adminAuditEntrySchema);
