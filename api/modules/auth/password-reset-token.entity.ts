import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SHA256_HEX_LENGTH } from '../../db/column-lengths.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/** A single-use password reset token (spec 000 §5 Reset password). Only its SHA-256 is stored. */
export const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    tokenHash: p.string().length(SHA256_HEX_LENGTH).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type PasswordResetToken = InferEntity<typeof PasswordResetTokenSchema>;
