import type { StoredDocument } from '#shared/uploads/schemas.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPE, PDF_MAGIC } from '#shared/uploads/documents.ts';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { uploadsApi } from '../../../lib/uploads/contract.ts';
import { LocalUploadError, putWithProgress, type UploadImageOptions } from '../../../lib/uploads/upload-image.ts';

const requestUpload = endpointRef(uploadsApi, 'requestUpload');
const storeDocument = endpointRef(uploadsApi, 'document');

/** Whether `file` begins with `%PDF-` (the server checks again; this only spares a member sending 5 MB for nothing). */
async function looksLikePdf(file: Blob): Promise<boolean> {
  try {
    return (await file.slice(0, PDF_MAGIC.length).text()) === PDF_MAGIC;
  } catch {
    return true; // cannot tell here: the server decides
  }
}

/**
 * Uploads a CV as a PDF through the uploads service (docs/decisions/177): asks for a document upload URL
 * (`POST /api/objects/upload` with `kind: document`), `PUT`s the file there with progress (XMLHttpRequest, as photos
 * do, decision 054), then exchanges the URL for the stored document (`PUT /api/documents`). Needs a connection:
 * a file is not put in the outbox. A retry is a fresh call (upload URLs are single-use).
 * @returns the stored document: `objectId` is what the application sends as `resumeObjectId`.
 * @throws LocalUploadError (over 5 MB, or not a PDF by its first bytes), ApiRequestError (the server's refusal:
 *   `document_unsupported`, `document_too_large`, `rate_limited`…), TypeError (network), AbortError.
 */
export async function uploadCv(file: File, opts: UploadImageOptions = {}): Promise<StoredDocument> {
  if (file.size > DOCUMENT_MAX_BYTES) throw new LocalUploadError('document_too_large');
  if (!(await looksLikePdf(file))) throw new LocalUploadError('document_unsupported');
  const { uploadURL } = await callEndpoint(requestUpload, { body: { kind: 'document' } });
  await putWithProgress(uploadURL, file.type === DOCUMENT_MEDIA_TYPE ? file : new Blob([file], { type: DOCUMENT_MEDIA_TYPE }), opts);
  opts.onProcessing?.();
  return callEndpoint(storeDocument, { body: { documentURL: uploadURL.split('?')[0]! } });
}
