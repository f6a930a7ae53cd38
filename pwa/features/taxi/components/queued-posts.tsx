import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { OutboxEntryList } from '../../../components/ui/outbox-entries.tsx';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { useOutboxEntries } from '../../../lib/offline/hooks.ts';
import { TAXI_OUTBOX_KIND } from '../api/keys.ts';

/** A taxi post as its list names it: from → to. */
const route = (entry: OutboxEntry) => {
  const body = entry.body as { fromLocation?: string; toLocation?: string };
  return `${body.fromLocation ?? ''} → ${body.toLocation ?? ''}`;
};

/**
 * Taxi posts made on this device that are not delivered yet, or were delivered recently (issue 3 §3): each shows
 * its state — waiting, sending, sent, or refused with the server's message and Discard (the shared outbox list,
 * components/ui/outbox-entries.tsx; every kind together on /outbox, decision 179).
 */
export function QueuedTaxiPosts() {
  const entries = useOutboxEntries(TAXI_OUTBOX_KIND);
  if (entries.length === 0) return null;
  return (
    <section className="card queued-posts" aria-labelledby="queued-posts-title">
      <h3 id="queued-posts-title" className="queued-posts__title">
        <Trans>Your posts on this device</Trans>
      </h3>
      <OutboxEntryList entries={entries} summary={route} failure={msg`Failed to post taxi service request`} />
    </section>
  );
}
