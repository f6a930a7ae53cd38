import type { EntityManager } from '@mikro-orm/core';
import type { AdminStats, AdminUserFilter } from '#shared/admin/schemas.ts';
import { keysetPage, type KeysetPage } from '../../lib/pagination/keyset.ts';
import { UserSchema, type User } from '../users/user.entity.ts';

/** The user columns the admin view reads (everything but secrets and the lazy 2FA fields). */
export const ADMIN_USER_FIELDS = [
  'id',
  'createdAt',
  'fullName',
  'username',
  'email',
  'phoneNumber',
  'age',
  'address',
  'country',
  'city',
  'postalCode',
  'language',
  'userType',
  'dateOfBirth',
  'notificationsEnabled',
  'marketingEmails',
  'balance',
  'totalWinnings',
  'totalSpent',
  'freeSpins',
  'customerId',
  'role',
  'isActive',
  'isVerified',
  'emailVerified',
  'twoFactorEnabled',
  'suspendedAt',
  'suspensionReason',
  'deletedAt',
  'lastLoginAt',
] as const satisfies readonly (keyof User)[];

/** A user row as the admin list reads it. */
export type AdminUserRow = Pick<User, (typeof ADMIN_USER_FIELDS)[number]>;

/** `text` as a LIKE pattern matching it anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE of a member search (spec 001 §2 Admin panel): deleted accounts only under `all`; `verified` is a
 * verified e-mail address; `q` matches name, username, e-mail, phone or customer id, case-insensitively.
 */
export function adminUsersWhere(opts: { q?: string | undefined; filter: AdminUserFilter; privateOnly?: boolean }): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  if (opts.filter === 'active') where.isActive = true;
  if (opts.filter === 'verified') Object.assign(where, { emailVerified: true, deletedAt: null });
  if (opts.filter === '2fa') Object.assign(where, { twoFactorEnabled: true, deletedAt: null });
  if (opts.filter === 'suspended') Object.assign(where, { suspendedAt: { $ne: null }, deletedAt: null });
  if (opts.privateOnly) where.userType = 'private';
  if (opts.q) {
    const like = { $ilike: containsPattern(opts.q) };
    where.$or = [{ fullName: like }, { username: like }, { email: like }, { phoneNumber: like }, { customerId: like }];
  }
  return where;
}

/**
 * One page of members newest first (keyset on the users (created_at, id) index) with the number matching.
 * @throws HttpError 400 `validation_failed` (`fields.cursor`) for a malformed cursor.
 */
export async function listAdminUsers(
  em: EntityManager,
  opts: { q?: string | undefined; filter: AdminUserFilter; privateOnly?: boolean; limit: number; cursor?: string | undefined },
): Promise<KeysetPage<AdminUserRow> & { total: number }> {
  const where = adminUsersWhere(opts);
  const [page, total] = await Promise.all([
    keysetPage<AdminUserRow>(em, UserSchema, { fields: ADMIN_USER_FIELDS, where, limit: opts.limit, cursor: opts.cursor }),
    em.count(UserSchema, where as never),
  ]);
  return { ...page, total };
}

/**
 * The counts of the stats cards (spec 001 §3 Admin stats) in one query; deleted accounts are not counted.
 * `verifiedUsers` counts verified e-mail addresses.
 */
export async function adminStats(em: EntityManager): Promise<AdminStats> {
  const [row] = await em.getConnection().execute<Record<string, string | number>[]>(
    `select count(*) as total,
            count(*) filter (where user_type = 'private') as private,
            count(*) filter (where email_verified) as verified,
            count(*) filter (where two_factor_enabled) as two_fa,
            count(*) filter (where is_active) as active,
            count(*) filter (where suspended_at is not null) as suspended
       from users where deleted_at is null`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return { totalUsers: n('total'), privateUsers: n('private'), verifiedUsers: n('verified'), twoFAUsers: n('two_fa'), activeUsers: n('active'), suspendedUsers: n('suspended') };
}

/** How many active admins there are besides `exceptUserId` (the last admin is never suspended or deleted). */
export function otherActiveAdmins(em: EntityManager, exceptUserId: string): Promise<number> {
  return em.count(UserSchema, { role: 'admin', isActive: true, id: { $ne: exceptUserId } });
}
