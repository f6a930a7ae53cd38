import { msg } from '@lingui/core/macro';
import { defineFeature } from '../../lib/feature.ts';
import { COMMUNITY_KEY, COMMUNITY_POST_OUTBOX_KIND } from './api/keys.ts';

/** The community feature's declarations: a delivered post refreshes the post lists; its label names each kind on /outbox (decisions 179, 180; collected by pwa/feature-registry.ts). */
export const communityFeature = defineFeature({
  name: 'community',
  outbox: {
    [COMMUNITY_POST_OUTBOX_KIND]: { refreshes: COMMUNITY_KEY, label: msg`Community post` },
  },
});
