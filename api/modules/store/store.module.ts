import { STORE_CONTACT_TYPES } from '#shared/store/constants.ts';
import { storeContract } from '#shared/store/contract.ts';
import { storeSamples } from '#shared/store/samples.ts';
import { defineModule } from '../module.ts';
import { contactSourcesOf } from '../payments/contact-sources.ts';
import { storeLimits } from './store.limits.ts';
import { StoreProductSchema, StoreQuoteRequestSchema } from './store.entity.ts';
import { findProduct } from './store.repository.ts';
import { storeRoutes } from './store.routes.ts';
import { deleteProduct } from './store.service.ts';
import { seedStore } from './store.seed.ts';

/**
 * Tamil store (spec 001 §1–§9 store; issue 14): products with photos (uploads service), Tamil-aware search, quote
 * requests mailed to the admin and the sellers, the `store` contact source (a seller's number behind paid contact
 * access, decided by payments' one entitlement rule) and demo goods with generated photos.
 */
export const storeModule = defineModule({
  name: 'store',
  contracts: [storeContract],
  samples: [storeSamples],
  limits: storeLimits,
  entities: [StoreProductSchema, StoreQuoteRequestSchema],
  routes: storeRoutes,
  contactSources: contactSourcesOf(STORE_CONTACT_TYPES, {
    store: async (em, id) => {
      const product = await findProduct(em, id);
      return product ? { ownerId: product.owner.id, contactNumber: product.contactPhone } : null;
    },
  }),
  // A deleted member's goods leave the store with their photos (the quote requests keep their copied lines).
  hideMemberContent: async (em, userId) => {
    for (const product of await em.find(StoreProductSchema, { owner: userId })) await deleteProduct(em, product);
  },
  seed: seedStore,
});
