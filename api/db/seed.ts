import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Role } from '#shared/constants.ts';
import { registerBodySchema } from '#shared/schemas/auth.ts';
import { createTaxiRequestBodySchema } from '#shared/schemas/taxi.ts';
import { UserSchema, type User } from '../modules/users/user.entity.ts';
import { buildUser } from '../modules/users/users.service.ts';
import { TaxiRequestSchema } from '../modules/taxi/taxi-request.entity.ts';

/** The demo member that owns the demo taxi requests. */
export const DEMO_MEMBER_EMAIL = 'demo@example.com';

/** An account the seed created, with its one-time initial password (to print once). */
export interface CreatedAccount {
  email: string;
  role: Role;
  password: string;
}

const DEMO_TAXI_REQUESTS = [
  { fromLocation: 'Colombo Airport (BIA)', toLocation: 'Jaffna', passengerCount: 4, luggageWeight: 50, travelTime: '08:00', additionalNotes: 'Family of four arriving from London, two large suitcases.' },
  { fromLocation: 'Jaffna', toLocation: 'Point Pedro', passengerCount: 2, luggageWeight: 10, travelTime: '10:00' },
  { fromLocation: 'Trincomalee', toLocation: 'Batticaloa', passengerCount: 3, luggageWeight: 20, travelTime: 'flexible', additionalNotes: 'Visiting temples on the way if possible.' },
  { fromLocation: 'Kandy', toLocation: 'Colombo Airport (BIA)', passengerCount: 1, luggageWeight: 30, travelTime: '06:00' },
  { fromLocation: 'Vavuniya', toLocation: 'Kilinochchi', passengerCount: 5, luggageWeight: 0, travelTime: '14:00' },
  { fromLocation: 'Colombo', toLocation: 'Nuwara Eliya', passengerCount: 6, luggageWeight: 20, travelTime: '06:00', additionalNotes: 'Van preferred, elderly passengers.' },
  { fromLocation: 'Mannar', toLocation: 'Jaffna', passengerCount: 2, luggageWeight: 5, travelTime: '16:00' },
  { fromLocation: 'Batticaloa', toLocation: 'Colombo', passengerCount: 8, luggageWeight: 100, travelTime: '20:00', additionalNotes: 'Wedding party returning, lots of luggage.' },
  { fromLocation: 'Jaffna', toLocation: 'Nallur Kandaswamy Kovil', passengerCount: 3, luggageWeight: 0, travelTime: '18:00' },
  { fromLocation: 'Colombo Airport (BIA)', toLocation: 'Trincomalee', passengerCount: 2, luggageWeight: 30, travelTime: '12:00' },
] as const;

const DEMO_PHONES = ['+94771234567', '+94712345678', '+94767654321', '+447911123456', '+94751112223'];

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
 * Idempotent demo data for a fresh database: the admin account (`adminEmail`, role admin), a demo member and ten
 * taxi requests owned by the demo member. Accounts that already exist are left alone (the admin's role is
 * restored), and taxi requests are added only when the demo member has none. Returns the accounts created
 * with their one-time initial passwords.
 */
export async function seedDemoData(em: EntityManager, opts: { adminEmail: string; now?: Date }): Promise<{ createdAccounts: CreatedAccount[] }> {
  const created: CreatedAccount[] = [];
  await ensureAccount(em, opts.adminEmail, 'admin', { fullName: 'Administrator', username: 'admin' }, created);
  const demo = await ensureAccount(em, DEMO_MEMBER_EMAIL, 'member', { fullName: 'Demo Member', username: 'demo' }, created);
  await em.flush();

  if ((await em.count(TaxiRequestSchema, { owner: demo })) === 0) {
    const now = opts.now ?? new Date();
    DEMO_TAXI_REQUESTS.forEach((r, i) => {
      const travel = new Date(now.getTime() + (i + 2) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const body = createTaxiRequestBodySchema.parse({ ...r, fromCountry: 'Sri Lanka', contactNumber: DEMO_PHONES[i % DEMO_PHONES.length], travelDate: travel });
      em.create(TaxiRequestSchema, { ...body, owner: demo, createdAt: new Date(now.getTime() - (i + 1) * 37 * 60 * 1000) });
    });
    await em.flush();
  }
  return { createdAccounts: created };
}
