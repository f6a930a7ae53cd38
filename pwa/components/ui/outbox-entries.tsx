import './outbox-entries.css';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { refusalError } from '../../lib/api/client.ts';
import { describeError, useErrorMessages } from '../../lib/i18n/error-messages.ts';
import { formatters } from '../../lib/i18n/format.ts';
import type { OutboxEntry } from '../../lib/offline/db.ts';
import { discardEntry } from '../../lib/offline/outbox.ts';

/**
 * Posts made on this device, as a list (the outbox, pwa/lib/offline/outbox.ts): each with what it is (`summary`,
 * and `kind` when the list mixes kinds), when it was made and its state — waiting, sending, sent (with ×) or refused
 * with the server's reason in the reader's language and Discard. A refused post is never sent again, so there is no
 * Retry (decision 167): the member reads why, corrects it in its form if they want, and discards it. Shared by the
 * taxi section's "Your posts on this device" and the /outbox screen (decision 179). `failure`: the text when the
 * refusal has no known code. Renders nothing for no entries.
 */
export function OutboxEntryList({ entries, summary, kind, failure }: { entries: OutboxEntry[]; summary: (entry: OutboxEntry) => ReactNode; kind?: (entry: OutboxEntry) => ReactNode; failure: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  useErrorMessages(); // a refusal saved on the device is shown with the server's reason once its text has loaded
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  if (entries.length === 0) return null;
  return (
    <ul className="queued-posts__list">
      {entries.map((entry) => (
        <li key={entry.id} className={`queued-post queued-post--${entry.status}`} data-status={entry.status}>
          {kind && <span className="queued-post__kind">{kind(entry)}</span>}
          <span className="queued-post__route">{summary(entry)}</span>
          <span className="queued-post__time">{format.dateTime(new Date(entry.createdAt))}</span>
          <span className="badge queued-post__state">
            {entry.status === 'waiting' && <Trans>Waiting to send</Trans>}
            {entry.status === 'sending' && <Trans>Sending…</Trans>}
            {entry.status === 'sent' && <Trans>Sent</Trans>}
            {entry.status === 'failed' && <Trans>Not accepted</Trans>}
          </span>
          {entry.status === 'failed' && (
            <>
              <span className="field__error queued-post__error">{entry.error ? describeError(refusalError(entry.error), failure) : i18n._(failure)}</span>
              <span className="queued-post__actions">
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => void discardEntry(entry.id)}>
                  <Trans>Discard</Trans>
                </button>
              </span>
            </>
          )}
          {entry.status === 'sent' && (
            <button type="button" className="btn btn--ghost btn--sm" aria-label={t`Hide this post`} onClick={() => void discardEntry(entry.id)}>
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
