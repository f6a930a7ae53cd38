import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { registerBodySchema, type RegisterBody } from '#shared/schemas/auth.ts';
import type { CreateTaxiRequestBody } from '#shared/schemas/taxi.ts';
import { TaxiRequestSchema, type TaxiRequest } from '../modules/taxi/taxi-request.entity.ts';
import { UserSchema, type User } from '../modules/users/user.entity.ts';
import { buildUser } from '../modules/users/users.service.ts';
import type { TestApp } from './harness.ts';

let sequence = 0;
/** A short string unique within this test process (usernames and e-mails must be unique). */
const unique = () => `${process.pid.toString(36)}${(++sequence).toString(36)}${randomBytes(2).toString('hex')}`;

/** A member created by {@link createMember}, with the plain password to log in with. */
export interface CreatedMember {
  user: User;
  password: string;
}

/**
 * Creates an active member directly through the ORM (the registration rules of `registerBodySchema` apply, the
 * password is hashed with argon2id by `buildUser`), flushes it and returns it with its plain password.
 * `overrides` are registration fields (e.g. `{ email }`); a unique username and e-mail are generated otherwise.
 */
export async function createMember(t: TestApp, overrides: Partial<RegisterBody> = {}): Promise<CreatedMember> {
  const id = unique();
  const password = overrides.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const input = registerBodySchema.parse({
    fullName: 'Test Member',
    username: `m_${id}`,
    email: `member-${id}@example.com`,
    phoneNumber: '+94771234567',
    address: '1 Temple Road',
    city: 'Jaffna',
    country: 'Sri Lanka',
    ...overrides,
    password,
  });
  const em = t.orm.em.fork();
  const user = await buildUser(em, input);
  await em.flush();
  return { user, password };
}

/**
 * A cookie-keeping supertest agent logged in through the real `POST /api/auth/login` (spec 000 §7).
 * @throws Error when the login does not answer 200.
 */
export async function loginAgent(t: TestApp, email: string, password: string): Promise<TestAgent> {
  const agent = t.agent();
  const res = await agent.post('/api/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${res.text}`);
  return agent;
}

/** Today's date in UTC plus `days`, as YYYY-MM-DD (travel dates must not be in the past). */
export function isoDateInDays(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A valid POST /api/taxi-services body (spec 000 §5 Post-taxi form): Jaffna → Colombo Airport, 3 passengers, 20 kg,
 * travelling in 7 days at 08:00, contact number in international format. `overrides` replace fields as given
 * (including invalid values, for validation tests).
 */
export function taxiBody(overrides: Record<string, unknown> = {}): CreateTaxiRequestBody & Record<string, unknown> {
  return {
    fromLocation: 'Jaffna',
    toLocation: 'Colombo Airport (BIA)',
    fromCountry: 'Sri Lanka',
    passengerCount: 3,
    luggageWeight: 20,
    contactNumber: '+94 77 123 4567',
    travelDate: isoDateInDays(7),
    travelTime: '08:00',
    additionalNotes: 'Two suitcases.',
    ...overrides,
  } as CreateTaxiRequestBody & Record<string, unknown>;
}

/** Columns of a taxi request row that tests may set directly (bypassing the API), e.g. `createdAt`, `isActive`. */
export type TaxiRowOverrides = Partial<Pick<TaxiRequest,
  'fromLocation' | 'toLocation' | 'fromCountry' | 'passengerCount' | 'luggageWeight' | 'contactNumber' | 'travelDate' |
  'travelTime' | 'additionalNotes' | 'isActive' | 'isApproved' | 'createdAt'>>;

/**
 * Inserts taxi request rows owned by `owner` straight into the database (one flush) and returns them — for list
 * tests that need exact creation times or hidden (inactive/unapproved) rows. Each row gets the overrides returned by
 * `rowOverrides(index)`; the contact number is E.164.
 */
export async function insertTaxiRequests(t: TestApp, owner: User, count: number, rowOverrides: (i: number) => TaxiRowOverrides = () => ({})): Promise<TaxiRequest[]> {
  const em = t.orm.em.fork();
  const ownerRef = em.getReference(UserSchema, owner.id);
  const rows: TaxiRequest[] = [];
  for (let i = 0; i < count; i++) {
    rows.push(em.create(TaxiRequestSchema, {
      owner: ownerRef,
      fromLocation: `From ${i}`,
      toLocation: `To ${i}`,
      fromCountry: 'Sri Lanka',
      passengerCount: 2,
      luggageWeight: 10,
      contactNumber: '+94771234567',
      travelDate: isoDateInDays(5),
      travelTime: 'flexible',
      additionalNotes: null,
      ...rowOverrides(i),
    }));
  }
  await em.flush();
  return rows;
}
