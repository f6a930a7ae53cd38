import type { PhotoVisibility } from './constants.ts';

/** Who is asking for a profile's photos, as far as the rule cares. */
export type PhotoViewer = 'guest' | 'member' | 'owner' | 'admin';

/** Why photos are not shown: a guest must log in; a member needs an accepted interest (docs/decisions/163). */
export type PhotosNote = 'log_in' | 'after_acceptance';

/**
 * THE photo rule of marriage profiles (docs/decisions/163; issue "marriage photos" item 1), shared by the API's
 * presenter and the uploads service's object check so a photo listed is a photo served and vice versa: the owner
 * and the admin always; guests never; members when the owner chose `members`, or when an interest between the two
 * profiles is accepted (either direction; a withdrawn one no longer counts).
 * @returns `allowed`, and when not, the `note` a screen shows instead of the photos.
 */
export function photoAccess(viewer: PhotoViewer, visibility: PhotoVisibility, accepted: boolean): { allowed: boolean; note: PhotosNote | null } {
  if (viewer === 'owner' || viewer === 'admin') return { allowed: true, note: null };
  if (viewer === 'guest') return { allowed: false, note: 'log_in' };
  if (visibility === 'members' || accepted) return { allowed: true, note: null };
  return { allowed: false, note: 'after_acceptance' };
}
