import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import { imageVariantUrl, UPLOAD_URL_TTL_SECONDS, type StoredDocument, type StoredImage } from '#shared/uploads/schemas.ts';
import { DOCUMENT_MEDIA_TYPE, type UploadKind } from '#shared/uploads/documents.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { User } from '../users/user.entity.ts';
import { verifyUploadSignature } from './disk-storage.ts';
import { checkPdf, maxBytesOf, presentStoredDocument, restateTooLarge, tooLargeFor } from './documents.ts';
import { processImage, variantSizes } from './image-processing.ts';
import { imageQueue } from './image-queue.ts';
import { StoredObjectSchema, type StoredObject } from './stored-object.entity.ts';
import { allKeys, documentKey, incomingKey, variantKey, VARIANT_FILES, type ObjectStorage, type VariantName } from './storage.ts';
import { uploadExpired, uploadNotReceived, uploadUsed } from './upload-errors.ts';

/** The object path features store (spec 001 §7), e.g. `/objects/3f2c…`. */
export const objectPathOf = (id: string) => `/objects/${id}`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OBJECT_PATH = new RegExp(`^/objects/(${UUID})$`);
/** Our disk route `/api/objects/uploads/<id>` or a bucket key `…/incoming/<id>`, at the end of the URL's path. */
const UPLOAD_URL_PATH = new RegExp(`/(?:uploads|incoming)/(${UUID})$`);

/** The object id in an object path, or undefined when `path` is not one. */
export function objectIdOf(path: string): string | undefined {
  return OBJECT_PATH.exec(path)?.[1];
}

/** The presented form of a ready object (shared/uploads/schemas.ts storedImageSchema). */
export function presentStoredImage(object: StoredObject): StoredImage {
  const objectPath = objectPathOf(object.id);
  const sizes = object.variants!;
  const variant = (name: VariantName) => ({ url: imageVariantUrl(objectPath, name), ...sizes[name] });
  return {
    objectPath,
    width: object.width!,
    height: object.height!,
    variants: { w320: variant('w320'), w960: variant('w960'), full: variant('full') },
  };
}

/** The presented form of a ready object of either kind. */
export type StoredUpload = StoredImage | StoredDocument;

/** The presented form of a ready object: an image's variants, or a document's URL and size (decision 177). */
const presentStored = (object: StoredObject): StoredUpload => (object.kind === 'document' ? presentStoredDocument(object) : presentStoredImage(object));

/**
 * `POST /api/objects/upload`: records a pending upload of `owner` and returns its URL (disk: our signed route;
 * S3: a presigned bucket URL), valid {@link UPLOAD_URL_TTL_SECONDS}. `kind` is fixed now: an `image` (default) or
 * a `document` (a PDF ≤ 5 MB, decision 177). The caller flushes nothing: the row is written here (the URL must not
 * exist without it).
 */
export async function createUpload(em: EntityManager, storage: ObjectStorage, owner: User, now: Date, kind: UploadKind = 'image'): Promise<{ uploadURL: string; object: StoredObject }> {
  const urlExpiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  const object = em.create(StoredObjectSchema, { owner, urlExpiresAt, status: 'pending', kind } as never);
  await em.flush();
  return { uploadURL: await storage.uploadUrl(object.id, owner.id, now, UPLOAD_URL_TTL_SECONDS), object };
}

/**
 * Moves a pending object to `processing` if and only if it is still pending (one UPDATE, so two requests racing
 * for one URL cannot both win).
 * @throws HttpError 409 `upload_used` when it was not pending.
 */
async function claim(em: EntityManager, id: string): Promise<void> {
  const claimed = await em.nativeUpdate(StoredObjectSchema, { id, status: 'pending' }, { status: 'processing' });
  if (claimed !== 1) throw uploadUsed();
}

