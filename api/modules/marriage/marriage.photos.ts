import type { EntityManager } from '@mikro-orm/core';
import type { MarriageProfile as MarriageProfileBody } from '#shared/marriage/schemas.ts';
import { photoAccess, type PhotoViewer } from '#shared/marriage/photos.ts';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { loadImages } from '../uploads/attachments.service.ts';
import type { ObjectForVisibility } from '../uploads/visibility.ts';
import type { User } from '../users/user.entity.ts';
import { MarriageInterestSchema, MarriageProfileSchema, type MarriageProfile } from './marriage.entity.ts';

/*
 * Marriage profile photos (docs/decisions/163): private uploads of purpose `marriage-profile` whose ref is the
 * profile id. Who sees them is shared/marriage/photos.ts `photoAccess`, asked here twice with the same facts: by the
 * presenter (which photos a response lists) and by the uploads service on every object URL (which bytes it sends).
 */

/** The uploads purpose of profile photos (private objects; the check below is registered by the module). */
export const MARRIAGE_PHOTO_PURPOSE = 'marriage-profile';

/** What the photo rule needs of a profile. */
type PhotoProfile = Pick<MarriageProfile, 'id' | 'status' | 'hidden' | 'photos' | 'photoVisibility'> & { owner: { id: string } };

/** The role of `viewer` (undefined: a guest) towards `profile` for the photo rule. */
export function photoViewerOf(profile: { owner: { id: string } }, viewer: Pick<User, 'id' | 'role'> | undefined): PhotoViewer {
  if (!viewer) return 'guest';
  if (viewer.role === 'admin') return 'admin';
  return viewer.id === profile.owner.id ? 'owner' : 'member';
}

/**
 * True when an accepted interest joins `viewerId`'s own profile and `profileId`, in either direction (one indexed
 * count; a withdrawn or declined one does not count — decision 163).
 */
export async function acceptedInterestWith(em: EntityManager, viewerId: string, profileId: string): Promise<boolean> {
  const own = await em.findOne(MarriageProfileSchema, { owner: viewerId }, { fields: ['id'] });
  if (!own) return false;
  const count = await em.count(MarriageInterestSchema, {
    status: 'accepted',
    $or: [
      { fromProfile: own.id, toProfile: profileId },
      { fromProfile: profileId, toProfile: own.id },
    ],
  });
  return count > 0;
}

/**
 * The uploads service's check for `marriage-profile` objects (api/modules/uploads/visibility.ts), run on every
 * request of an object URL: the photo must still be one of its profile's photos; members other than the owner see
 * it only while the profile is public and {@link photoAccess} allows — so an interest withdrawn, a profile hidden or
 * its visibility changed stops the next request at once (404, nothing cached: the objects are sent `no-store`); a
 * suspended owner's photos are gone for members too (decision 165).
 * The owner and the admin are let through by the uploads service before this runs.
 */
export async function canSeeProfilePhoto(em: EntityManager, viewer: User | undefined, object: ObjectForVisibility): Promise<boolean> {
  if (!viewer || !object.ref) return false;
  const profile = (await em.findOne(MarriageProfileSchema, { id: object.ref, ...activeOwner(viewer) })) as PhotoProfile | null;
  if (!profile || !profile.photos.includes(object.objectPath)) return false;
  const who = photoViewerOf(profile, viewer);
  if (who === 'member' && !(profile.status === 'approved' && !profile.hidden)) return false;
  const accepted = who === 'member' && profile.photoVisibility === 'accepted' ? await acceptedInterestWith(em, viewer.id, profile.id) : false;
  return photoAccess(who, profile.photoVisibility, accepted).allowed;
}

/** The stored images of `rows`' photos, read once for a page (skipped for guests, who see none). */
export async function loadProfilePhotos(em: EntityManager, rows: readonly { photos: string[] }[], viewer: unknown): Promise<Map<string, StoredImage>> {
  if (!viewer) return new Map();
  return new Map((await loadImages(em, rows.flatMap((row) => row.photos ?? []))).map((image) => [image.objectPath, image]));
}

/** The photo fields of a response for `viewer`, given whether an interest between the two is accepted. */
export function presentPhotos(
  profile: PhotoProfile,
  viewer: Pick<User, 'id' | 'role'> | undefined,
  accepted: boolean,
  images: ReadonlyMap<string, StoredImage>,
): Pick<MarriageProfileBody, 'photoVisibility' | 'photos' | 'photoCount' | 'photosNote'> {
  const photos = profile.photos ?? [];
  const { allowed, note } = photoAccess(photoViewerOf(profile, viewer), profile.photoVisibility, accepted);
  return {
    photoVisibility: profile.photoVisibility,
    photos: allowed ? photos.flatMap((path) => (images.has(path) ? [images.get(path)!] : [])) : [],
    photoCount: photos.length,
    photosNote: photos.length > 0 ? note : null,
  };
}
