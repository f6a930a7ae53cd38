/** Taxi / vehicle service constants (spec 000 §1–§7). */

import { defineContactTypes } from '../payments/contact-types.ts';

/**
 * The taxi feature's paid contact (spec 000 §4 Contact access, §7): a published request's number, unlocked by
 * contact access or the membership. Declared here, not in payments (decision 180).
 */
export const TAXI_CONTACT_TYPES = defineContactTypes({ taxi: 'membership' });
type TaxiContactTypes = typeof TAXI_CONTACT_TYPES;
declare module '../payments/contact-types.ts' {
  interface DeclaredContactTypes extends TaxiContactTypes {}
}