/**
 * Checks and processes the bytes of a claimed object (`processing`). An image is re-encoded (image-processing.ts),
 * its three variants stored; a document is checked to be a PDF by its bytes and stored as sent (decision 177).
 * Then the incoming bytes are deleted and the object marked ready. Refused bytes (4xx) leave nothing stored and
 * the object `rejected`; a storage failure puts it back to `pending` so the same call can be retried.
 */
async function processClaimed(em: EntityManager, storage: ObjectStorage, object: StoredObject): Promise<StoredUpload> {
  const id = object.id;
  try {
    const input = await storage.readIncoming(id, maxBytesOf(object.kind));
    if (object.kind === 'document') {
      await checkPdf(input);
      await storage.put(documentKey(id), input, DOCUMENT_MEDIA_TYPE);
      await storage.remove([incomingKey(id)]);
      em.assign(object, { status: 'ready', sourceType: DOCUMENT_MEDIA_TYPE, sourceBytes: input.length } as never);
      await em.flush();
      return presentStoredDocument(object);
    }
    const image = await processImage(input);
    for (const name of Object.keys(VARIANT_FILES) as VariantName[]) {
      await storage.put(variantKey(id, name), image.variants[name].data, 'image/webp');
    }
    await storage.remove([incomingKey(id)]);
    em.assign(object, {
      status: 'ready',
      sourceType: image.sourceType,
      sourceBytes: input.length,
      width: image.variants.full.width,
      height: image.variants.full.height,
      variants: variantSizes(image),
    } as never);
    await em.flush();
    return presentStoredImage(object);
  } catch (err) {
    const refused = err instanceof HttpError && err.status < 500;
    await storage.remove(refused ? allKeys(id) : []).catch(() => {});
    await em.nativeUpdate(StoredObjectSchema, { id }, { status: refused ? 'rejected' : 'pending' });
    throw restateTooLarge(err, object.kind);
  }
}

/** What `PUT /api/objects/uploads/:id` (the disk store's upload URL) receives. */
export interface DiskUploadRequest {
  id: string;
  /** `expires` and `signature` from the URL's query. */
  expires: number;
  signature: string;
  /** The signed-in member sending the bytes. */
  user: User;
  /** Declared Content-Length, when the client sent one (checked before reading a byte). */
  contentLength: number | undefined;
  body: Readable;
}

/**
 * The disk store's `PUT {uploadURL}`: checks the signature (bound to the member who asked for the URL), the expiry
 * and single use, streams the body to disk with a cap (10 MB for an image, 5 MB for a document), then processes it
 * at once. A body that stops half-way (the client went away) leaves the URL usable again: a weak connection can
 * simply send the photo once more.
 * @throws HttpError 403 `forbidden` (bad signature, or another member's URL), 410 `upload_expired`, 409
 *   `upload_used`, 413 `image_too_large` / `document_too_large`, 415/422 from {@link processImage}, 415
 *   `document_unsupported`, 503 `images_busy` (an image, before reading the body when this process's image queue
 *   is full, docs/decisions/159); nothing is stored on any of them.
 */
export async function receiveDiskUpload(em: EntityManager, storage: ObjectStorage & { secret?: string }, req: DiskUploadRequest, now: Date): Promise<StoredUpload> {
  if (!storage.receive || !storage.secret) throw notFound('Uploads go straight to the object store here');
  if (!verifyUploadSignature(storage.secret, req.id, req.user.id, req.expires, req.signature)) {
    throw forbidden('This upload link is not valid for your account. Add the photo again.');
  }
  if (req.expires * 1000 <= now.getTime()) throw uploadExpired();
  const object = await em.findOne(StoredObjectSchema, { id: req.id });
  if (!object) throw uploadExpired(); // removed by the cleanup job
  const maxBytes = maxBytesOf(object.kind);
  if (req.contentLength !== undefined && req.contentLength > maxBytes) throw tooLargeFor(object.kind);
  if (object.kind !== 'document') imageQueue.assertRoom();
  await claim(em, req.id);
  try {
    await storage.receive(req.id, req.body, maxBytes);
  } catch (err) {
    // Refused bytes (over the cap) use the URL up; a body cut off (client gone) or a disk failure does not.
    const refused = err instanceof HttpError && err.status < 500;
    await storage.remove([incomingKey(req.id)]).catch(() => {});
    await em.nativeUpdate(StoredObjectSchema, { id: req.id }, { status: refused ? 'rejected' : 'pending' });
    throw restateTooLarge(err, object.kind);
  }
  return processClaimed(em, storage, object);
}

