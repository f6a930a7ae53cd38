import { z } from 'zod';
import { idParamSchema } from '#shared/schemas/common.ts';
import { documentBodySchema, productImageBodySchema, storedDocumentSchema, storedImageSchema, uploadRequestBodySchema, uploadUrlResponseSchema } from '#shared/schemas/uploads.ts';
import { DOCUMENT_FILE } from '#shared/uploads/documents.ts';
import { currentUser } from '../../http/auth.ts';
import type { Context } from 'koa';
import { defineRoute, type RouteDef, type RouteInput } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { openObject, PRIVATE_CACHE, type ObjectFile } from './object-access.ts';
import { VARIANT_FILES, type ObjectStorage } from './storage.ts';
import { createUpload, finalizeDocument, finalizeUpload, receiveDiskUpload } from './uploads.service.ts';

const diskUploadQuerySchema = z.object({
  expires: z.coerce.number({ error: 'expires is required' }).int(),
  signature: z.string({ error: 'signature is required' }).min(1).max(100),
});

const fileByName = { ...Object.fromEntries(Object.entries(VARIANT_FILES).map(([name, file]) => [file, name])), [DOCUMENT_FILE]: 'document' } as Record<string, ObjectFile>;
const objectFileParamsSchema = idParamSchema.extend({
  file: z.enum(Object.keys(fileByName) as [string, ...string[]], { error: 'Choose 320.webp, 960.webp, full.webp or document.pdf' }),
});

/**
 * Uploads (spec 001 §7; docs/decisions/050–054): members get a single-use upload URL, send the raw image there,
 * then exchange the URL for the object's path; images are served as WebP variants.
 *
 * - `POST /api/objects/upload` — member; 60 an hour (429 `rate_limited`). Optional body `{ kind: 'image' | 'document' }`
 *   (a document is a PDF ≤ 5 MB kept as sent, decision 177). 200 `{ uploadURL }`, valid 15 minutes.
 * - `PUT /api/objects/uploads/:id?expires&signature` — the disk store's upload URL (on S3 the browser PUTs to the
 *   bucket and this route does not exist). Member who asked for the URL only (403 otherwise); raw image body up to
 *   10 MB (413 `image_too_large`), type by content (415 `image_unsupported`), 422 `image_unreadable` /
 *   `image_too_many_pixels`, 410 `upload_expired`, 409 `upload_used`. 200 the stored image.
 * - `PUT /api/product-images` — member; `{ imageURL }` → 200 `{ objectPath, width, height, variants }` (on S3 this is
 *   where the bytes are checked and processed; same errors). 403 for another member's upload.
 * - `PUT /api/documents` — member; `{ documentURL }` → 200 `{ objectId, url, mediaType, bytes }`: the same exchange
 *   for a document (415 `document_unsupported` unless the bytes begin with `%PDF-`, 413 `document_too_large`).
 * - `GET /objects/:id` (the 960 px variant, or the document) and `GET /objects/:id/{320,960,full}.webp` — public
 *   variants with a year's immutable caching; private or unattached objects only to whom the owning feature allows
 *   (404 otherwise). `GET /objects/:id/document.pdf` — a document, always `private, no-store`, as a download
 *   (`Content-Disposition: attachment`), `nosniff`.
 */
