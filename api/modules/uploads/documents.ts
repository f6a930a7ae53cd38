import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPE, documentUrlOf, PDF_MAGIC, type UploadKind } from '#shared/uploads/documents.ts';
import type { StoredDocument } from '#shared/uploads/schemas.ts';
import { HttpError } from '../../http/errors.ts';
import { UPLOAD_MAX_BYTES } from '#shared/uploads/schemas.ts';
import type { StoredObject } from './stored-object.entity.ts';
import { documentTooLarge, documentUnsupported, imageTooLarge } from './upload-errors.ts';

/*
 * The document kind of the uploads service (docs/decisions/177; spec 001 §5 Application form: a CV as a PDF up to
 * 5 MB). A document is checked by its bytes and stored as sent: it never goes near sharp or the image queue.
 */

/** Most bytes an upload of `kind` may have: 10 MB for a photo, 5 MB for a document. */
export const maxBytesOf = (kind: string): number => (kind === 'document' ? DOCUMENT_MAX_BYTES : UPLOAD_MAX_BYTES);

/** The 413 of an upload of `kind` that is too large (`image_too_large` or `document_too_large`). */
export const tooLargeFor = (kind: string): HttpError => (kind === 'document' ? documentTooLarge() : imageTooLarge());

/**
 * A 413 raised by the byte counters of the stores (which speak of images) restated for a document; other errors
 * unchanged.
 */
export function restateTooLarge(err: unknown, kind: UploadKind | string): unknown {
  return kind === 'document' && err instanceof HttpError && err.code === 'image_too_large' ? documentTooLarge() : err;
}

/**
 * Checks that `bytes` are a PDF: they must begin with `%PDF-` (the header every PDF starts with). The name and the
 * Content-Type the browser sent are not looked at.
 * @throws HttpError 415 `document_unsupported` (naming what the bytes are when file-type knows, e.g. "a PNG file").
 */
export async function checkPdf(bytes: Buffer): Promise<void> {
  if (bytes.subarray(0, PDF_MAGIC.length).toString('latin1') === PDF_MAGIC) return;
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  throw documentUnsupported(found ? `a ${found.ext.toUpperCase()} file, not a PDF` : 'not a PDF');
}

/** The presented form of a ready document (shared/uploads/schemas.ts storedDocumentSchema). */
export function presentStoredDocument(object: StoredObject): StoredDocument {
  return { objectId: object.id, url: documentUrlOf(object.id), mediaType: DOCUMENT_MEDIA_TYPE, bytes: object.sourceBytes ?? 0 };
}
