import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager, EntityName } from '@mikro-orm/core';

/**
 * The columns a single-use token table has (password reset, e-mail verification): the SHA-256 of the token (the
 * token itself is never stored), the owner, when it stops working and when it was used.
 */
export interface SingleUseTokenRow {
  id: string;
  user: { id: string };
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null | undefined;
}

/** SHA-256 (hex, 64 characters) of a token, as stored in `token_hash`. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Single-use tokens kept in one table (docs/decisions/049-single-use-tokens-and-mail-templates.md): a random
 * token (32 bytes, base64url, 43 characters) is handed out once and only its hash is stored; using it is one
 * atomic `UPDATE … SET used_at = now WHERE id = ? AND used_at IS NULL AND expires_at > now`, so two concurrent
 * uses cannot both succeed, and the same transaction spends the owner's other outstanding tokens of that table.
 */
export function singleUseTokens<T extends SingleUseTokenRow>(entity: EntityName<T>, opts: { ttlSeconds: number }) {
  return {
    /** SHA-256 (hex) of a token of this table. */
    hash: hashToken,

    /**
     * Makes a new token for `fields.user` valid `ttlSeconds` from `now`. The row is persisted by the caller's next
     * flush (together with anything else, e.g. the job that mails the token). Returns the plain token — to mail,
     * never to store or log — and the row.
     */
    issue(em: EntityManager, fields: Omit<T, 'id' | 'tokenHash' | 'expiresAt' | 'usedAt' | 'createdAt' | 'updatedAt'>, now = new Date()): { token: string; row: T } {
      const token = randomBytes(32).toString('base64url');
      const row = em.create(entity, { ...fields, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + opts.ttlSeconds * 1000), usedAt: null } as never) as T;
      return { token, row };
    },

    /** The row of `token` with its user loaded, used or not, expired or not; null for an unknown token. */
    find(em: EntityManager, token: string): Promise<T | null> {
      return em.findOne(entity, { tokenHash: hashToken(token) } as never, { populate: ['user'] as never }) as Promise<T | null>;
    },

    /**
     * Uses `row` at `now` inside the caller's transaction `tx`: claims it atomically (false when it was used or
     * expired meanwhile — the caller then refuses) and marks every other unused token of the same user used.
     */
    async consume(tx: EntityManager, row: Pick<T, 'id' | 'user'>, now = new Date()): Promise<boolean> {
      const claimed = await tx.nativeUpdate(entity, { id: row.id, usedAt: null, expiresAt: { $gt: now } } as never, { usedAt: now } as never);
      if (claimed !== 1) return false;
      await tx.nativeUpdate(entity, { user: row.user.id, usedAt: null } as never, { usedAt: now } as never);
      return true;
    },
  };
}
