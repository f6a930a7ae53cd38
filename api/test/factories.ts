import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { authContract } from '#shared/auth/contract.ts';
import { registerBodySchema, type RegisterBody } from '#shared/auth/schemas.ts';
import { currentUserSchema, type CurrentUser } from '#shared/schemas/current-user.ts';
import { registrationBody } from '#shared/auth/samples.ts';
import { isoDateInDays } from '#shared/taxi/samples.ts';
import { TaxiRequestSchema, type TaxiRequest } from '../modules/taxi/taxi-request.entity.ts';
import { UserSchema, type User } from '../modules/users/user.entity.ts';
import { buildUser } from '../modules/users/users.service.ts';
import { call } from './call.ts';
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
 * Creates an active member (or, with `role`, the admin) directly through the ORM (the registration rules of `registerBodySchema` apply, the
 * password is hashed with argon2id by `buildUser`), flushes it and returns it with its plain password.
 * `overrides` are registration fields (e.g. `{ email }`); a unique username and e-mail are generated otherwise.
 */
export async function createMember(t: TestApp, overrides: Partial<RegisterBody> = {}, role: 'member' | 'admin' = 'member'): Promise<CreatedMember> {
  const id = unique();
  const password = overrides.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const input = registerBodySchema.parse(registrationBody({ fullName: 'Test Member', username: `m_${id}`, email: `member-${id}@example.com`, ...overrides, password }));
  const em = t.orm.em.fork();
  const user = await buildUser(em, input, role);
  await em.flush();
  return { user, password };
}

/**
 * A cookie-keeping supertest agent logged in through the real `POST /api/auth/login` (spec 000 §7).
 * @throws Error when the login does not answer 200.
 */
export async function loginAgent(t: TestApp, email: string, password: string): Promise<TestAgent> {
  const agent = t.agent();
  const res = await call(agent, authContract.endpoints.login, { body: { email, password } });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${res.text}`);
  return agent;
}

export { isoDateInDays, taxiBody } from '#shared/taxi/samples.ts';

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

/** A signed-in account made by {@link signedIn}: the user, its plain password and a cookie-keeping agent. */
export interface SignedIn extends CreatedMember {
  agent: TestAgent;
}

/**
 * Creates an active account (`role` member or admin; `overrides` are registration fields) and signs it in
 * through the real `POST /api/auth/login`. The one way API tests get a logged-in client.
 * @throws Error when the login does not answer 200.
 */
export async function signedIn(t: TestApp, role: 'member' | 'admin' = 'member', overrides: Partial<RegisterBody> = {}): Promise<SignedIn> {
  const created = await createMember(t, overrides, role);
  return { ...created, agent: await loginAgent(t, created.user.email, created.password) };
}

export { registrationBody } from '#shared/auth/samples.ts';

/**
 * Registers through the real `POST /api/auth/register` (the account flow as a browser does it) with a new
 * agent, which is then signed in. Returns the agent, the body sent and the current user answered.
 * @throws Error when the registration does not answer 201.
 */
export async function registerViaApi(t: TestApp, body: Record<string, unknown> = registrationBody()): Promise<{ agent: TestAgent; body: RegisterBody & Record<string, unknown>; user: CurrentUser }> {
  const agent = t.agent();
  const res = await call(agent, authContract.endpoints.register, { body });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${res.text}`);
  return { agent, body: body as RegisterBody & Record<string, unknown>, user: currentUserSchema.parse(res.body) };
}
