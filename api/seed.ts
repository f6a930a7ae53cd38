import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Role } from '#shared/constants.ts';
import type { AppConfig } from './config.ts';
import { registerBodySchema } from '#shared/auth/schemas.ts';
import { UserSchema, type User } from './modules/users/user.entity.ts';
import { buildUser } from './modules/users/users.service.ts';
import { modules } from './registry.ts';

/** The demo member that owns the demo taxi requests. */
export const DEMO_MEMBER_EMAIL = 'demo@example.com';

/** An account the seed created, with its one-time initial password (to print once). */
export interface CreatedAccount {
  email: string;
  role: Role;
  password: string;
}

/** A readable random initial password (16 characters, ~96 bits). */
const newPassword = () => randomBytes(12).toString('base64url');

async function ensureAccount(em: EntityManager, email: string, role: Role, profile: { fullName: string; username: string }, created: CreatedAccount[]): Promise<User> {
  const existing = await em.findOne(UserSchema, { email });
  if (existing) {
    if (existing.role !== role && role === 'admin') existing.role = 'admin';
    return existing;
  }
  const password = newPassword();
  const input = registerBodySchema.parse({
    ...profile,
    email,
    password,
    phoneNumber: '+94771234567',
    address: '1 Temple Road',
    city: 'Jaffna',
    country: 'Sri Lanka',
    language: 'ta',
  });
  const user = await buildUser(em, input, role);
  user.isVerified = true;
  created.push({ email, role, password });
  return user;
}

/**
 * Idempotent demo data for a fresh database: the admin account (`adminEmail`, role admin), a demo member, then
 * every module's own demo content (`seed` in api/registry.ts, in registry order — e.g. ten taxi requests
 * owned by the demo member). Accounts that already exist are left alone (the admin's role is restored); each
 * module's seed adds its content only when it is missing. Returns the accounts created with their one-time
 * initial passwords. `config` lets modules use the app's services (the store's generated photos go to its object
 * storage).
 */
export async function seedDemoData(em: EntityManager, opts: { adminEmail: string; now?: Date; config?: AppConfig }): Promise<{ createdAccounts: CreatedAccount[] }> {
  const created: CreatedAccount[] = [];
  const admin = await ensureAccount(em, opts.adminEmail, 'admin', { fullName: 'Administrator', username: 'admin' }, created);
  const demo = await ensureAccount(em, DEMO_MEMBER_EMAIL, 'member', { fullName: 'Demo Member', username: 'demo' }, created);
  await em.flush();

  const now = opts.now ?? new Date();
  for (const module of modules) {
    if (module.seed) await module.seed({ em, now, accounts: { admin, demo }, ...(opts.config ? { config: opts.config } : {}) });
  }
  return { createdAccounts: created };
}
