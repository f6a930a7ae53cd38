import { TAXI_CONTACT_TYPES } from '#shared/taxi/constants.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { taxiSamples } from '#shared/taxi/samples.ts';
import { defineModule } from '../module.ts';
import { contactSourcesOf } from '../payments/contact-sources.ts';
import { TaxiRequestSchema } from './taxi-request.entity.ts';
import { findPublishedTaxiRequest, invalidatePublishedTaxiTotal } from './taxi.repository.ts';
import { taxiRoutes } from './taxi.routes.ts';
import { seedTaxiRequests } from './taxi.seed.ts';

/**
 * Taxi / vehicle service requests (spec 000 §1–§7): the entity, the declared routes, the `taxi` contact source
 * (a published request's poster and number, behind paid contact access) and the demo requests.
 */
export const taxiModule = defineModule({
  name: 'taxi',
  contracts: [taxiContract],
  samples: [taxiSamples],
  entities: [TaxiRequestSchema],
  routes: taxiRoutes,
  contactSources: contactSourcesOf(TAXI_CONTACT_TYPES, {
    taxi: async (em, id) => {
      const request = await findPublishedTaxiRequest(em, id);
      return request ? { ownerId: request.owner.id, contactNumber: request.contactNumber } : null;
    },
  }),
  hideMemberContent: async (em, userId) => {
    await em.nativeUpdate(TaxiRequestSchema, { owner: userId }, { isActive: false });
    invalidatePublishedTaxiTotal(em);
  },
  seed: seedTaxiRequests,
});
