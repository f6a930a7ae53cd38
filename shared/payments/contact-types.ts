import type { SubscriptionPlan } from '../constants.ts';

/*
 * Contact types (spec 000 §4 Contact access, §7 check-contact-access `serviceType`): a feature whose items carry a
 * contact behind paid access declares its type and the plan that unlocks it in its own folder
 * (shared/<feature>/constants.ts, `defineContactTypes`), as an API module declares its rate limits (decision 180):
 * payments list no feature. The API module registers how to find an item (`contactSources`,
 * api/modules/payments/contact-sources.ts) and the composition root (api/registry.ts) gives payments the types the
 * composed features sell. Constants and types only: the PWA loads this with a feature's constants.
 */

/**
 * Every declared contact type → the plan that unlocks it, merged in by each feature:
 * `declare module '../payments/contact-types.ts' { interface DeclaredContactTypes extends TaxiContactTypes {} }`.
 * Typed like `DeclaredLimits` (api/http/rate-limit.ts): a type no feature declares is a type error.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DeclaredContactTypes {}

/** A contact type some feature declares (`taxi`, `store`, …). */
export type ContactServiceType = keyof DeclaredContactTypes & string;

/**
 * Contact types → the plan that unlocks each (`membership`: a contact-access payment, a coin grant or the £1
 * subscription; `education`: the education subscription only — api/modules/payments/entitlement.service.ts).
 */
export type ContactTypes = Readonly<Record<string, SubscriptionPlan>>;

/** Declares a feature's contact types (identity; keeps the literal types for {@link DeclaredContactTypes}). */
export function defineContactTypes<const T extends ContactTypes>(types: T): T {
  return types;
}
