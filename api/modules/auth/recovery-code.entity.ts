import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SHA256_HEX_LENGTH } from '../../db/column-lengths.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A one-time two-factor recovery code (issue 5 item 2). Only the SHA-256 of the normalised code is stored (the
 * codes carry 80 random bits, so a plain hash cannot be reversed by guessing); `usedAt` marks it spent.
 */
export const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  tableName: 'two_factor_recovery_codes',
  uniques: [{ properties: ['user', 'codeHash'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    codeHash: p.string().length(SHA256_HEX_LENGTH),
    usedAt: p.datetime().nullable(),
  },
});
export type RecoveryCode = InferEntity<typeof RecoveryCodeSchema>;
