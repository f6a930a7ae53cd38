import type { EntityManager } from '@mikro-orm/core';
import { CONTACT_ENTITLEMENT, type ContactServiceType, type SubscriptionPlan } from '#shared/constants.ts';
import { notFound } from '../../http/errors.ts';

/** A service's contact behind paid access, and who posted it. */
export interface ContactSource {
  ownerId: string;
  /** E.164. */
  contactNumber: string;
  /** Which paid right unlocks it; set by the registry from shared CONTACT_ENTITLEMENT, never by a feature. */
  entitlement?: SubscriptionPlan;
}

/**
 * How a feature finds the contact of one of its published services by id: null for an unknown or unpublished
 * one. Registered by the feature's module (`contactSources` in api/modules/module.ts), never imported here.
 */
export type ContactSourceFinder = (em: EntityManager, serviceId: string) => Promise<ContactSource | null>;

/**
 * Every registered contact source by service type (spec 000 §1: taxi, business, marketplace seller, community).
 * Payments own the entitlement rule (entitlement.service.ts) and ask this registry for the item; they never
 * import a feature (docs/decisions/034-module-template.md).
 */
export interface ContactSources {
  /**
   * The contact of service `serviceId` of `serviceType`.
   * @throws HttpError 404 `not_found` when no published service has that id, or no module registered the type.
   */
  find(em: EntityManager, serviceType: ContactServiceType, serviceId: string): Promise<ContactSource>;
  /** The registered service types. */
  types(): string[];
}

/**
 * Builds the registry from the modules' registrations.
 * @throws Error when two modules register the same service type (a start-up mistake, not a request error).
 */
export function createContactSources(registrations: Iterable<readonly [string, ContactSourceFinder]>): ContactSources {
  const finders = new Map<string, ContactSourceFinder>();
  for (const [type, finder] of registrations) {
    if (finders.has(type)) throw new Error(`Contact source "${type}" is registered twice`);
    finders.set(type, finder);
  }
  return {
    async find(em, serviceType, serviceId) {
      const source = await finders.get(serviceType)?.(em, serviceId);
      if (!source) throw notFound('No such service');
      return { ...source, entitlement: CONTACT_ENTITLEMENT[serviceType] };
    },
    types: () => [...finders.keys()],
  };
}
