import type { EntityManager } from '@mikro-orm/core';
import { PRIVATE_OBJECT_CACHE, PUBLIC_OBJECT_CACHE } from '#shared/uploads/cache-control.ts';
import { DOCUMENT_MEDIA_TYPE } from '#shared/uploads/documents.ts';
import { notFound } from '../../http/errors.ts';
import type { User } from '../users/user.entity.ts';
import { StoredObjectSchema, type StoredObject } from './stored-object.entity.ts';
import { documentKey, variantKey, type ObjectStorage, type StoredFile, type VariantName } from './storage.ts';
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
 * What a GET of an object asks for: an image variant, the document (`document.pdf`), or `default` (`/objects/:id`:
 * an image's 960 px variant, or the document).
 */
export type ObjectFile = VariantName | 'document' | 'default';

/** An opened object and how it is sent. */
export interface OpenedObject {
  file: StoredFile;
  cacheControl: string;
  contentType: string;
  /** Content-Disposition, for a document: always a download, never shown inside our origin (decision 177). */
  disposition?: string;
}

/**
 * Opens a file of a ready object for `viewer`, or answers 404 — also when the viewer may not see it (a private
 * object's existence is not revealed), and when `which` does not fit the object's kind (a variant of a document).
 * A document is never cached publicly (`private, no-store` whoever may see it; decision 177).
 * @throws HttpError 404 `not_found`.
 */
export async function openObject(em: EntityManager, storage: ObjectStorage, viewer: User | undefined, id: string, which: ObjectFile): Promise<OpenedObject> {
  const object = await em.findOne(StoredObjectSchema, { id, status: 'ready' });
  if (!object || !(await canViewObject(em, viewer, object))) throw notFound('No such file');
  const isDocument = object.kind === 'document';
  if (isDocument ? which !== 'document' && which !== 'default' : which === 'document') throw notFound('No such file');
  const file = await storage.get(isDocument ? documentKey(id) : variantKey(id, which === 'default' ? 'w960' : (which as VariantName)));
  if (!file) throw notFound('No such file');
  if (isDocument) {
    return { file, cacheControl: PRIVATE_CACHE, contentType: DOCUMENT_MEDIA_TYPE, disposition: `attachment; filename="document-${id.slice(0, 8)}.pdf"` };
  }
  const isPublic = Boolean(object.attachedAt) && !object.isPrivate;
  return { file, cacheControl: isPublic ? PUBLIC_CACHE : PRIVATE_CACHE, contentType: 'image/webp' };
}
