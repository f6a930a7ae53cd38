import { msg } from '@lingui/core/macro';
import { defineFeature } from '../../lib/feature.ts';
import { TAXI_OUTBOX_KIND, TAXI_REQUESTS_KEY } from './api/keys.ts';

/** The taxi feature's declarations: a delivered request refreshes the request list; its label names each kind on /outbox (decisions 179, 180; collected by pwa/feature-registry.ts). */
export const taxiFeature = defineFeature({
  name: 'taxi',
  outbox: {
    [TAXI_OUTBOX_KIND]: { refreshes: TAXI_REQUESTS_KEY, label: msg`Taxi request` },
  },
});
