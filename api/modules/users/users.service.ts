import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Role } from '#shared/constants.ts';
import type { z } from 'zod';
import type { RegisterBody, registerBodySchema, updateProfileBodySchema } from '#shared/auth/schemas.ts';
import { V } from '#shared/messages.ts';
import { badRequest, conflict, type HttpError } from '../../http/errors.ts';
import { UserSchema, type User } from './user.entity.ts';

// OWASP-recommended argon2id parameters (19 MiB, 2 passes, 1 lane).
// algorithm 2 is Argon2id (`Algorithm` is an ambient const enum, which type stripping cannot inline).
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** True when `password` matches the argon2id `passwordHash`. Never throws on a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const CUSTOMER_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new customer id, e.g. "TC-7K2M9QXD" (8 characters from an alphabet without look-alikes). */
export function newCustomerId(): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += CUSTOMER_ID_ALPHABET[randomInt(CUSTOMER_ID_ALPHABET.length)];
  return `TC-${id}`;
}

/**
 * Creates (persists, not flushes) a user from a validated registration body: hashes the password (unless
 * `passwordHash` is given, already hashed) and assigns a customer id. Duplicate e-mail/username/customer id are
 * caught by the database's unique constraints at flush (see {@link uniqueViolationToHttp}).
 */
export async function buildUser(
  em: EntityManager,
  input: z.output<typeof registerBodySchema>,
  role: Role = 'member',
  passwordHash?: string,
): Promise<User> {
  const { password, ...profile } = input;
  return em.create(UserSchema, {
    ...profile,
    passwordHash: passwordHash ?? (await hashPassword(password)),
    customerId: newCustomerId(),
    role,
  });
}
export type { RegisterBody };

/** English fallback messages of the account conflicts (spec 000 §8 Registration: "already exists" / "already taken"). */
export const EMAIL_EXISTS_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';

const emailExists = () => conflict(EMAIL_EXISTS_MESSAGE, 'email_exists', { email: [EMAIL_EXISTS_MESSAGE] });
const usernameTaken = () => conflict(USERNAME_TAKEN_MESSAGE, 'username_taken', { username: [USERNAME_TAKEN_MESSAGE] });

/**
 * Checks that `email` / `username` (when given) are not used by another account than `exceptUserId`.
 * Usernames compare exactly (they are case-sensitive, like the database's unique key); e-mails are lower-cased
 * by the shared schema. This gives friendly answers; the unique keys still decide races.
 * @throws HttpError 409 `email_exists` or `username_taken` (spec 000 §8 Registration).
 */
export async function assertAccountFieldsFree(
  em: EntityManager,
  fields: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<void> {
  const notMe = exceptUserId ? { id: { $ne: exceptUserId } } : {};
  if (fields.email !== undefined && (await em.count(UserSchema, { email: fields.email, ...notMe })) > 0) throw emailExists();
  if (fields.username !== undefined && (await em.count(UserSchema, { username: fields.username, ...notMe })) > 0) throw usernameTaken();
}

/**
 * Maps a unique-key violation on `users` to the API's conflict codes: e-mail → 409 `email_exists`, username →
 * 409 `username_taken`. Returns null for anything else (including a customer id collision, which callers retry).
 */
export function uniqueViolationToHttp(err: unknown): HttpError | null {
  if (!(err instanceof UniqueConstraintViolationException)) return null;
  const constraint = (err as { constraint?: string }).constraint ?? '';
  if (constraint === 'users_email_unique') return emailExists();
  if (constraint === 'users_username_unique') return usernameTaken();
  return null;
}

/** True when `err` is the (rare) collision of a freshly generated customer id. */
export function isCustomerIdCollision(err: unknown): boolean {
  return err instanceof UniqueConstraintViolationException && (err as { constraint?: string }).constraint === 'users_customer_id_unique';
}

/** A validated PATCH /api/users/profile body. */
export type ProfileChanges = z.output<typeof updateProfileBodySchema>;

/**
 * Applies a validated profile edit to `user` and flushes (spec 000 §5 Profile edit, §7 PATCH /api/users/profile).
 * Only the given fields change; `dateOfBirth: null` clears it. The e-mail may be sent unchanged, but a new address
 * goes through POST /api/auth/change-email, which asks for the password (docs/decisions/161).
 * @throws HttpError 400 `validation_failed` on `email` for a different address; 409 `username_taken` when another
 * account uses the new username (checked first, and mapped from the unique key when two edits race).
 */
export async function updateProfile(em: EntityManager, user: User, changes: ProfileChanges): Promise<User> {
  if (changes.email !== undefined && changes.email !== user.email) throw badRequest(V.emailChangeInSecurityTab, { email: [V.emailChangeInSecurityTab] });
  await assertAccountFieldsFree(em, { username: changes.username !== undefined && changes.username !== user.username ? changes.username : undefined }, user.id);
  em.assign(user, changes);
  try {
    await em.flush();
  } catch (err) {
    throw uniqueViolationToHttp(err) ?? err;
  }
  return user;
}

/** Deactivates the account (spec 000 §4 Profile: deletion deactivates). The caller ends its sessions. */
export async function deactivateUser(em: EntityManager, user: User): Promise<void> {
  user.isActive = false;
  await em.flush();
}
