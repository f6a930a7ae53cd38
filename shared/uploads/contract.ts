import * as z from 'zod/mini';
import {
  documentBodySchema, productImageBodySchema, storedDocumentSchema, storedImageSchema, uploadRequestBodySchema, uploadUrlResponseSchema,
} from './schemas.ts';
import { DOCUMENT_FILE } from './documents.ts';
import { UPLOADS_CONTRACT_NAME, VARIANT_FILES } from './paths.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';
import { idParams } from '../contracts/params.ts';

/** The disk store's upload URL query: its expiry (Unix seconds) and signature. */
const diskUploadQuery = z.object({
  expires: z.coerce.number({ error: 'expires is required' }).check(z.int()),
  signature: z.string({ error: 'signature is required' }).check(z.minLength(1), z.maxLength(100)),
});

/** The files of an object: an image's variants and a document. */
const OBJECT_FILES = [...Object.values(VARIANT_FILES), DOCUMENT_FILE] as const;
const objectFileParams = z.extend(idParams, { file: z.enum(OBJECT_FILES, { error: 'Choose 320.webp, 960.webp, full.webp or document.pdf' }) });

const UPLOAD_USED = 'Upload already used, or not received (`upload_used`, `upload_not_received`)';
const UPLOAD_EXPIRED = 'The upload link expired (`upload_expired`)';
const NOT_YOURS = "Another member's upload (`forbidden`)";

/**
 * The uploads contract (spec 001 §7; docs/decisions/050–054, 177, 182): members get a single-use upload URL, send the
 * raw image or PDF there, then exchange the URL for the stored object; images are served as WebP variants, documents
 * as downloads. Sizes in bytes (an image ≤ 10 MB, a document ≤ 5 MB), dimensions in pixels. `uploadBytes` exists on
 * the disk store only (on S3 the browser PUTs to the bucket).
 */
export const uploadsContract = defineContract(UPLOADS_CONTRACT_NAME, {
  requestUpload: endpoint({
    method: 'POST',
    path: '/api/objects/upload',
    access: 'member',
    summary: 'Get a single-use URL to upload one image or document to (valid 15 minutes)',
    body: uploadRequestBodySchema,
    responses: { 200: uploadUrlResponseSchema },
    errors: { 429: 'Too many requests (`rate_limited`, Retry-After)' },
    rateLimits: ['uploadsAccount'],
  }),
  uploadBytes: endpoint({
    method: 'PUT',
    path: '/api/objects/uploads/:id',
    access: 'member',
    summary: 'Upload the raw image or PDF (the uploadURL of the disk store; at most 10 MB, a document 5 MB)',
    params: idParams,
    query: diskUploadQuery,
    rawBody: 'image/*',
    responses: { 200: z.union([storedImageSchema, storedDocumentSchema]) },
    errors: {
      403: "Bad signature, or another member's upload link (`forbidden`)",
      409: 'Upload already used (`upload_used`)',
      410: UPLOAD_EXPIRED,
      413: 'Image over 10 MB or document over 5 MB (`image_too_large`, `document_too_large`)',
      415: 'Not a supported image, or a document that is not a PDF (`image_unsupported`, `document_unsupported`)',
      422: 'Damaged image, or too many pixels (`image_unreadable`, `image_too_many_pixels`)',
      503: 'Too many images in progress (`images_busy`, Retry-After)',
    },
  }),
  productImage: endpoint({
    method: 'PUT',
    path: '/api/product-images',
    access: 'member',
    summary: 'Exchange an upload URL (without its query) for the stored image and its object path',
    body: productImageBodySchema,
    responses: { 200: storedImageSchema },
    errors: {
      400: 'imageURL is not an upload URL this server gave (`validation_failed` on `imageURL`)',
      403: NOT_YOURS,
      404: 'No such upload (`not_found`)',
      409: UPLOAD_USED,
      410: UPLOAD_EXPIRED,
      413: 'Image over 10 MB (`image_too_large`)',
      415: 'Not a supported image (`image_unsupported`)',
      422: 'Damaged image, or too many pixels (`image_unreadable`, `image_too_many_pixels`)',
      503: 'Too many images in progress (`images_busy`, Retry-After), or the object store is away',
    },
  }),
  document: endpoint({
    method: 'PUT',
    path: '/api/documents',
    access: 'member',
    summary: 'Exchange a document upload URL (without its query) for the stored PDF (decision 177)',
    body: documentBodySchema,
    responses: { 200: storedDocumentSchema },
    errors: {
      400: 'documentURL is not a document upload URL this server gave (`validation_failed` on `documentURL`)',
      403: NOT_YOURS,
      404: 'No such upload (`not_found`)',
      409: UPLOAD_USED,
      410: UPLOAD_EXPIRED,
      413: 'Document over 5 MB (`document_too_large`)',
      415: 'Not a PDF by its bytes (`document_unsupported`)',
      503: 'The object store is away',
    },
  }),
  object: endpoint({
    method: 'GET',
    path: '/objects/:id',
    access: 'public',
    summary: 'An image at 960 px wide (WebP), or a document (PDF); private ones only to viewers the owning feature allows',
    params: idParams,
    responses: { 200: null },
  }),
  objectFile: endpoint({
    method: 'GET',
    path: '/objects/:id/:file',
    access: 'public',
    summary: 'One variant of an image: 320.webp, 960.webp or full.webp (at most 2048 px), or a document: document.pdf (a download)',
    params: objectFileParams,
    responses: { 200: null },
  }),
});
