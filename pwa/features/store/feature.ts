import { defineFeature } from '../../lib/feature.ts';
import { PRODUCT_OUTBOX_KIND, QUOTE_OUTBOX_KIND, STORE_PRODUCTS_KEY } from './api/keys.ts';

/** The store's declarations: a delivered quote request or product refreshes the product lists (decision 180; collected by pwa/feature-registry.ts). */
export const storeFeature = defineFeature({
  name: 'store',
  outbox: { [QUOTE_OUTBOX_KIND]: STORE_PRODUCTS_KEY, [PRODUCT_OUTBOX_KIND]: STORE_PRODUCTS_KEY },
});
