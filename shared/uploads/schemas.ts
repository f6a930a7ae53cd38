import * as z from 'zod/mini';
import { DOCUMENT_MEDIA_TYPE, UPLOAD_KINDS } from './documents.ts';
import { OBJECT_PATH_PATTERN } from './paths.ts';

/** Largest image a member may upload, in bytes (spec 001 §5 and §9: 10 MB each). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** How long an upload URL stays valid after `POST /api/objects/upload`, in seconds (15 minutes). */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Images per store product (spec 001 §4 "keeps only the first 6", §9). */
export const MAX_IMAGES_PER_ITEM = 6;
/** Widths of the WebP variants made from every upload, in pixels; `full` is the original capped at 2048 px. */
export const IMAGE_VARIANT_WIDTHS = [320, 960] as const;
/** Longest side of the `full` variant, in pixels. */
export const IMAGE_FULL_MAX_SIDE = 2048;
/** Media types the server accepts, decided by the bytes (not the name or the Content-Type header). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** `POST /api/objects/upload` → 200: where to `PUT` the raw image (spec 001 §7). */
export const uploadUrlResponseSchema = z.object({
  /** Single-use, bound to the caller, valid {@link UPLOAD_URL_TTL_SECONDS}. */
  uploadURL: z.url(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/**
 * `POST /api/objects/upload` body (optional): what will be uploaded — `image` (default; spec 001 §7) or `document`
 * (a PDF up to 5 MB, kept as sent; docs/decisions/177). The kind is fixed when the URL is made.
 */
export const uploadRequestBodySchema = z.object({
  kind: z._default(z.enum(UPLOAD_KINDS, { error: 'Choose image or document' }), 'image'),
});
export type UploadRequestBody = z.input<typeof uploadRequestBodySchema>;

/** `PUT /api/documents` body: the upload URL of a document, without its query string (docs/decisions/177). */
export const documentBodySchema = z.object({
  documentURL: z.string({ error: 'documentURL is required' }).check(z.trim(), z.minLength(1, 'documentURL is required'), z.maxLength(2000)),
});

/**
 * A stored document (`PUT /api/documents`, or the disk store's upload URL for a document): its object id (what a
 * feature saves, e.g. a job application's `resumeObjectId`), the URL it is opened at, its media type and size.
 */
export const storedDocumentSchema = z.object({
  objectId: z.uuid(),
  url: z.string(),
  mediaType: z.literal(DOCUMENT_MEDIA_TYPE),
  /** Size in bytes (at most 5 MB). */
  bytes: z.int(),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

/** `PUT /api/product-images` body: the upload URL without its query string (spec 001 §7). */
export const productImageBodySchema = z.object({
  imageURL: z.string({ error: 'imageURL is required' }).check(z.trim(), z.minLength(1, 'imageURL is required'), z.maxLength(2000)),
});
export type ProductImageBody = z.infer<typeof productImageBodySchema>;

/** The path of an uploaded object, `/objects/<uuid>` (shared/uploads/paths.ts). */
export { OBJECT_PATH_PATTERN };
export const objectPathSchema = z.string().check(z.regex(OBJECT_PATH_PATTERN, 'Not an uploaded image path'));

/** One variant of a stored image: its URL (same origin) and its size in pixels. */
export const imageVariantSchema = z.object({ url: z.string(), width: z.int(), height: z.int() });

/**
 * `PUT /api/product-images` → 200. `objectPath` is the spec's field; the rest lets a page reserve space and pick a
 * size (`srcset`) without a second request.
 */
export const storedImageSchema = z.object({
  objectPath: objectPathSchema,
  /** Size of the `full` variant (the original, capped at 2048 px on its longest side). */
  width: z.int(),
  height: z.int(),
  variants: z.object({ w320: imageVariantSchema, w960: imageVariantSchema, full: imageVariantSchema }),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

/** The URL of one variant of an object (`/objects/<id>/320.webp`, `/objects/<id>/960.webp`, `/objects/<id>/full.webp`). */
export function imageVariantUrl(objectPath: string, variant: 'w320' | 'w960' | 'full'): string {
  const file = variant === 'full' ? 'full' : variant.slice(1);
  return `${objectPath}/${file}.webp`;
}
