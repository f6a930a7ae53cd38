import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/** Where a grant of membership comes from (not a payment): coins earned on the daily wheel (spec 000 §4 Coin rewards). */
export const ACCESS_GRANT_SOURCES = ['coins'] as const;
export type AccessGrantSource = (typeof ACCESS_GRANT_SOURCES)[number];

/**
 * A period of membership given, not bought (issue 18 item 3): the `sequence`-th grant of `source` to a member,
 * valid from `validFrom` to `validUntil`. The entitlement rule counts it like a paid period. (user, source,
 * sequence) is unique, so two concurrent requests can never grant the same month twice.
 */
export const AccessGrantSchema = defineEntity({
  name: 'AccessGrant',
  tableName: 'access_grants',
  uniques: [{ name: 'access_grants_user_source_sequence_unique', properties: ['user', 'source', 'sequence'] }],
  indexes: [{ name: 'access_grants_user_id_valid_until_idx', properties: ['user', 'validUntil'] }],
  checks: [
    { name: 'access_grants_sequence_check', expression: 'sequence >= 1' },
    { name: 'access_grants_valid_period_check', expression: 'valid_until > valid_from' },
  ],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    source: p.enum(ACCESS_GRANT_SOURCES),
    sequence: p.integer(),
    validFrom: p.datetime(),
    validUntil: p.datetime(),
  },
});
export type AccessGrant = InferEntity<typeof AccessGrantSchema>;