export function uploadsRoutes({ limits, clock }: ModuleDeps, storage: ObjectStorage): RouteDef[] {
  const serve = (which: (params: { file?: string }) => ObjectFile) =>
    async function handler(ctx: Context, { params, user }: RouteInput<{ id: string; file?: string }, unknown, unknown>) {
      const { file, cacheControl, contentType, disposition } = await openObject(ctx.state.em, storage, user, params.id, which(params));
      ctx.set('Cache-Control', cacheControl);
      ctx.set('X-Content-Type-Options', 'nosniff');
      if (disposition) ctx.set('Content-Disposition', disposition);
      if (cacheControl === PRIVATE_CACHE) ctx.vary('Cookie');
      ctx.type = contentType;
      ctx.length = file.size;
      ctx.body = file.body;
    };

  const routes: RouteDef[] = [
    defineRoute({
      method: 'POST',
      path: '/api/objects/upload',
      errors: { 429: 'Too many requests (`rate_limited`, Retry-After)' },
      access: 'member',
      summary: 'Get a single-use URL to upload one image or document to (valid 15 minutes)',
      body: uploadRequestBodySchema,
      responses: { 200: uploadUrlResponseSchema },
      async handler(ctx, { body }) {
        const user = currentUser(ctx);
        await limits.consume(['uploadsAccount', user.id]);
        const { uploadURL } = await createUpload(ctx.state.em, storage, user, clock.now(), body.kind);
        return { uploadURL };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/product-images',
      errors: { 400: 'imageURL is not an upload URL this server gave (`validation_failed` on `imageURL`)', 403: 'Another member\'s upload (`forbidden`)', 404: 'No such upload (`not_found`)', 409: 'Upload already used, or not received (`upload_used`, `upload_not_received`)', 410: 'The upload link expired (`upload_expired`)', 413: 'Image over 10 MB (`image_too_large`)', 415: 'Not a supported image (`image_unsupported`)', 422: 'Damaged image, or too many pixels (`image_unreadable`, `image_too_many_pixels`)', 503: 'Too many images in progress (`images_busy`, Retry-After), or the object store is away' },
      access: 'member',
      summary: 'Exchange an upload URL (without its query) for the stored image and its object path',
      body: productImageBodySchema,
      responses: { 200: storedImageSchema },
      async handler(ctx, { body }) {
        return finalizeUpload(ctx.state.em, storage, currentUser(ctx), body.imageURL, clock.now());
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/documents',
      errors: { 400: 'documentURL is not a document upload URL this server gave (`validation_failed` on `documentURL`)', 403: 'Another member\'s upload (`forbidden`)', 404: 'No such upload (`not_found`)', 409: 'Upload already used, or not received (`upload_used`, `upload_not_received`)', 410: 'The upload link expired (`upload_expired`)', 413: 'Document over 5 MB (`document_too_large`)', 415: 'Not a PDF by its bytes (`document_unsupported`)', 503: 'The object store is away' },
      access: 'member',
      summary: 'Exchange a document upload URL (without its query) for the stored PDF (decision 177)',
      body: documentBodySchema,
      responses: { 200: storedDocumentSchema },
      async handler(ctx, { body }) {
        return finalizeDocument(ctx.state.em, storage, currentUser(ctx), body.documentURL, clock.now());
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/objects/:id',
      access: 'public',
      summary: 'An image at 960 px wide (WebP), or a document (PDF); private ones only to viewers the owning feature allows',
      params: idParamSchema,
      responses: { 200: null },
      handler: serve(() => 'default'),
    }),
    defineRoute({
      method: 'GET',
      path: '/objects/:id/:file',
      access: 'public',
      summary: 'One variant of an image: 320.webp, 960.webp or full.webp (at most 2048 px), or a document: document.pdf (a download)',
      params: objectFileParamsSchema,
      responses: { 200: null },
      handler: serve((params) => fileByName[params.file!]!),
    }),
  ];
  if (storage.kind === 'disk') {
    routes.splice(
      1,
      0,
      defineRoute({
        method: 'PUT',
        path: '/api/objects/uploads/:id',
        errors: { 403: 'Bad signature, or another member\'s upload link (`forbidden`)', 409: 'Upload already used (`upload_used`)', 410: 'The upload link expired (`upload_expired`)', 413: 'Image over 10 MB or document over 5 MB (`image_too_large`, `document_too_large`)', 415: 'Not a supported image, or a document that is not a PDF (`image_unsupported`, `document_unsupported`)', 422: 'Damaged image, or too many pixels (`image_unreadable`, `image_too_many_pixels`)', 503: 'Too many images in progress (`images_busy`, Retry-After)' },
        access: 'member',
        summary: 'Upload the raw image or PDF (the uploadURL of the disk store; at most 10 MB, a document 5 MB)',
        params: idParamSchema,
        query: diskUploadQuerySchema,
        rawBody: 'image/*',
        responses: { 200: z.union([storedImageSchema, storedDocumentSchema]) },
        async handler(ctx, { params, query }) {
          const declared = ctx.get('content-length');
          return receiveDiskUpload(
            ctx.state.em,
            storage,
            { id: params.id, expires: query.expires, signature: query.signature, user: currentUser(ctx), contentLength: declared ? Number(declared) : undefined, body: ctx.req },
            clock.now(),
          );
        },
      }),
    );
  }
  return routes;
}
