import type { EntityManager } from '@mikro-orm/core';
import type { MarriageProfile as MarriageProfileBody } from '#shared/marriage/schemas.ts';
import type { ContactAccess } from '../payments/entitlement.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';

/** The contact fields of a profile response. */
export type ContactFields = Pick<MarriageProfileBody, 'contact' | 'contactNote'>;

/** What lists and the owner's own view carry: no contact, no next step. */
export const NO_CONTACT: ContactFields = { contact: null, contactNote: null };

/**
 * The owner's contact details for `viewer` on a profile page (docs/decisions/163; spec 000 §4 paid contact access):
 * the admin always; a member only when an interest between the two profiles is accepted *and* payments' one
 * entitlement rule (`access`) lets them see contacts — otherwise the next step (`after_acceptance`, or
 * `pay_for_access` once accepted). The owner gets {@link NO_CONTACT}. The owner's phone and e-mail are read only
 * when they are sent.
 */
export async function contactFor(
  em: EntityManager,
  profile: { owner: { id: string } },
  viewer: Pick<User, 'id' | 'role'> | undefined,
  accepted: boolean,
  access: ContactAccess,
): Promise<ContactFields> {
  if (viewer?.id === profile.owner.id) return NO_CONTACT;
  const admin = viewer?.role === 'admin';
  if (!admin && !accepted) return { contact: null, contactNote: 'after_acceptance' };
  if (!access.allows({ ownerId: profile.owner.id })) return { contact: null, contactNote: 'pay_for_access' };
  const owner = await em.findOne(UserSchema, { id: profile.owner.id }, { fields: ['id', 'phoneNumber', 'email'] });
  return owner ? { contact: { phoneNumber: owner.phoneNumber, email: owner.email }, contactNote: null } : NO_CONTACT;
}
