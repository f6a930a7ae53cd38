import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { EMAIL_MAX_LENGTH } from '#shared/constants.ts';
import { SHA256_HEX_LENGTH } from '../../db/column-lengths.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from './user.entity.ts';

/**
 * A single-use link that undoes an e-mail change (docs/decisions/161-email-change-and-draw-proof.md), mailed to the
 * address the account had before (`oldEmail`) and valid 7 days. Only the SHA-256 of the token is stored
 * (api/lib/tokens/single-use-token.ts); `newEmail` is the address the change set, for the audit trail and the mail.
 */
export const EmailChangeTokenSchema = defineEntity({
  name: 'EmailChangeToken',
  tableName: 'email_change_tokens',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    tokenHash: p.string().length(SHA256_HEX_LENGTH).unique(),
    oldEmail: p.string().length(EMAIL_MAX_LENGTH),
    newEmail: p.string().length(EMAIL_MAX_LENGTH),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type EmailChangeToken = InferEntity<typeof EmailChangeTokenSchema>;
