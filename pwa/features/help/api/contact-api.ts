import { contactReceiptSchema, type ContactBody } from '#shared/schemas/contact.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { CONTACT_OUTBOX_KIND } from './keys.ts';

/**
 * POST /api/contact (spec 001 §7) through the outbox: the message gets a client id, so a resend after a lost answer
 * or from the outbox on reconnect is stored and mailed once (the server keys on it). Resolves `sent` with the
 * receipt, or `queued` when there is no network (sent later, once).
 * @throws ApiRequestError when the server refuses it now (400 with `fields`, 429 after 5 messages in an hour).
 */
export function sendContactMessage(body: Omit<ContactBody, 'id'>) {
  return submitThroughOutbox(CONTACT_OUTBOX_KIND, '/api/contact', { ...body, id: crypto.randomUUID() }, (v) => contactReceiptSchema.parse(v));
}
