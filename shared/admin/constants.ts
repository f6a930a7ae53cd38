/**
 * Admin panel constants (spec 001 §2 Admin panel, Admin taxi services), apart from the contract
 * (shared/admin/schemas.ts) so that the panel's pages list their filters without carrying zod (docs/decisions/145).
 */

/** Filter buttons of the member list (spec 001 §2: All / Active / Verified / 2FA; plus Suspended). */
export const ADMIN_USER_FILTERS = ['all', 'active', 'verified', '2fa', 'suspended'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

/** Status filter of the admin taxi list (spec 001 §2 Admin taxi services). */
export const ADMIN_TAXI_STATUSES = ['all', 'active', 'inactive', 'approved', 'pending'] as const;
export type AdminTaxiStatus = (typeof ADMIN_TAXI_STATUSES)[number];

/** Longest audit event name (`auth.login`, …): the audit list's filter and the `audit_events.event` column. */
export const AUDIT_EVENT_MAX_LENGTH = 50;

/**
 * Name of the admin panel's endpoint contract (shared/admin/contract.ts) and the root of the panel's query keys
 * (`['admin', 'users', query]`, …): invalidating `[ADMIN_CONTRACT_NAME]` refreshes every page of the panel
 * (docs/decisions/182-endpoint-contracts.md).
 */
export const ADMIN_CONTRACT_NAME = 'admin';
