import type { EntityManager } from '@mikro-orm/core';
import type { SubscriptionPlan } from '#shared/constants.ts';
import type { ContactTypes } from '#shared/payments/contact-types.ts';
import { notFound } from '../../http/errors.ts';

/** An item's contact as its feature finds it: who posted it, and the number (E.164). */
export interface FoundContact {
  ownerId: string;
  /** E.164. */
  contactNumber: string;
}

/** A service's contact behind paid access, who posted it, and which paid right unlocks it. */
export interface ContactSource extends FoundContact {
  /** The plan its type's feature declared (shared/<feature>/constants.ts, decision 180); never chosen per item. */
  entitlement: SubscriptionPlan;
}

/** How a feature finds the contact of one of its published services by id: null for an unknown or unpublished one. */
export type FindContact = (em: EntityManager, serviceId: string) => Promise<FoundContact | null>;

/**
 * One contact type a feature registers (`contactSources` in api/modules/module.ts, made with
 * {@link contactSourcesOf}), never imported here: the plan that unlocks it and how to find an item.
 */
export interface ContactSourceFinder {
  unlockedBy: SubscriptionPlan;
  find: FindContact;
}

/**
 * A module's contact sources: each contact type its feature declares in its own folder (`types`, e.g.
 * `TAXI_CONTACT_TYPES` of shared/taxi/constants.ts, with the plan that unlocks it; decision 180) with how the module
 * finds an item of it — one finder per declared type, no more, no fewer (checked by the type).
 */
export function contactSourcesOf<const T extends ContactTypes>(types: T, finders: { readonly [K in keyof T]: FindContact }): Record<string, ContactSourceFinder> {
  const byType: Readonly<Record<string, FindContact>> = finders;
  return Object.fromEntries(Object.entries(types).map(([type, unlockedBy]) => [type, { unlockedBy, find: byType[type] as FindContact }]));
}

/**
 * Every contact type the modules register → the plan that unlocks it, in module order: what the composition root
 * (api/registry.ts) gives payments, whose check-contact-access body accepts exactly these (shared/payments
 * `paymentsContractFor`).
 * @throws Error when two modules register the same type.
 */
export function collectContactTypes(modules: readonly { name: string; contactSources?: Readonly<Record<string, ContactSourceFinder>> }[]): ContactTypes {
  const types: Record<string, SubscriptionPlan> = {};
  const owner = new Map<string, string>();
  for (const module of modules) {
    for (const [type, source] of Object.entries(module.contactSources ?? {})) {
      if (owner.has(type)) throw new Error(`Contact source "${type}" is registered by both ${owner.get(type)} and ${module.name}`);
      owner.set(type, module.name);
      types[type] = source.unlockedBy;
    }
  }
  return types;
}

/**
 * Every registered contact source by service type (spec 000 §1: taxi, business, marketplace seller, community).
 * Payments own the entitlement rule (entitlement.service.ts) and ask this registry for the item; they never
 * import a feature (docs/decisions/034-module-template.md).
 */
export interface ContactSources {
  /**
   * The contact of service `serviceId` of `serviceType`, with the plan its type's feature declared.
   * @throws HttpError 404 `not_found` when no published service has that id, or no module registered the type.
   */
  find(em: EntityManager, serviceType: string, serviceId: string): Promise<ContactSource>;
  /** The registered service types. */
  types(): string[];
}

/**
 * Builds the registry from the modules' registrations.
 * @throws Error when two modules register the same service type (a start-up mistake, not a request error).
 */
export function createContactSources(registrations: Iterable<readonly [string, ContactSourceFinder]>): ContactSources {
  const sources = new Map<string, ContactSourceFinder>();
  for (const [type, source] of registrations) {
    if (sources.has(type)) throw new Error(`Contact source "${type}" is registered twice`);
    sources.set(type, source);
  }
  return {
    async find(em, serviceType, serviceId) {
      const source = sources.get(serviceType);
      const found = await source?.find(em, serviceId);
      if (!source || !found) throw notFound('No such service');
      return { ownerId: found.ownerId, contactNumber: found.contactNumber, entitlement: source.unlockedBy };
    },
    types: () => [...sources.keys()],
  };
}
