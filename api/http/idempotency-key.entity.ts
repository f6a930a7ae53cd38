import { defineEntity, p } from '@mikro-orm/core';

/**
 * A stored idempotency key (issue "Offline-first data layer" §4): one row per (user, key) for a member, one per
 * (guest token, key) for a guest on a public route (decision 160) — exactly one of `user` and `guestToken` is set.
 * `guestToken` is a keyed hash (64 hex characters) of the guest's address and browser, never the address itself.
 * `requestHash` is the SHA-256 of method, path and canonical JSON body; `status`/`responseBody` hold the first
 * response to replay (null while the first request is still running, since `lockedAt`). Rows are kept for at least
 * 24 hours. `user` relates to the account entity given as `accounts` — the users feature's, passed by the composition
 * root (api/registry.ts), so api/http imports no feature (decision 175); a deleted account's keys go with it.
 */
export function defineIdempotencyKeys(accounts: Parameters<typeof p.manyToOne>[0]) {
  return defineEntity({
    name: 'IdempotencyKey',
    tableName: 'idempotency_keys',
    uniques: [
      { name: 'idempotency_keys_user_id_key_unique', properties: ['user', 'key'] },
      { name: 'idempotency_keys_guest_token_key_unique', properties: ['guestToken', 'key'] },
    ],
    checks: [{ name: 'idempotency_keys_owner_check', expression: '(user_id is null) <> (guest_token is null)' }],
    properties: {
      id: p.uuid().primary(),
      user: () => p.manyToOne(accounts).deleteRule('cascade').nullable(),
      guestToken: p.string().length(64).nullable(),
      key: p.string().length(64),
      method: p.string().length(10),
      path: p.string().length(200),
      requestHash: p.string().length(64),
      status: p.integer().nullable(),
      responseBody: p.json<unknown>().nullable(),
      location: p.string().length(300).nullable(),
      lockedAt: p.datetime(),
      createdAt: p.datetime().index(),
      completedAt: p.datetime().nullable(),
    },
  });
}
