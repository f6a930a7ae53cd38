import { CONTACT_CONTRACT_NAME } from './constants.ts';
import { contactBodySchema, contactMessageSchema, contactReceiptSchema } from './schemas.ts';
import { pageSchema } from '../schemas/page.ts';
import { pageQuery } from '../contracts/params.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

/**
 * The help page's contact form and the admin's inbox of its messages (spec 001 §2 Help, §3 Contact message, §5, §7;
 * docs/decisions/182-endpoint-contracts.md). Sending is public and rate-limited per IP (5 an hour); a filled
 * honeypot (`website`) is answered as usual and dropped; a resent client `id` answers the first receipt without
 * storing or mailing again (the PWA's outbox resends). The inbox is the admin's, newest first, in keyset pages.
 */
export const contactContract = defineContract(CONTACT_CONTRACT_NAME, {
  send: endpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Send a message to the team (help page form)',
    body: contactBodySchema,
    responses: { 201: contactReceiptSchema },
    errors: { 429: 'Too many requests (`rate_limited`, Retry-After)' },
    rateLimits: ['contactIp'],
  }),
  adminMessages: endpoint({
    method: 'GET',
    path: '/api/admin/contact-messages',
    access: 'admin',
    summary: 'Messages from the help page, newest first (keyset pages)',
    query: pageQuery,
    responses: { 200: pageSchema(contactMessageSchema) },
  }),
});
