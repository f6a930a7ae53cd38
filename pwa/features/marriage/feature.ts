import { defineFeature } from '../../lib/feature.ts';
import { PROFILE_OUTBOX_KIND } from './api/keys.ts';

/** The marriage feature's declarations: a delivered profile refreshes no list, as before (decision 180; collected by pwa/feature-registry.ts). */
export const marriageFeature = defineFeature({
  name: 'marriage',
  outbox: { [PROFILE_OUTBOX_KIND]: null },
});
