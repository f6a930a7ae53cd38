import { CONTACT_CONTRACT_NAME } from '#shared/contact/constants.ts';
import type { contactContract } from '#shared/contact/contract.ts';
import type { ContactBody } from '#shared/contact/schemas.ts';
import { endpointRef, endpointUrl, lazyContract, loadEndpoint, successParser } from '../../../lib/api/endpoint.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { CONTACT_OUTBOX_KIND } from './keys.ts';

/** The contact contract (shared/contact/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded on first send. */
const contactApi = lazyContract<typeof contactContract>(CONTACT_CONTRACT_NAME, () => import('#shared/contact/contract.ts').then((m) => m.contactContract));
const send = endpointRef(contactApi, 'send');

/**
 * POST /api/contact (spec 001 §7) through the outbox: the message gets a client id, so a resend after a lost answer
 * or from the outbox on reconnect is stored and mailed once (the server keys on it). Resolves `sent` with the
 * receipt, or `queued` when there is no network (sent later, once).
 * @throws ApiRequestError when the server refuses it now (400 with `fields`, 429 after 5 messages in an hour).
 */
export async function sendContactMessage(body: Omit<ContactBody, 'id'>) {
  const endpoint = await loadEndpoint(send);
  const message = { ...body, id: crypto.randomUUID() };
  return submitThroughOutbox(CONTACT_OUTBOX_KIND, endpointUrl(endpoint, { body: message }), message, successParser(endpoint));
}
