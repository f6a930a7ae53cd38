import type { EntityManager } from '@mikro-orm/core';
import type { ContactServiceType } from '#shared/constants.ts';
import { findPublishedTaxiRequest } from '../taxi/taxi.repository.ts';

/** A service's contact behind paid access, and who posted it. */
export interface ContactSource {
  ownerId: string;
  /** E.164. */
  contactNumber: string;
}

/**
 * Where each service type's contact lives (spec 000 §1: taxi, business, marketplace seller, community — taxi
 * exists so far). Each finder returns null for an unknown or unpublished service.
 */
const FINDERS: Record<ContactServiceType, (em: EntityManager, id: string) => Promise<ContactSource | null>> = {
  taxi: async (em, id) => {
    const request = await findPublishedTaxiRequest(em, id);
    return request ? { ownerId: request.owner.id, contactNumber: request.contactNumber } : null;
  },
};

/** The contact of service `serviceId` of `serviceType`, or null when there is no such published service. */
export function findContactSource(em: EntityManager, serviceType: ContactServiceType, serviceId: string): Promise<ContactSource | null> {
  return FINDERS[serviceType](em, serviceId);
}
