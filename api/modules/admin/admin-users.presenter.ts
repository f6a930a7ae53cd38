import type { AdminUser } from '#shared/admin/schemas.ts';
import { presentAccount, toIso } from '../users/user.presenter.ts';
import type { AdminUserRow } from './admin-users.repository.ts';

/**
 * A member as the admin sees it (spec 001 §3 User (admin view); `adminUserSchema`): the account fields the member
 * sees (money in integer pence, ISO timestamps, no secrets) plus the suspension and deletion state. Takes a
 * managed user or a plain row of the admin list.
 */
export function presentAdminUser(user: AdminUserRow): AdminUser {
  return {
    ...presentAccount(user),
    suspensionReason: user.suspendedAt ? (user.suspensionReason ?? '') : null,
    suspendedAt: toIso(user.suspendedAt),
    deleted: Boolean(user.deletedAt),
  };
}