/**
 * `PUT /api/product-images` (spec 001 §7): turns an upload URL (without its query string) into the object's path.
 * On disk the image was processed when it arrived; on S3 the bytes are in the bucket and are checked and
 * processed now. Repeating the call for a ready object answers the same again.
 * @throws HttpError 400 (not an upload URL), 404 (no such upload), 403 (another member's upload), 409
 *   `upload_not_received` (nothing uploaded yet), 409 `upload_used` (refused or deleted earlier), 410
 *   `upload_expired` (URL expired and nothing arrived), 413/415/422 for bad bytes (nothing stored), 503
 *   `images_busy` (the image queue is full; the upload stays as it was, the same call works later).
 */
export async function finalizeUpload(em: EntityManager, storage: ObjectStorage, user: User, imageURL: string, now: Date): Promise<StoredImage> {
  return (await finalizeObject(em, storage, user, { url: imageURL, field: 'imageURL', kind: 'image' }, now)) as StoredImage;
}

/**
 * `PUT /api/documents` (decision 177): {@link finalizeUpload} for a document — on S3 the bytes are checked to be a
 * PDF and stored now. Same errors, with `document_unsupported` / `document_too_large`; a URL made for an image is
 * 400 on `documentURL`.
 */
export async function finalizeDocument(em: EntityManager, storage: ObjectStorage, user: User, documentURL: string, now: Date): Promise<StoredDocument> {
  return (await finalizeObject(em, storage, user, { url: documentURL, field: 'documentURL', kind: 'document' }, now)) as StoredDocument;
}

async function finalizeObject(em: EntityManager, storage: ObjectStorage, user: User, given: { url: string; field: string; kind: UploadKind }, now: Date): Promise<StoredUpload> {
  const notAnUploadUrl = () => badRequest(`${given.field} is not an upload URL`, { [given.field]: ['Not an upload URL'] });
  let path: string;
  try {
    path = new URL(given.url, 'http://relative.invalid').pathname;
  } catch {
    throw notAnUploadUrl();
  }
  const id = UPLOAD_URL_PATH.exec(path)?.[1] ?? objectIdOf(path);
  if (!id) throw notAnUploadUrl();
  const object = await em.findOne(StoredObjectSchema, { id });
  if (!object || object.status === 'deleted') throw notFound('No such upload');
  if (object.owner?.id !== user.id) throw forbidden('This file was uploaded by another member.');
  if (object.kind !== given.kind) throw notAnUploadUrl();
  if (object.status === 'ready') return presentStored(object);
  if (object.status === 'rejected') throw uploadUsed();
  if (object.status === 'processing') throw uploadNotReceived();
  const expired = object.urlExpiresAt.getTime() <= now.getTime();
  // On disk the bytes are processed as they arrive: a pending object has received nothing.
  if (storage.kind === 'disk') throw expired ? uploadExpired() : uploadNotReceived();

  const size = await storage.incomingSize(id);
  if (size === null) throw expired ? uploadExpired() : uploadNotReceived();
  if (object.kind !== 'document') imageQueue.assertRoom();
  await claim(em, id);
  if (size > maxBytesOf(object.kind)) {
    await storage.remove([incomingKey(id)]);
    await em.nativeUpdate(StoredObjectSchema, { id }, { status: 'rejected' });
    throw tooLargeFor(object.kind);
  }
  return processClaimed(em, storage, object);
}
