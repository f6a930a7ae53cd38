import * as z from 'zod/mini';
import { V } from '../messages.ts';
import { emailField } from '../schemas/email.ts';
import { typedText } from '../schemas/mini-fields.ts';

/** Longest contact message, characters (a longer one is refused with a clear message). */
export const CONTACT_MESSAGE_MAX = 5000;
/** Longest name and subject of a contact message, characters (also their columns). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;

const required = (max: number) => typedText({ error: V.required }).check(z.trim(), z.minLength(1, V.required), z.maxLength(max, V.textTooLong));

/**
 * POST /api/contact body (spec 001 §3 Contact message, §5 "Contact form: all four fields required", §7): name,
 * e-mail, subject and message, each required; message at most 5,000 characters. `website` is a honeypot — a field
 * people never see; a bot that fills it gets the usual answer and nothing is stored or mailed. `id` is made by the
 * client (a UUID), so a resend from the offline outbox is stored and mailed once. Written with zod/mini: the help
 * page's form parses it without the full zod API.
 */
export const contactBodySchema = z.object({
  id: z.optional(z.uuid({ error: 'Not a valid id' })),
  name: required(CONTACT_NAME_MAX),
  email: emailField,
  subject: required(CONTACT_SUBJECT_MAX),
  message: required(CONTACT_MESSAGE_MAX),
  website: z.optional(z.string()),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** POST /api/contact → 201: the stored message's id and when it was received. */
export const contactReceiptSchema = z.object({ id: z.uuid(), receivedAt: z.string() });

/** A contact message as the admin's inbox lists it (GET /api/admin/contact-messages). */
export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  fromMember: z.boolean(),
});
