import { createHash } from 'node:crypto';
import type { Orm } from '../db/orm.ts';
import { SessionSchema } from './session.entity.ts';

/** SHA-256 of a session key, as stored in `sessions.id`. */
export const hashSessionKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * koa-session external store backed by the `sessions` table: sessions survive restarts and are shared by every
 * app instance on the same database. Each call uses its own EntityManager fork so it never flushes request work.
 */
export function databaseSessionStore(orm: Orm) {
  return {
    async get(key: string): Promise<Record<string, unknown> | undefined> {
      const row = await orm.em.fork().findOne(SessionSchema, { id: hashSessionKey(key), expiresAt: { $gt: new Date() } });
      return row?.data;
    },
    async set(key: string, sess: Record<string, unknown>, maxAge: number): Promise<void> {
      const userId = typeof sess.userId === 'string' ? sess.userId : null;
      const ttl = typeof maxAge === 'number' && maxAge > 0 ? maxAge : 24 * 60 * 60 * 1000;
      await orm.em.fork().upsert(SessionSchema, {
        id: hashSessionKey(key),
        userId,
        data: sess,
        expiresAt: new Date(Date.now() + ttl),
        createdAt: new Date(),
        updatedAt: new Date(),
      }, { onConflictFields: ['id'], onConflictExcludeFields: ['createdAt'] });
    },
    async destroy(key: string): Promise<void> {
      await orm.em.fork().nativeDelete(SessionSchema, { id: hashSessionKey(key) });
    },
  };
}

/**
 * Ends every session of `userId` except the one whose key is `keepKey` (e.g. after a password reset).
 * Returns how many sessions were ended.
 */
export async function endOtherSessions(orm: Orm, userId: string, keepKey?: string): Promise<number> {
  const where = keepKey ? { userId, id: { $ne: hashSessionKey(keepKey) } } : { userId };
  return orm.em.fork().nativeDelete(SessionSchema, where);
}

/** Deletes expired sessions; run periodically by api/main.ts. Returns the number removed. */
export async function purgeExpiredSessions(orm: Orm): Promise<number> {
  return orm.em.fork().nativeDelete(SessionSchema, { expiresAt: { $lte: new Date() } });
}
