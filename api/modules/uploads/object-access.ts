import type { EntityManager } from '@mikro-orm/core';
import { PRIVATE_OBJECT_CACHE, PUBLIC_OBJECT_CACHE } from '#shared/uploads/cache-control.ts';
import { notFound } from '../../http/errors.ts';
import type { User } from '../users/user.entity.ts';
import { StoredObjectSchema, type StoredObject } from './stored-object.entity.ts';
import { variantKey, type ObjectStorage, type StoredFile, type VariantName } from './storage.ts';
import { objectPathOf } from './uploads.service.ts';
import { visibilityCheckOf } from './visibility.ts';

/** Cache-Control of a public variant (shared/uploads/cache-control.ts): a year, immutable. */
export const PUBLIC_CACHE = PUBLIC_OBJECT_CACHE;
/** Cache-Control of a private or not yet attached object: never kept by shared caches, on disk or by the service worker. */
export const PRIVATE_CACHE = PRIVATE_OBJECT_CACHE;

/**
 * Whether `viewer` may see `object`: its uploader and the admin always; anyone once it is attached as public;
 * for a private attached object, the check its purpose registered (none registered → nobody else). An unattached
 * upload is the uploader's alone.
 */
export async function canViewObject(em: EntityManager, viewer: User | undefined, object: StoredObject): Promise<boolean> {
  if (viewer && (viewer.role === 'admin' || object.owner?.id === viewer.id)) return true;
  if (!object.attachedAt || !object.purpose) return false;
  if (!object.isPrivate) return true;
  const check = visibilityCheckOf(object.purpose);
  if (!check) return false;
  return check(em, viewer, { objectPath: objectPathOf(object.id), uploaderId: object.owner?.id ?? null, purpose: object.purpose, ref: object.ref ?? null });
}

/**
 * Opens a variant of a ready object for `viewer`, or answers 404 — also when the viewer may not see it (a private
 * object's existence is not revealed).
 * @returns the file and the Cache-Control it is sent with.
 * @throws HttpError 404 `not_found`.
 */
export async function openObject(em: EntityManager, storage: ObjectStorage, viewer: User | undefined, id: string, variant: VariantName): Promise<{ file: StoredFile; cacheControl: string }> {
  const object = await em.findOne(StoredObjectSchema, { id, status: 'ready' });
  if (!object || !(await canViewObject(em, viewer, object))) throw notFound('No such image');
  const file = await storage.get(variantKey(id, variant));
  if (!file) throw notFound('No such image');
  const isPublic = Boolean(object.attachedAt) && !object.isPrivate;
  return { file, cacheControl: isPublic ? PUBLIC_CACHE : PRIVATE_CACHE };
}
