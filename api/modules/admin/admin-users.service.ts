import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import type { adminSuspendBodySchema, adminUserUpdateBodySchema } from '#shared/admin/schemas.ts';
import type { Orm } from '../../db/orm.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { invalidateAllGuestPages } from '../../http/guest-cache.ts';
import { endOtherSessions } from '../../http/session-store.ts';
import { invalidateAllListTotals } from '../../lib/pagination/list-total.ts';
import { statusConflict, transition } from '../../lib/state/transition.ts';
import { audit } from '../audit/audit.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { assertAccountFieldsFree, hashPassword, uniqueViolationToHttp } from '../users/users.service.ts';
import { otherActiveAdmins } from './admin-users.repository.ts';

/** English fallbacks of the admin answers (spec 001 §8 Admin; the PWA shows its own text per `code`). */
export const ADMIN_MESSAGES = {
  ownAccount: 'You cannot do this to your own account',
  lastAdmin: 'The last administrator cannot be suspended or deleted',
  userDeleted: 'User deleted',
  passwordReset: 'Password reset; the member has been signed out everywhere',
  userNotFound: 'User not found',
  statusChanged: (now: AccountStatus) => `This account is ${now} now; reload it before changing it`,
} as const;

/** An account's state as the suspend route and its 409 `currentStatus` name it. */
export type AccountStatus = 'active' | 'suspended';
const accountStatus = (user: Pick<User, 'isActive'>): AccountStatus => (user.isActive ? 'active' : 'suspended');

/**
 * Key of the transaction-scoped advisory lock that serialises every change that can leave no active administrator
 * (suspending or deleting an admin): 'tcadmins' in ASCII. Under READ COMMITTED two such changes would each count the
 * other admin as active; holding this lock from the count to the commit makes the second one count after the first.
 */
const ADMIN_ACCOUNTS_LOCK_KEY = 0x7463_6164_6d69_6e73n;

/** Who acts and from where, for the audit log. */
export interface AdminActor {
  id: string;
  ip: string;
}

/**
 * A member account the admin may act on: exists and is not deleted.
 * @throws HttpError 404 `not_found` otherwise.
 */
export async function findManagedUser(em: EntityManager, id: string): Promise<User> {
  const user = await em.findOne(UserSchema, { id, deletedAt: null });
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return user;
}

/**
 * Refuses any admin-panel action on the admin's own account (docs/decisions/161-email-change-and-draw-proof.md):
 * their own e-mail and second factor change on their profile, where the current password or a code is asked for,
 * and their password through the mailed reset link; suspension and deletion of oneself are refused too.
 * @throws HttpError 403 `own_account`.
 */
function assertNotOwnAccount(actor: AdminActor, target: { id: string }): void {
  if (target.id === actor.id) throw new HttpError(403, 'own_account', ADMIN_MESSAGES.ownAccount);
}

/**
 * Refuses a suspension or deletion the admin must not do: of their own account, or of the last active admin.
 * Must run inside the transaction that then removes `target`: for an admin it takes the admin-accounts lock
 * ({@link ADMIN_ACCOUNTS_LOCK_KEY}, held to the commit) before counting, so two admins removing each other at the same
 * moment are counted one after the other (docs/decisions/160-conditional-status-search-visibility-guest-keys.md).
 * @throws HttpError 403 `own_account`; 409 `last_admin`.
 */
async function assertMayRemove(tx: EntityManager, actor: AdminActor, target: User): Promise<void> {
  assertNotOwnAccount(actor, target);
  if (target.role !== 'admin') return;
  await (tx as SqlEntityManager).getConnection().execute(`select pg_advisory_xact_lock(${ADMIN_ACCOUNTS_LOCK_KEY})`, [], 'all', tx.getTransactionContext());
  if ((await otherActiveAdmins(tx, target.id)) === 0) throw conflict(ADMIN_MESSAGES.lastAdmin, 'last_admin');
}

/**
 * Applies the admin edit (spec 001 §5 Admin: the listed fields only, validated by the shared schema) and writes
 * `admin_user_updated` with the names of the changed fields (not their values). A new e-mail is unverified unless
 * the same edit says otherwise; turning 2FA off also drops the secret and pending enrolment. Not on the admin's own
 * account (their e-mail and 2FA would change without the proof the profile asks for).
 * @throws HttpError 404; 403 `own_account`; 409 `email_exists` when another account uses the e-mail.
 */
export async function adminUpdateUser(em: EntityManager, actor: AdminActor, id: string, changes: z.output<typeof adminUserUpdateBodySchema>): Promise<User> {
  const user = await findManagedUser(em, id);
  assertNotOwnAccount(actor, user);
  const emailChanged = changes.email !== undefined && changes.email !== user.email;
  if (emailChanged) await assertAccountFieldsFree(em, { email: changes.email }, user.id);
  const changed = Object.keys(changes).filter((key) => changes[key as keyof typeof changes] !== user[key as keyof User]);
  em.assign(user, changes);
  if (emailChanged && changes.emailVerified === undefined) user.emailVerified = false;
  if (changes.twoFactorEnabled === false) {
    user.twoFactorSecret = null;
    user.twoFactorPendingSecret = null;
  }
  try {
    await em.flush();
  } catch (err) {
    throw uniqueViolationToHttp(err) ?? err;
  }
  await audit(em, 'admin_user_updated', { userId: user.id, ip: actor.ip, details: { by: actor.id, fields: changed } });
  return user;
}

/**
 * Drops this process's cached guest first pages and list totals of every list (after the commit of a change to an
 * account that changes which rows they show: decision 165).
 */
