import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { useOutboxEntries } from '../../../lib/offline/hooks.ts';
import { discardEntry, retryEntry } from '../../../lib/offline/outbox.ts';
import { refusalError } from '../../../lib/api/client.ts';
import { describeError, useErrorMessages } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { TAXI_OUTBOX_KIND } from '../api/keys.ts';
import { uiLanguage } from './taxi-labels.ts';

/** The server's refusal of a queued post, as a bilingual message. */
function failureText(entry: OutboxEntry): string {
  const e = entry.error;
  if (!e) return '';
  return describeError(refusalError(e), msg`Failed to post taxi service request`);
}

/**
 * Taxi posts made on this device that are not delivered yet, or were delivered recently (issue 3 §3): each shows
 * its state — waiting, sending, sent, or failed with the server's message and retry / discard.
 */
export function QueuedTaxiPosts() {
  const { t, i18n } = useLingui();
  const entries = useOutboxEntries(TAXI_OUTBOX_KIND);
  useErrorMessages(); // a refusal saved on the device is shown with the server's reason once its text has loaded
  const format = formatters(uiLanguage(i18n));
  if (entries.length === 0) return null;
  return (
    <section className="card queued-posts" aria-labelledby="queued-posts-title">
      <h3 id="queued-posts-title" className="queued-posts__title">
        <Trans>Your posts on this device</Trans>
      </h3>
      <ul className="queued-posts__list">
        {entries.map((entry) => {
          const body = entry.body as { fromLocation?: string; toLocation?: string };
          return (
            <li key={entry.id} className={`queued-post queued-post--${entry.status}`} data-status={entry.status}>
              <span className="queued-post__route">
                {body.fromLocation} → {body.toLocation}
              </span>
              <span className="queued-post__time">{format.dateTime(new Date(entry.createdAt))}</span>
              <span className="badge queued-post__state" role="status">
                {entry.status === 'waiting' && <Trans>Waiting to send</Trans>}
                {entry.status === 'sending' && <Trans>Sending…</Trans>}
                {entry.status === 'sent' && <Trans>Sent</Trans>}
                {entry.status === 'failed' && <Trans>Failed</Trans>}
              </span>
              {entry.status === 'failed' && (
                <>
                  <span className="field__error queued-post__error">{failureText(entry)}</span>
                  <span className="queued-post__actions">
                    <button type="button" className="btn btn--secondary btn--sm" onClick={() => void retryEntry(entry.id)}>
                      <Trans>Retry</Trans>
                    </button>
                    <button type="button" className="btn btn--ghost btn--sm" onClick={() => void discardEntry(entry.id)}>
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
          );
        })}
      </ul>
    </section>
  );
}
