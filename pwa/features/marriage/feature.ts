import { msg } from '@lingui/core/macro';
import { defineFeature } from '../../lib/feature.ts';
import { PROFILE_OUTBOX_KIND } from './api/keys.ts';

/** The marriage feature's declarations: a delivered profile refreshes no list, as before; its label names each kind on /outbox (decisions 179, 180; collected by pwa/feature-registry.ts). */
export const marriageFeature = defineFeature({
  name: 'marriage',
  outbox: {
    [PROFILE_OUTBOX_KIND]: { refreshes: null, label: msg`Marriage profile` },
  },
});
