import type { MessageDescriptor } from '@lingui/core';
import { pwaFeatures } from '../../feature-registry.ts';
import { outboxLabels } from '../../lib/feature.ts';

/**
 * What each kind of post in the outbox is, in the member's words, for the /outbox screen (decision 179): every kind a
 * feature queues with `submitThroughOutbox`/`enqueuePost`, labelled where the feature declares it (`outbox` of its
 * pwa/features/<name>/feature.ts, collected by pwa/feature-registry.ts; decision 180). A kind missing here is still
 * listed, as "Other post".
 */
export const OUTBOX_KIND_LABELS: Readonly<Record<string, MessageDescriptor>> = outboxLabels(pwaFeatures);
