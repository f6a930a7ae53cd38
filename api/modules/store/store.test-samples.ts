import type { OwnerSamples } from '../../test/owner-samples.ts';
import { insertProduct } from './store.test-support.ts';

/** Records of the owner's for the store's owner routes (authorization matrix, api/test/owner-samples.ts; decision 180). */
export const ownerSamples: OwnerSamples = {
  'PATCH /api/tamil-store-products/:id': async (t, owner) => `/api/tamil-store-products/${await insertProduct(t, owner)}`,
  'DELETE /api/tamil-store-products/:id': async (t, owner) => `/api/tamil-store-products/${await insertProduct(t, owner)}`,
};
