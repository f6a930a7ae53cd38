import type { Context } from 'koa';
import { uploadsContract } from '#shared/uploads/contract.ts';
import { DOCUMENT_FILE } from '#shared/uploads/documents.ts';
import { currentUser } from '../../http/auth.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import type { SignedInUser } from '../../http/state.ts';
import type { ModuleDeps } from '../module.ts';
import { openObject, PRIVATE_CACHE, type ObjectFile } from './object-access.ts';
import { VARIANT_FILES, type ObjectStorage } from './storage.ts';
import { createUpload, finalizeDocument, finalizeUpload, receiveDiskUpload } from './uploads.service.ts';

const fileByName = { ...Object.fromEntries(Object.entries(VARIANT_FILES).map(([name, file]) => [file, name])), [DOCUMENT_FILE]: 'document' } as Record<string, ObjectFile>;

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
 * Method, path, access, schemas and statuses are the contract's (shared/uploads/contract.ts, decision 182); this file
 * adds the handlers.
 */
export function uploadsRoutes({ limits, clock }: ModuleDeps, storage: ObjectStorage): RouteDef[] {
  const endpoints = uploadsContract.endpoints;
  const serve = (which: (params: { file?: string }) => ObjectFile) =>
    async function handler(ctx: Context, { params, user }: { params: { id: string; file?: string }; user: SignedInUser | undefined }) {
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
    bindRoute(endpoints.requestUpload, {
      async handler(ctx, { body }) {
        const user = currentUser(ctx);
        await limits.consume(['uploadsAccount', user.id]);
        const { uploadURL } = await createUpload(ctx.state.em, storage, user, clock.now(), body.kind);
        return { uploadURL };
      },
    }),
    bindRoute(endpoints.productImage, {
      async handler(ctx, { body }) {
        return finalizeUpload(ctx.state.em, storage, currentUser(ctx), body.imageURL, clock.now());
      },
    }),
    bindRoute(endpoints.document, {
      async handler(ctx, { body }) {
        return finalizeDocument(ctx.state.em, storage, currentUser(ctx), body.documentURL, clock.now());
      },
    }),
    bindRoute(endpoints.object, { handler: serve(() => 'default') }),
    bindRoute(endpoints.objectFile, { handler: serve((params) => fileByName[params.file!]!) }),
  ];
  if (storage.kind === 'disk') {
    routes.splice(
      1,
      0,
      bindRoute(endpoints.uploadBytes, {
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
