import type { Orm } from '../../db/orm.ts';
import { audit } from '../audit/audit.service.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * Gives the account of ADMIN_EMAIL the admin role at start-up (issue 5 item 7), also when the account already
 * existed as a member. The change is written to the audit log (`role_change`); the account's open sessions get
 * a new key on their next request (`loadUser` rotates a session whose role changed). Other admins are left
 * alone. Returns true when the role changed; false when the account does not exist (the seed creates it) or
 * already is admin.
 */
export async function promoteConfiguredAdmin(orm: Orm, adminEmail: string): Promise<boolean> {
  const em = orm.em.fork();
  const email = adminEmail.toLowerCase();
  const changed = await em.nativeUpdate(UserSchema, { email, role: { $ne: 'admin' } }, { role: 'admin', updatedAt: new Date() });
  if (changed !== 1) return false;
  const user = await em.findOneOrFail(UserSchema, { email });
  await audit(em, 'role_change', { userId: user.id, details: { from: 'member', to: 'admin', reason: 'ADMIN_EMAIL at start-up' } });
  return true;
}
