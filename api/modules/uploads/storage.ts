import type { Readable } from 'node:stream';
import { DOCUMENT_FILE } from '#shared/uploads/documents.ts';
import { VARIANT_FILES } from '#shared/uploads/paths.ts';

/** A stored file read back: a stream of its bytes and their count. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where upload bytes live (docs/decisions/050-uploads-and-object-storage.md). Keys are made by this module only:
 * `incoming/<id>` for bytes as the browser sent them, `objects/<id>/<variant>.webp` for processed images,
 * `objects/<id>/document.pdf` for a document (decision 177).
 * Two implementations: the local disk under DATA_DIR (default) and an S3-compatible bucket (S3_* variables).
 */
export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /**
   * The URL the browser `PUT`s the raw image to: our own signed route on disk; a presigned bucket URL on S3.
   * Valid from `issuedAt` for `ttlSeconds`; `ownerId` is bound into the disk URL's signature.
   */
  uploadUrl(id: string, ownerId: string, issuedAt: Date, ttlSeconds: number): Promise<string>;
  /**
   * Disk only: streams the request body into `incoming/<id>`, counting bytes.
   * @returns bytes written.
   * @throws HttpError 413 `image_too_large` as soon as more than `maxBytes` arrive (nothing is kept).
   */
  receive?(id: string, body: Readable, maxBytes: number): Promise<number>;
  /** Size in bytes of `incoming/<id>`, or null when nothing has arrived. */
  incomingSize(id: string): Promise<number | null>;
  /**
   * Reads `incoming/<id>` into memory (call after {@link incomingSize} showed it is small enough).
   * @throws HttpError 413 `image_too_large` when it holds more than `maxBytes` after all.
   */
  readIncoming(id: string, maxBytes: number): Promise<Buffer>;
  /** Stores `data` under `key` (overwrites). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Opens `key`, or null when it does not exist. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the keys that exist (missing keys are not an error). */
  remove(keys: readonly string[]): Promise<void>;
}

/** Key of the bytes as uploaded. */
export const incomingKey = (id: string) => `incoming/${id}`;
/** File names of the variants under `objects/<id>/`, by variant (shared: the objects route's `file` takes them). */
export { VARIANT_FILES };
export type VariantName = keyof typeof VARIANT_FILES;
/** Key of one processed variant. */
export const variantKey = (id: string, variant: VariantName) => `objects/${id}/${VARIANT_FILES[variant]}`;
/** Key of a stored document (a PDF kept as sent; docs/decisions/177). */
export const documentKey = (id: string) => `objects/${id}/${DOCUMENT_FILE}`;
/** Every key an object may occupy (incoming bytes, variants, document). */
export const allKeys = (id: string) => [incomingKey(id), ...(Object.keys(VARIANT_FILES) as VariantName[]).map((v) => variantKey(id, v)), documentKey(id)];
