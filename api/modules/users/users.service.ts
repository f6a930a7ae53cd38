import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { EntityManager } from '@mikro-orm/core';
import type { Role } from '#shared/constants.ts';
import type { RegisterBody } from '#shared/schemas/auth.ts';
import type { z } from 'zod';
import type { registerBodySchema } from '#shared/schemas/auth.ts';
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
 * Creates (persists, not flushes) a user from a validated registration body: hashes the password and assigns a
 * unique customer id. Duplicate e-mail/username are caught by the database's unique constraints at flush.
 */
export async function buildUser(em: EntityManager, input: z.output<typeof registerBodySchema>, role: Role = 'member'): Promise<User> {
  const { password, ...profile } = input;
  return em.create(UserSchema, {
    ...profile,
    passwordHash: await hashPassword(password),
    customerId: newCustomerId(),
    role,
  });
}
export type { RegisterBody };
