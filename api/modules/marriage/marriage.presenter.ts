import type { MarriageProfile as MarriageProfileBody } from '#shared/marriage/schemas.ts';
import { ageOn } from '#shared/marriage/age.ts';
import { nameForGuests } from '#shared/marriage/names.ts';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import type { User } from '../users/user.entity.ts';
import { NO_CONTACT, type ContactFields } from './marriage.contact.ts';
import type { MarriageProfile } from './marriage.entity.ts';
import { presentPhotos } from './marriage.photos.ts';

/** A date column read as YYYY-MM-DD (a string on PostgreSQL, a Date on some drivers). */
export const isoDateOf = (value: Date | string): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
/** A datetime column (Date, or an ISO string on some drivers) as an ISO string. */
export const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A profile row with its owner as `{ id }` (entity or plain row). */
export type MarriageProfileRow = Omit<MarriageProfile, 'owner'> & { owner: { id: string } };

/**
 * A profile as `marriageProfileSchema` for `viewer` (undefined for a guest) on `today` (YYYY-MM-DD, UTC): the age
 * in whole years; the full name for members, first name and initial for guests; the moderation fields and the date
 * of birth only for the owner and the admin; `interest` the viewer's interest with this profile, if any. Photos as
 * the photo rule allows (`images`: the page's stored images by object path; decision 163); `contact` only where the
 * route computed it (the profile page), else none.
 */
export function presentProfile(
  profile: MarriageProfileRow,
  viewer: Pick<User, 'id' | 'role'> | undefined,
  today: string,
  interest: MarriageProfileBody['interest'] = null,
  extras: { images?: ReadonlyMap<string, StoredImage>; contact?: ContactFields } = {},
): MarriageProfileBody {
  const isMine = viewer?.id === profile.owner.id;
  const privileged = isMine || viewer?.role === 'admin';
  const dateOfBirth = isoDateOf(profile.dateOfBirth as Date | string);
  return {
    id: profile.id,
    name: viewer ? profile.name : nameForGuests(profile.name),
    gender: profile.gender,
    age: ageOn(dateOfBirth, today),
    dateOfBirth: privileged ? dateOfBirth : null,
    city: profile.city,
    country: profile.country,
    caste: profile.caste ?? null,
    religion: profile.religion ?? null,
    motherTongue: profile.motherTongue,
    education: profile.education,
    educationOther: profile.educationOther ?? null,
    occupation: profile.occupation,
    occupationOther: profile.occupationOther ?? null,
    diet: profile.diet,
    heightCm: profile.heightCm ?? null,
    star: profile.star ?? null,
    raasi: profile.raasi ?? null,
    languages: profile.languages ?? [],
    aboutMe: profile.aboutMe,
    familyDetails: profile.familyDetails ?? null,
    partnerPreferences: profile.partnerPreferences ?? null,
    managedBy: profile.managedBy,
    status: privileged ? profile.status : null,
    hidden: privileged ? profile.hidden : null,
    rejectionReason: privileged ? (profile.rejectionReason ?? null) : null,
    createdAt: toIso(profile.createdAt as Date | string),
    isMine,
    interest,
    ...presentPhotos(profile, viewer, interest?.status === 'accepted', extras.images ?? new Map()),
    ...(extras.contact ?? NO_CONTACT),
  };
}

/** True when anyone may see `profile`: approved and not hidden (issue 16: nothing is public before approval). */
export const isPublicProfile = (profile: Pick<MarriageProfile, 'status' | 'hidden'>) => profile.status === 'approved' && !profile.hidden;
