import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { EMAIL_MAX_LENGTH } from '#shared/constants.ts';
import { SHA256_HEX_LENGTH } from '../../db/column-lengths.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A single-use e-mail verification link (issue 5 item 1). Only the SHA-256 of the token is stored; `email` is the
 * address the link was sent to, so a link cannot verify an address the account changed to afterwards.
 */
export const EmailVerificationTokenSchema = defineEntity({
  name: 'EmailVerificationToken',
  tableName: 'email_verification_tokens',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    tokenHash: p.string().length(SHA256_HEX_LENGTH).unique(),
    email: p.string().length(EMAIL_MAX_LENGTH),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type EmailVerificationToken = InferEntity<typeof EmailVerificationTokenSchema>;