function dropCachedLists(em: EntityManager): void {
  invalidateAllGuestPages(em);
  invalidateAllListTotals(em);
}

/**
 * Suspends (with a reason the member reads at login) or unsuspends an account (spec 001 §4 User, §7 suspend).
 * Suspending deactivates the account and ends every session, so the member's next request is a guest's; the same
 * change takes everything the member posted out of every public list, search, detail page and sitemap, and
 * unsuspending brings it back (the read paths join on the author's account: decision 165), and both drop this
 * process's cached guest pages and list totals at once (other processes within their 5 s).
 * The change is one conditional UPDATE from the state read (decision 160): of a suspend and an unsuspend sent at once
 * one is made; an account already as asked is a 200 that changes nothing (no audit entry, the reason kept); a request
 * that finds the account moved the other way meanwhile is refused. Only a change that happened is audited.
 * @throws HttpError 404; 403 `own_account`; 409 `last_admin`; 409 `status_changed` with `currentStatus`.
 */
export async function adminSuspendUser(orm: Orm, em: EntityManager, actor: AdminActor, id: string, input: z.output<typeof adminSuspendBodySchema>): Promise<User> {
  const user = await findManagedUser(em, id);
  const wanted: AccountStatus = input.suspend ? 'suspended' : 'active';
  if (input.suspend) assertNotOwnAccount(actor, user);
  const read = accountStatus(user);
  if (read === wanted) return user;
  const moved = await em.transactional(async (tx) => {
    if (input.suspend) await assertMayRemove(tx, actor, user);
    return transition(tx, UserSchema, {
      where: { id: user.id, deletedAt: null },
      field: 'isActive',
      from: [read === 'active'],
      set: input.suspend ? { isActive: false, suspendedAt: new Date(), suspensionReason: input.reason ?? '' } : { isActive: true, suspendedAt: null, suspensionReason: null },
    });
  });
  const now = await em.findOne(UserSchema, { id: user.id, deletedAt: null }, { refresh: true });
  if (!now) throw notFound(ADMIN_MESSAGES.userNotFound);
  if (!moved) {
    if (accountStatus(now) === wanted) return now;
    throw statusConflict(accountStatus(now), ADMIN_MESSAGES.statusChanged(accountStatus(now)));
  }
  dropCachedLists(em);
  if (input.suspend) {
    const ended = await endOtherSessions(orm, user.id);
    await audit(em, 'admin_user_suspended', { userId: user.id, ip: actor.ip, details: { by: actor.id, reason: input.reason, sessionsEnded: ended } });
  } else {
    await audit(em, 'admin_user_unsuspended', { userId: user.id, ip: actor.ip, details: { by: actor.id } });
  }
  return now;
}

/**
 * Sets a new password for a member (spec 001 §7 reset-password; the shared password rule) and ends every one of
 * their sessions, so whoever was signed in must log in with the new one. Never the admin's own password: that
 * goes through the mailed forgot-password link like every member's (a stolen admin session must not be able to
 * take over or lock out the admin account).
 * @throws HttpError 404; 403 `own_account`.
 */
export async function adminResetPassword(orm: Orm, em: EntityManager, actor: AdminActor, id: string, newPassword: string): Promise<void> {
  const user = await findManagedUser(em, id);
  assertNotOwnAccount(actor, user);
  const passwordHash = await hashPassword(newPassword);
  await em.nativeUpdate(UserSchema, { id: user.id }, { passwordHash, updatedAt: new Date() });
  const ended = await endOtherSessions(orm, user.id);
  await audit(em, 'admin_password_reset', { userId: user.id, ip: actor.ip, details: { by: actor.id, sessionsEnded: ended } });
}

/**
 * Deletes an account as the admin (spec 001 §7 DELETE /api/admin/users/:id): deactivates it, replaces every
 * personal field with a placeholder (the row stays for payments and the audit trail), hides the member's posts in
 * every module and ends their sessions — in one transaction, so nothing is half-done. Conditional on the account not
 * being deleted yet (a second delete sent at once is a 404), and counted under the admin-accounts lock like a suspension.
 * @throws HttpError 404; 403 `own_account`; 409 `last_admin`.
 */
export async function adminDeleteUser(
  orm: Orm,
  em: EntityManager,
  actor: AdminActor,
  id: string,
  hideMemberContent: (em: EntityManager, userId: string) => Promise<void>,
): Promise<void> {
  const user = await findManagedUser(em, id);
  assertNotOwnAccount(actor, user);
  const tag = user.id.replaceAll('-', '').slice(0, 12);
  await em.transactional(async (tx) => {
    await assertMayRemove(tx, actor, user);
    const deleted = await tx.nativeUpdate(UserSchema, { id: user.id, deletedAt: null }, {
      isActive: false,
      deletedAt: new Date(),
      fullName: 'Deleted member',
      username: `deleted_${tag}`,
      email: `deleted-${user.id}@deleted.invalid`,
      phoneNumber: '',
      address: '',
      city: '',
      postalCode: '',
      dateOfBirth: null,
      marketingEmails: false,
      notificationsEnabled: false,
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      suspensionReason: null,
      updatedAt: new Date(),
    });
    if (deleted === 0) throw notFound(ADMIN_MESSAGES.userNotFound);
    await hideMemberContent(tx, user.id);
    await audit(tx, 'admin_user_deleted', { userId: user.id, ip: actor.ip, details: { by: actor.id } });
  });
  dropCachedLists(em);
  await endOtherSessions(orm, user.id);
}
