import type { EntityManager } from '@mikro-orm/core';
import type { Entitlement, SubscriptionPlan } from '#shared/constants.ts';
import type { User } from '../users/user.entity.ts';
import { sql } from './sql.ts';

/** Subscription statuses that give access while the period lasts (a cancelled one stays `active` until its end). */
export const ACCESS_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

/** What a member has paid for, at one instant. */
export interface PaidAccess {
  /** End of the one-time contact-access period (monthly/yearly) or granted month (coins) covering now, or null. */
  paidUntil: Date | null;
  /** End of the active £1 membership subscription's current period, or null when not subscribed. */
  subscribedUntil: Date | null;
  /** End of the active £2 education subscription's current period, or null when not subscribed. */
  educationUntil: Date | null;
}

/** The later of two optional dates. */
const later = (a: Date | null, b: Date | null): Date | null => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * When `entitlement` runs out for a member whose paid state is `paid`, or null when it is not active (decision
 * 157): contact access from a one-time period, a coin grant or the membership; education from its subscription.
 */
export function entitledUntil(paid: PaidAccess, entitlement: Entitlement): Date | null {
  return entitlement === 'education' ? paid.educationUntil : later(paid.paidUntil, paid.subscribedUntil);
}

/** The viewer's side of a contact decision (the signed-in user, or undefined for a guest). */
export type ContactViewer = Pick<User, 'id' | 'role'> | undefined;
/** A service whose contact is asked for: who posted it, and which paid right unlocks it (default `membership`). */
export interface ContactService {
  ownerId: string;
  /** `education`: only the education subscription unlocks it (teachers: `EDUCATION_CONTACT_TYPES` of shared/education/constants.ts). */
  entitlement?: SubscriptionPlan;
}

/**
 * THE entitlement rule (spec 000 §4 Contact access, §6; issue 4 item 3): may `viewer` see the contact of
 * `service`? Yes for the admin, for the member who posted it, and for a paying member — a paid contact-access
 * period or a granted month (coins) covering now, or an active subscription (also a cancelled one until its
 * period ends). A service whose `entitlement` is `education` (a teacher, spec 000 §4 Teacher and education) is
 * unlocked by the £2 education subscription alone. Guests never.
 */
export function maySeeContact(viewer: ContactViewer, service: ContactService, paid: PaidAccess): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin' || service.ownerId === viewer.id) return true;
  if (service.entitlement === 'education') return paid.educationUntil !== null;
  return paid.paidUntil !== null || paid.subscribedUntil !== null;
}

const NOTHING_PAID: PaidAccess = { paidUntil: null, subscribedUntil: null, educationUntil: null };

/**
 * What `userId` has paid for (or been granted) at `now`, in one query: the latest end of a succeeded monthly/yearly
 * payment or of an access grant (coins, issue 18 item 3) whose period covers `now`, and the latest period end of a subscription in {@link ACCESS_SUBSCRIPTION_STATUSES}
 * that is still running — per plan (membership, education).
 */
export async function loadPaidAccess(em: EntityManager, userId: string, now: Date): Promise<PaidAccess> {
  const statuses = ACCESS_SUBSCRIPTION_STATUSES.map(() => '?').join(', ');
  const [row] = await sql<{ paid_until: Date | string | null; subscribed_until: Date | string | null; education_until: Date | string | null }>(
    em,
    `select
       greatest(
         (select max(valid_until) from payments
           where user_id = ? and status = 'succeeded' and plan in ('monthly', 'yearly') and valid_from <= ? and valid_until > ?),
         (select max(valid_until) from access_grants where user_id = ? and valid_from <= ? and valid_until > ?)) as paid_until,
       (select max(current_period_end) filter (where plan = 'membership') from subscriptions
         where user_id = ? and status in (${statuses}) and current_period_end > ?) as subscribed_until,
       (select max(current_period_end) filter (where plan = 'education') from subscriptions
         where user_id = ? and status in (${statuses}) and current_period_end > ?) as education_until`,
    [userId, now, now, userId, now, now, userId, ...ACCESS_SUBSCRIPTION_STATUSES, now, userId, ...ACCESS_SUBSCRIPTION_STATUSES, now],
  );
  const date = (v: Date | string | null | undefined) => (v == null ? null : new Date(v));
  return { paidUntil: date(row?.paid_until), subscribedUntil: date(row?.subscribed_until), educationUntil: date(row?.education_until) };
}

/** A viewer's contact access for one request: ask it about as many services as needed (e.g. a list page). */
export interface ContactAccess {
  /** {@link maySeeContact} for this viewer. */
  allows(service: ContactService): boolean;
}

/**
 * Loads `viewer`'s contact access at `now` for a whole request: the paid state is read once (not at all for
 * guests and the admin), then {@link maySeeContact} decides per service.
 */
export async function loadContactAccess(em: EntityManager, viewer: ContactViewer, now: Date): Promise<ContactAccess> {
  const paid = viewer && viewer.role !== 'admin' ? await loadPaidAccess(em, viewer.id, now) : NOTHING_PAID;
  return { allows: (service) => maySeeContact(viewer, service, paid) };
}
