import type { EntityManager } from '@mikro-orm/core';
import type { StoredDocument, StoredImage } from '#shared/uploads/schemas.ts';
import type { UploadKind } from '#shared/uploads/documents.ts';
import { V } from '#shared/messages.ts';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';
import { StoredObjectSchema, type StoredObject } from './stored-object.entity.ts';
import { allKeys, type ObjectStorage } from './storage.ts';
import { presentStoredDocument } from './documents.ts';
import { objectIdOf, objectPathOf, presentStoredImage } from './uploads.service.ts';

/** Unattached uploads older than this are deleted by {@link deleteOrphanUploads} (24 h, issue 12 item 5). */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;

/** Where attached objects belong: a purpose (e.g. `store-product`) and the owning record's id. */
export interface AttachmentTarget {
  /** Short kebab-case name of what the objects are for; private objects are checked by this purpose's check. */
  purpose: string;
  /** Id of the owning record (product, profile…). */
  ref: string;
}

/** Options of {@link attachUploads}. */
export interface AttachOptions extends AttachmentTarget {
  /** Served only through the purpose's visibility check (api/modules/uploads/visibility.ts); default false. */
  private?: boolean;
  /** Request field the paths came from, for the `fields` of a 400 (default `images`). */
  field?: string;
}

/** Parses object paths into ids (deduplicated, order kept). @throws HttpError 400 naming `field`. */
function idsOf(objectPaths: readonly string[], field: string): string[] {
  const ids: string[] = [];
  for (const path of objectPaths) {
    const id = objectIdOf(path);
    if (!id) throw badRequest(`Not an uploaded image: ${String(path).slice(0, 100)}`, { [field]: ['Not an uploaded image'] });
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * Attaches uploaded images to a record of a feature (call inside the feature's unit of work; the feature's
 * `em.flush()` writes both, so a failed save attaches nothing). Only images the same member uploaded, processed
 * and not attached elsewhere are accepted; attaching again to the same target is a no-op.
 * @param uploaderId the member saving the record (the only one allowed to attach these uploads).
 * @returns the presented images, in the order of `objectPaths` (duplicates dropped).
 * @throws HttpError 400 `validation_failed` (a path that is not an object path, or an upload that does not exist,
 *   is not processed or was deleted — nothing attached), 403 `forbidden` (another member's upload), 409 `conflict`
 *   (already attached to another record).
 */
export async function attachUploads(em: EntityManager, uploaderId: string, objectPaths: readonly string[], opts: AttachOptions): Promise<StoredImage[]> {
  const field = opts.field ?? 'images';
  const ids = idsOf(objectPaths, field);
  const byId = await attach(em, uploaderId, ids, opts, 'image', field);
  return ids.map((id) => presentStoredImage(byId.get(id)!));
}

/**
 * Attaches one uploaded document (a PDF, decision 177) to a record — {@link attachUploads}'s rules, by object id:
 * only the member's own ready document (an image is refused like a missing upload).
 * @throws HttpError 400 on `field` (not a ready document), 403 `forbidden` (another member's upload), 409
 *   `conflict` (attached to another record).
 */
export async function attachDocument(em: EntityManager, uploaderId: string, objectId: string, opts: AttachOptions & { field: string }): Promise<StoredDocument> {
  const byId = await attach(em, uploaderId, idsOf([objectPathOf(objectId)], opts.field), opts, 'document', opts.field);
  return presentStoredDocument(byId.get(objectId)!);
}

/** The checks and the attaching of {@link attachUploads} for objects of one `kind`; returns the objects by id. */
async function attach(em: EntityManager, uploaderId: string, ids: readonly string[], opts: AttachOptions, kind: UploadKind, field: string): Promise<Map<string, StoredObject>> {
  if (ids.length === 0) return new Map();
  const objects = await em.find(StoredObjectSchema, { id: { $in: [...ids] } });
  const byId = new Map(objects.map((o) => [o.id, o]));
  for (const id of ids) {
    const object = byId.get(id);
    if (!object || object.status !== 'ready' || object.kind !== kind) {
      throw kind === 'document'
        ? badRequest('The file was not uploaded as a PDF, is still being checked or was deleted. Upload it again.', { [field]: [V.documentUploadAgain] })
        : badRequest('An image was not uploaded, is still processing or was deleted. Add it again.', { [field]: ['This image is not available'] });
    }
    if (object.owner?.id !== uploaderId) throw forbidden('You can only use photos you uploaded yourself.');
    if (object.attachedAt && (object.purpose !== opts.purpose || object.ref !== opts.ref)) {
      throw conflict('This photo is already used elsewhere. Upload it again for this item.');
    }
  }
  const now = new Date();
  for (const id of ids) {
    const object = byId.get(id)!;
    if (object.attachedAt) continue;
    em.assign(object, { purpose: opts.purpose, ref: opts.ref, isPrivate: opts.private ?? false, attachedAt: now } as never);
  }
  return byId;
}

/**
 * Makes `objectPaths` the images of a record (an edit form): attaches the new ones ({@link attachUploads} rules) and
 * deletes those attached to the target but no longer listed. Call inside the feature's unit of work.
 * @returns the presented images in the given order.
 */
export async function syncAttachments(em: EntityManager, uploaderId: string, objectPaths: readonly string[], opts: AttachOptions): Promise<StoredImage[]> {
  const images = await attachUploads(em, uploaderId, objectPaths, opts);
  const keep = new Set(images.map((i) => objectIdOf(i.objectPath)));
  const current = await em.find(StoredObjectSchema, { purpose: opts.purpose, ref: opts.ref, status: 'ready' });
  markDeleted(current.filter((o) => !keep.has(o.id)));
  return images;
}

function markDeleted(objects: readonly StoredObject[]): number {
  const now = new Date();
  for (const object of objects) Object.assign(object, { status: 'deleted', deletedAt: now });
  return objects.length;
}

/**
 * Deletes objects: by their paths, or every object attached to a target (a deleted product or profile). They stop
 * being served when the caller flushes (call inside the feature's unit of work, so a rolled-back delete keeps
 * them); the files go with the next {@link deleteOrphanUploads} run.
 * @returns how many objects were marked deleted.
 */
export async function deleteObjects(em: EntityManager, which: readonly string[] | AttachmentTarget): Promise<number> {
  const where = Array.isArray(which)
    ? { id: { $in: idsOf(which, 'images') } }
    : { purpose: (which as AttachmentTarget).purpose, ref: (which as AttachmentTarget).ref };
  const objects = await em.find(StoredObjectSchema, { ...where, status: { $ne: 'deleted' } } as never);
  return markDeleted(objects);
}

/**
 * The presented images of `objectPaths` (ready, not deleted), in the given order; unknown paths are skipped. For
 * presenters: gives each image its variant URLs and size (pages reserve space, no layout shift).
 */
export async function loadImages(em: EntityManager, objectPaths: readonly string[]): Promise<StoredImage[]> {
  const ids = objectPaths.map(objectIdOf).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  const objects = await em.find(StoredObjectSchema, { id: { $in: ids }, status: 'ready', kind: 'image' });
  const byId = new Map(objects.map((o) => [o.id, o]));
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [presentStoredImage(byId.get(id)!)] : []));
}

/**
 * The cleanup job (issue 12 item 5): deletes the files and rows of objects never attached 24 h after their upload
 * URL was made (whatever state they reached), of objects marked deleted, and of objects whose uploader's account is
 * gone. Works in batches of `batchSize`; files first, then rows, so a crash leaves rows to retry, never files
 * without rows.
 * @returns how many objects were removed.
 */
export async function deleteOrphanUploads(em: EntityManager, storage: ObjectStorage, now: Date, batchSize = 200): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MS);
  let removed = 0;
  for (;;) {
    const batch = await em.find(
      StoredObjectSchema,
      { $or: [{ attachedAt: null, createdAt: { $lt: before } }, { status: 'deleted' }, { owner: null }] },
      { fields: ['id'], limit: batchSize, orderBy: { createdAt: 'asc' } },
    );
    if (batch.length === 0) return removed;
    const ids = batch.map((o) => o.id);
    await storage.remove(ids.flatMap(allKeys));
    await em.nativeDelete(StoredObjectSchema, { id: { $in: ids } });
    em.clear();
    removed += ids.length;
    if (batch.length < batchSize) return removed;
  }
}
