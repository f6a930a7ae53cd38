import { msg } from '@lingui/core/macro';
import { defineFeature } from '../../lib/feature.ts';
import { PRODUCT_OUTBOX_KIND, QUOTE_OUTBOX_KIND, STORE_PRODUCTS_KEY } from './api/keys.ts';

/** The store's declarations: a delivered quote request or product refreshes the product lists; its label names each kind on /outbox (decisions 179, 180; collected by pwa/feature-registry.ts). */
export const storeFeature = defineFeature({
  name: 'store',
  outbox: {
    [QUOTE_OUTBOX_KIND]: { refreshes: STORE_PRODUCTS_KEY, label: msg`Quote request` },
    [PRODUCT_OUTBOX_KIND]: { refreshes: STORE_PRODUCTS_KEY, label: msg`Product` },
  },
});
