import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { OutboxPage } from '../../features/outbox/components/outbox-page.tsx';
import { loadOutboxCatalog } from '../../features/outbox/catalog.ts';
import { OUTBOX_KIND_LABELS } from '../-components/outbox-kinds.ts';

/** /outbox: the posts on this device — waiting, refused with their reason and Discard, sent lately (decision 179). */
export const Route = createFileRoute('/_page/outbox')({
  loader: loadOutboxCatalog,
  staticData: { back: { to: '/', label: msg`Back to home` } },
  component: () => (
    <div className="container container--narrow">
      <OutboxPage kindLabels={OUTBOX_KIND_LABELS} />
    </div>
  ),
});
