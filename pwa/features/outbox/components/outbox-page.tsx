import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { OutboxEntryList } from '../../../components/ui/outbox-entries.tsx';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { useDeviceQuery, useOnline } from '../../../lib/offline/hooks.ts';
import { outboxSummary, UNKNOWN_KIND } from '../kinds.ts';

/** The groups of the screen, in this order: what is still to be sent, what was refused, what was sent lately. */
const GROUPS = [
  { id: 'outbox-waiting', statuses: ['waiting', 'sending'], title: msg`Waiting to be sent` },
  { id: 'outbox-refused', statuses: ['failed'], title: msg`Not accepted` },
  { id: 'outbox-sent', statuses: ['sent'], title: msg`Sent recently` },
] as const;

/**
 * /outbox, "Posts on this device" (decision 179): every post made on this device that the server has not taken yet
 * — waiting or being sent — every one it refused, with its reason in the reader's language and Discard (a refusal
 * is final, decision 167), and those sent in the last day. Read from the device's database (IndexedDB), so it
 * works offline; the header's "N waiting" and the site menu lead here. Nothing shows before hydration (the
 * pre-rendered page says it is reading). `kindLabels`: outbox kind → what such a post is ("Taxi request"), composed
 * by the route from the features' kinds.
 */
export function OutboxPage({ kindLabels }: { kindLabels: Readonly<Record<string, MessageDescriptor>> }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const entries = useDeviceQuery((db) => db.outbox.orderBy('createdAt').reverse().toArray(), []);
  const kind = (entry: OutboxEntry) => i18n._(kindLabels[entry.kind] ?? UNKNOWN_KIND);
  return (
    <div className="outbox-page">
      <h1>
        <Trans>Posts on this device</Trans>
      </h1>
      <p>
        {online ? (
          <Trans>What you post without a connection waits here and is sent by itself when you are back online. A post that was not accepted is not sent again: read why, then discard it.</Trans>
        ) : (
          <Trans>You are offline. What waits here is sent by itself when you are back online.</Trans>
        )}
      </p>
      {entries === undefined ? (
        <p role="status" aria-busy="true">
          <Trans>Reading this device…</Trans>
        </p>
      ) : entries.length === 0 ? (
        <p className="empty-state">
          <Trans>Nothing is waiting on this device. Everything you posted has been sent.</Trans>
        </p>
      ) : (
        GROUPS.map((group) => {
          const rows = entries.filter((e) => (group.statuses as readonly string[]).includes(e.status));
          if (rows.length === 0) return null;
          return (
            <section key={group.id} className="card queued-posts" aria-labelledby={group.id}>
              <h2 id={group.id} className="queued-posts__title">
                {i18n._(group.title)} ({rows.length})
              </h2>
              <OutboxEntryList entries={rows} kind={kind} summary={outboxSummary} failure={msg`The server did not accept this post.`} />
            </section>
          );
        })
      )}
    </div>
  );
}
