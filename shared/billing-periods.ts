import { TZDate } from '@date-fns/tz';
import { addMonths, startOfMonth } from 'date-fns';
import { BILLING_TIME_ZONE, CONTACT_ACCESS_YEARLY_MONTHS, type ContactAccessPlan } from './constants.ts';

/**
 * The first instant of the calendar month after the one `at` falls in, in Europe/London (spec 000 §9: monthly
 * contact access is "valid for the current month only"). E.g. 2026-03-31T23:30Z is already April in London
 * (BST), so the answer is 2026-04-30T23:00Z (1 May 00:00 BST).
 */
export function startOfNextLondonMonth(at: Date): Date {
  return new Date(startOfMonth(addMonths(new TZDate(at.getTime(), BILLING_TIME_ZONE), 1)).getTime());
}

/** `at` plus `months` calendar months on the Europe/London calendar (same wall-clock time; clamped to month end). */
export function addLondonMonths(at: Date, months: number): Date {
  return new Date(addMonths(new TZDate(at.getTime(), BILLING_TIME_ZONE), months).getTime());
}

/**
 * The end (exclusive) of the paid period a contact-access payment made at `paidAt` buys (spec 000 §9): `monthly`
 * → the start of the next London calendar month; `yearly` → 12 calendar months later.
 */
export function contactAccessValidUntil(plan: ContactAccessPlan, paidAt: Date): Date {
  return plan === 'monthly' ? startOfNextLondonMonth(paidAt) : addLondonMonths(paidAt, CONTACT_ACCESS_YEARLY_MONTHS);
}
