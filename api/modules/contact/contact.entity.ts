import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { EMAIL_MAX_LENGTH } from '#shared/constants.ts';
import { CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from '#shared/contact/schemas.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A message sent with the help page's form (spec 001 §3 Contact message). `sender` is the member who sent it while
 * signed in (null for a guest). The id may be made by the client, so a resend from the outbox is stored once.
 */
export const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  indexes: [{ name: 'contact_messages_created_at_id_idx', properties: ['createdAt', 'id'] }],
  properties: {
    ...baseProperties,
    sender: () => p.manyToOne(UserSchema).deleteRule('set null').nullable().index(),
    name: p.string().length(CONTACT_NAME_MAX),
    email: p.string().length(EMAIL_MAX_LENGTH),
    subject: p.string().length(CONTACT_SUBJECT_MAX),
    message: p.text(),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessageSchema>;
