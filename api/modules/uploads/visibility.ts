import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity.ts';

/** What a visibility check learns about the object asked for. */
export interface ObjectForVisibility {
  objectPath: string;
  /** Id of the member who uploaded it (null when that account is gone). */
  uploaderId: string | null;
  purpose: string;
  /** Id of the owning record within the purpose, as given to attachUploads. */
  ref: string | null;
}

/**
 * Decides whether `viewer` (undefined: a visitor) may see a private object of one purpose, e.g. "is this member
 * allowed to see this marriage profile's photos". Runs on every request for a private object; return false to
 * answer 404 (the object's existence is not revealed).
 */
export type ObjectVisibilityCheck = (em: EntityManager, viewer: User | undefined, object: ObjectForVisibility) => Promise<boolean> | boolean;

const checks = new Map<string, ObjectVisibilityCheck>();

/**
 * Registers the visibility check of a purpose's private objects (call once, at module load of the owning feature,
 * e.g. `registerObjectVisibility('marriage-profile', canSeeProfilePhotos)`). Without a check, a private object is
 * served only to its uploader and the admin.
 * @throws Error when the purpose already has a different check (two features claiming one purpose).
 */
export function registerObjectVisibility(purpose: string, check: ObjectVisibilityCheck): void {
  const existing = checks.get(purpose);
  if (existing && existing !== check) throw new Error(`object purpose "${purpose}" already has a visibility check`);
  checks.set(purpose, check);
}

/** The registered check of `purpose`, if any. */
export function visibilityCheckOf(purpose: string): ObjectVisibilityCheck | undefined {
  return checks.get(purpose);
}
