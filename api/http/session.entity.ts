import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Server-side session record for koa-session's external store. `id` is the SHA-256 of the cookie's session key
 * (a leaked table does not yield usable cookies); `userId` lets us end all of a user's sessions.
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    userId: p.uuid().nullable().index(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Session = InferEntity<typeof SessionSchema>;
