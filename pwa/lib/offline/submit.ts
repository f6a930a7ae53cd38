import { refusalError } from '../api/client.ts';
import { loadErrorMessages } from '../i18n/error-table/load.ts';
import { deliverNow, discardEntry, enqueuePost } from './outbox.ts';

/** What happened to a submitted post: created now, or saved on the device to be sent when the network is back. */
export type SubmitResult<T> = { state: 'sent'; value: T } | { state: 'queued'; entryId: string };

/**
 * Sends a POST to `url` through the outbox (docs/decisions/007, 064): the entry's id is the Idempotency-Key, so
 * the post is delivered exactly once — now when the network allows, else on reconnect, next open or Background
 * Sync. A refusal while the user is still on the form is thrown (and removed from the outbox), so the form can
 * show it at its fields; `parse` checks the created record of a 2xx answer (it may load its schema first: forms and
 * their schemas stay out of the first screen's code, docs/decisions/144).
 * @throws ApiRequestError when the server refuses the post now (400 with `fields`, 401, 409…).
 */
export async function submitThroughOutbox<T>(kind: string, url: string, body: unknown, parse: (v: unknown) => T | Promise<T>): Promise<SubmitResult<T>> {
  const queued = await enqueuePost(kind, url, body);
  const entry = await deliverNow(queued.id);
  if (entry?.status === 'sent') return { state: 'sent', value: await parse(entry.response) };
  if (entry?.status === 'failed' && entry.error) {
    await discardEntry(entry.id);
    await loadErrorMessages().catch(() => undefined); // so the form can show the refusal's text (decision 153)
    throw refusalError(entry.error);
  }
  return { state: 'queued', entryId: queued.id };
}
