import { msg } from '@lingui/core/macro';
import { defineFeature } from '../../lib/feature.ts';
import { CONTACT_OUTBOX_KIND } from './api/keys.ts';

/** The help page's declarations: a delivered message to support refreshes no list; its label names each kind on /outbox (decisions 179, 180; collected by pwa/feature-registry.ts). */
export const helpFeature = defineFeature({
  name: 'help',
  outbox: {
    [CONTACT_OUTBOX_KIND]: { refreshes: null, label: msg`Message to support` },
  },
});
